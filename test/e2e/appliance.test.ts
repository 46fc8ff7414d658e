import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import { forwardTo } from '../support/forward.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAppliance, type DemoAppliance } from '../../electron/demo/appliance/server.js';
import { startApp, type RunningApp } from '../support/app.js';
import { focusedName, goTo, unnamedControls } from '../support/page.js';
import { selfSigned } from '../support/self-signed.js';

// Browser mode in Chromium against the demo appliance: a person connects (a wrong password
// first), adds, edits, renames and filters policies, and disables and deletes several at once
// through main's confirmation.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 5 });
  await app.page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const table = () => app.page.getByRole('table', { name: 'Authorization policies' });
const row = (name: string) => table().getByRole('row').filter({ has: app.page.getByRole('rowheader', { name, exact: true }) });
const pager = () => app.page.getByRole('group', { name: 'Pages of policies' });

async function filesUnder(dir: string): Promise<string[]> {
  const texts: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) texts.push(await readFile(path.join(entry.parentPath, entry.name), 'latin1'));
  }
  return texts;
}

describe('connecting to an appliance', () => {
  it('Policies points to Settings while there is none', async () => {
    const { page } = app;
    await go('Policies');
    await page.getByText('No appliance is set up yet.').waitFor();
    await page.getByRole('link', { name: 'Add an appliance' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add the demo appliance' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('a wrong password gives the appliance’s clear error, keeps what was typed, and saves nothing', async () => {
    const { page } = app;
    const form = page.getByRole('form', { name: 'Add an appliance' });
    await form.getByText(/Plain http:\/\/ only to this computer/).waitFor();
    await form.getByLabel('Appliance name').fill('Lab');
    await form.getByLabel('Appliance address').fill(app.demo.ready.appliance);
    await form.getByLabel('User name').fill(app.demo.ready.applianceUser);
    await form.getByLabel('Appliance password').fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in and save' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    // The meaning, then the appliance's own errorcode and words.
    expect(await alert.textContent()).toMatch(/refused the user name or password\. \(appliance code 354\)$/);
    expect(await form.getByLabel('Appliance name').inputValue()).toBe('Lab');
    expect(await form.getByLabel('Appliance address').inputValue()).toBe(app.demo.ready.appliance);
    expect(await form.getByLabel('Appliance password').inputValue()).toBe('not-the-password');
    await page.getByText('No appliance yet.').waitFor();
    expect(app.services.settings.get().appliances).toEqual([]);
  });

  it('plain http to another computer is refused in the form', async () => {
    const form = app.page.getByRole('form', { name: 'Add an appliance' });
    await form.getByLabel('Appliance address').fill('http://adc.example');
    await form.getByRole('button', { name: 'Sign in and save' }).click();
    await form.getByRole('alert').filter({ hasText: 'unencrypted' }).waitFor();
    await form.getByLabel('Appliance address').fill(app.demo.ready.appliance);
  });

  it('the right password signs in and saves; the password is in no file', async () => {
    const { page } = app;
    const form = page.getByRole('form', { name: 'Add an appliance' });
    await form.getByLabel('Appliance password').fill(app.demo.ready.appliancePassword);
    await form.getByRole('button', { name: 'Sign in and save' }).click();
    await page.getByText('Signed in to “Lab” and saved it.').waitFor();
    expect(await form.getByLabel('Appliance password').inputValue()).toBe('');
    const item = page.getByRole('list', { name: 'Saved appliances' }).getByRole('listitem').filter({ hasText: 'Lab' });
    await item.getByText('In use').waitFor();
    for (const text of await filesUnder(app.userDataDir)) expect(text.includes(app.demo.ready.appliancePassword)).toBe(false);
    expect(await page.getByRole('main').textContent()).not.toContain(app.demo.ready.appliancePassword);
    expect(await unnamedControls(page)).toEqual([]);
  });
});

describe('the policies of the appliance', () => {
  it('lists them in a table with the count', async () => {
    const { page } = app;
    await go('Policies');
    await row('allow_intranet').waitFor();
    const total = app.demo.appliance.store.size;
    expect(await pager().textContent()).toContain(`Page 1 of 1 · ${total} policies`);
    expect(await row('allow_intranet').getByRole('cell').allTextContents()).toEqual(['', 'CLIENT.IP.SRC.IN_SUBNET(10.0.0.0/8)', 'ALLOW', 'Enabled', '48,213', 'Edit Rename Delete']);
    await page.getByText(`Appliance: Lab`).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('adds a policy: the name and the rule’s brackets are checked as typed, before anything is sent', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Add a policy' }).click();
    const form = page.getByRole('form', { name: 'Add a policy' });
    await form.getByLabel('Policy name').fill('-tmp');
    const rule = form.getByRole('textbox', { name: 'Rule' });
    await rule.fill('HTTP.REQ.URL.STARTSWITH("/tmp"');
    await form.getByText('The “(” at character 24 is never closed: add a “)”.').waitFor();
    expect(await rule.getAttribute('aria-invalid')).toBe('true');
    await form.getByRole('button', { name: 'Add policy' }).click();
    await form.getByRole('alert').filter({ hasText: 'A policy name starts with a letter, digit or underscore' }).waitFor();
    await form.getByLabel('Policy name').fill('block_tmp');
    await form.getByRole('button', { name: 'Add policy' }).click();
    await form.getByRole('alert').filter({ hasText: 'never closed' }).waitFor();
    // Said once, under the rule, not again for the form; and it goes with the corrected rule.
    expect(await form.getByText(/never closed/).count()).toBe(1);
    await rule.fill('HTTP.REQ.URL.STARTSWITH("/tmp")');
    await form.getByText('Brackets and quotes are balanced.').waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('radio', { name: /^DENY/ }).check();
    expect(await unnamedControls(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add policy' }).click();
    await page.getByText('Added “block_tmp”.').waitFor();
    expect(app.demo.appliance.store.find('block_tmp')).toMatchObject({ rule: 'HTTP.REQ.URL.STARTSWITH("/tmp")', action: 'DENY' });
    await row('block_tmp').waitFor();
  });

  it('a name that exists is the appliance’s refusal, and what was typed stays', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Add a policy' }).click();
    const form = page.getByRole('form', { name: 'Add a policy' });
    await form.getByLabel('Policy name').fill('block_tmp');
    await form.getByRole('textbox', { name: 'Rule' }).fill('true');
    await form.getByRole('button', { name: 'Add policy' }).click();
    await form.getByRole('alert').filter({ hasText: 'An authorization policy of that name already exists. Choose another name. (appliance code 273)' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Rule' }).inputValue()).toBe('true');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('edits the action only; the rule stays', async () => {
    const { page } = app;
    await row('block_tmp').getByRole('button', { name: 'Edit policy block_tmp' }).click();
    const form = page.getByRole('form', { name: 'Edit “block_tmp”' });
    expect(await form.getByRole('textbox', { name: 'Rule' }).inputValue()).toBe('HTTP.REQ.URL.STARTSWITH("/tmp")');
    await form.getByRole('radio', { name: /^ALLOW/ }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved the changes to “block_tmp”.').waitFor();
    await expect.poll(() => row('block_tmp').getByRole('cell').nth(2).textContent()).toBe('ALLOW');
    expect(app.demo.appliance.store.find('block_tmp')?.rule).toBe('HTTP.REQ.URL.STARTSWITH("/tmp")');
  });

  it('an edit costs the appliance two calls and its row is put in place from the answer, not read again', async () => {
    const { page } = app;
    const calls = () => Object.values(app.demo.appliance.requests.all()).reduce((sum, n) => sum + n, 0);
    for (const action of ['DENY', 'ALLOW']) {
      await row('block_tmp').getByRole('button', { name: 'Edit policy block_tmp' }).click();
      const form = page.getByRole('form', { name: 'Edit “block_tmp”' });
      await form.getByRole('radio', { name: new RegExp(`^${action}`) }).check();
      app.demo.appliance.requests.clear();
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved the changes to “block_tmp”.').waitFor();
      await expect.poll(() => row('block_tmp').getByRole('cell').nth(2).textContent()).toBe(action);
      // The change and its read-back; before, the page was read again as well (its count and its rows).
      expect(calls(), `appliance calls for an edit: ${JSON.stringify(app.demo.appliance.requests.all())}`).toBeLessThanOrEqual(2);
      expect(app.demo.appliance.store.find('block_tmp')?.action).toBe(action);
    }
  });

  it('coming back to Policies shows the page, filter and sort left, read again', async () => {
    const { page } = app;
    const filter = page.getByRole('form', { name: 'Filter policies' });
    await filter.getByRole('combobox', { name: 'Filter on' }).selectOption({ label: 'Action' });
    await filter.getByRole('textbox', { name: 'Exact value' }).fill('ALLOW');
    await filter.getByRole('button', { name: 'Apply filter' }).click();
    const allowed = () => app.demo.appliance.store.all().filter((p) => p.action === 'ALLOW').length;
    await expect.poll(() => pager().textContent()).toContain(`${allowed()} policies match`);
    const hits = table().getByRole('columnheader', { name: 'Hits' });
    await hits.getByRole('button', { name: 'Hits' }).click();
    await expect.poll(() => hits.getAttribute('aria-sort')).toBe('ascending');

    await go('Settings');
    // Changed elsewhere meanwhile: what the table shows on return is read again.
    app.demo.appliance.store.add({ name: 'while_away', rule: 'true', action: 'ALLOW' });
    await go('Policies');
    await row('while_away').waitFor();
    expect(await pager().textContent()).toContain(`${allowed()} policies match`);
    expect(await hits.getAttribute('aria-sort')).toBe('ascending');
    expect(await filter.getByRole('combobox', { name: 'Filter on' }).inputValue()).toBe('action');
    expect(await filter.getByRole('textbox', { name: 'Exact value' }).inputValue()).toBe('ALLOW');

    app.demo.appliance.store.delete('while_away');
    await filter.getByRole('button', { name: 'Clear filter' }).click();
    await hits.getByRole('button', { name: 'Hits' }).click();
    await hits.getByRole('button', { name: 'Hits' }).click();
    await expect.poll(() => hits.getAttribute('aria-sort')).toBe('none');
    await expect.poll(() => pager().textContent()).toContain(`${app.demo.appliance.store.size} policies`);
  });

  it('renames in place', async () => {
    const { page } = app;
    await row('block_tmp').getByRole('button', { name: 'Rename policy block_tmp' }).click();
    await page.getByLabel('New name for block_tmp').fill('tmp allowed@lab');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Renamed “block_tmp” to “tmp allowed@lab”.').waitFor();
    await row('tmp allowed@lab').waitFor();
    expect(await row('block_tmp').count()).toBe(0);
  });

  it('a rename costs the appliance two calls and the table is updated from its answer, not read again, sorted or not', async () => {
    const { page } = app;
    const calls = () => Object.values(app.demo.appliance.requests.all()).reduce((sum, n) => sum + n, 0);
    const rename = async (from: string, to: string) => {
      await row(from).getByRole('button', { name: `Rename policy ${from}` }).click();
      await page.getByLabel(`New name for ${from}`).fill(to);
      app.demo.appliance.requests.clear();
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText(`Renamed “${from}” to “${to}”.`).waitFor();
      await row(to).waitFor();
      // Before: the rename, its read-back, then the whole page again (count and list: 4 in all; sorted: every name, then each row).
      expect(calls(), `appliance calls for a rename: ${JSON.stringify(app.demo.appliance.requests.all())}`).toBeLessThanOrEqual(2);
      expect(await row(from).count()).toBe(0);
      // The row keeps its rule and action; the keyboard stays on it.
      expect(await row(to).getByRole('cell').nth(2).textContent()).toBe('ALLOW');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Rename policy ${to}`);
    };
    await rename('tmp allowed@lab', 'tmp_allowed');
    const name = table().getByRole('columnheader', { name: 'Name' });
    await name.getByRole('button', { name: 'Name' }).click();
    await expect.poll(() => name.getAttribute('aria-sort')).toBe('ascending');
    await row('tmp_allowed').waitFor();
    await rename('tmp_allowed', 'tmp allowed@lab');
    for (const sorted of ['descending', 'none']) {
      await name.getByRole('button', { name: 'Name' }).click();
      await expect.poll(() => name.getAttribute('aria-sort')).toBe(sorted);
    }
  });

  it('filters on the appliance, with the filtered count, and sorts', async () => {
    const { page } = app;
    const filter = page.getByRole('form', { name: 'Filter policies' });
    await filter.getByRole('combobox', { name: 'Filter on' }).selectOption({ label: 'Action' });
    await filter.getByRole('textbox', { name: 'Exact value' }).fill('DENY');
    await filter.getByRole('button', { name: 'Apply filter' }).click();
    const denied = app.demo.appliance.store.all().filter((p) => p.action === 'DENY');
    await expect.poll(() => pager().textContent()).toContain(`${denied.length} policies match`);
    const actions = await table().locator('tbody tr td:nth-of-type(3)').allTextContents();
    expect(actions).toEqual(denied.map(() => 'DENY'));
    await filter.getByRole('button', { name: 'Clear filter' }).click();
    await expect.poll(() => pager().textContent()).toContain(`${app.demo.appliance.store.size} policies`);

    const hits = table().getByRole('columnheader', { name: 'Hits' });
    await hits.getByRole('button', { name: 'Hits' }).click();
    await expect.poll(() => hits.getAttribute('aria-sort')).toBe('ascending');
    await hits.getByRole('button', { name: 'Hits' }).click();
    await expect.poll(() => hits.getAttribute('aria-sort')).toBe('descending');
    const most = [...app.demo.appliance.store.all()].sort((a, b) => Number(b.hits) - Number(a.hits))[0]!;
    await expect.poll(() => table().getByRole('rowheader').first().textContent()).toContain(most.name);
    // Hits are counts, written as the rest of the app writes numbers: "48,213", not "48213".
    const mostHits = row(most.name).getByRole('cell').nth(4); // select, rule, action, state, hits
    expect(await mostHits.textContent()).toBe(Number(most.hits).toLocaleString('en-US'));
  });

  it('disables several after one confirmation listing them', async () => {
    const { page } = app;
    for (const name of ['allow_intranet', 'legacy_browsers']) await table().getByRole('checkbox', { name: `Select policy ${name}`, exact: true }).check();
    await page.getByRole('button', { name: 'Disable selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable policies' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('allow_intranet');
    expect(await dialog.textContent()).toContain('legacy_browsers');
    await dialog.getByRole('button', { name: 'Disable 2 policies' }).click();
    await page.getByText('Disabled 2: “allow_intranet”, “legacy_browsers”.').waitFor();
    await expect.poll(() => row('allow_intranet').getByRole('cell').nth(3).textContent()).toBe('Disabled');
    expect(app.demo.appliance.store.find('legacy_browsers')?.state).toBe('DISABLED');
    await page.getByRole('button', { name: 'Disable selected (0)' }).waitFor();
  });

  it('deletes several after one confirmation; declining keeps them', async () => {
    const { page } = app;
    const names = ['tmp allowed@lab', 'ops#night=1'];
    for (const name of names) await table().getByRole('checkbox', { name: `Select policy ${name}`, exact: true }).check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete policies' });
    await dialog.getByRole('button', { name: "Don't do it" }).click();
    await page.getByText('Nothing was deleted.').waitFor();
    expect(app.demo.appliance.store.find('ops#night=1')).toBeDefined();

    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    expect(await dialog.textContent()).toContain('tmp allowed@lab');
    await dialog.getByRole('button', { name: 'Delete 2 policies' }).click();
    // In the table's order (sorted by hits just before).
    const said = page.getByText(/^Deleted 2: /);
    await said.waitFor();
    for (const name of names) expect(await said.textContent()).toContain(`“${name}”`);
    for (const name of names) await row(name).waitFor({ state: 'detached' });
    expect(app.demo.appliance.store.find('ops#night=1')).toBeUndefined();
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('keyboard: after a policy is deleted from its row, the focus moves to the next row\'s Delete; after "… selected", to "select all"; never to the page', async () => {
    const { page } = app;
    const deletes = table().getByRole('button', { name: /^Delete policy / });
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await deletes.nth(i).getAttribute('aria-label'))!));
    await deletes.first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delete policy' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: first, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(second);

    const box = table().getByRole('checkbox', { name: /^Select policy / }).first();
    await box.check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delete policy' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Delete selected (0)' }).waitFor();
    await expect.poll(() => focusedName(page)).not.toBe('(the page)');
    expect(await focusedName(page)).toMatch(/^Select all/);
  });

  it('in the dark theme too, every control named', async () => {
    const { page } = app;
    await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Dark' });
    await page.getByRole('button', { name: 'Add a policy' }).click();
    await page.getByRole('form', { name: 'Add a policy' }).getByRole('textbox', { name: 'Rule' }).fill('A("x") && B(');
    expect(await unnamedControls(page)).toEqual([]);
    await page.getByRole('form', { name: 'Add a policy' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Light' });
  });
});

describe('a real appliance over https', () => {
  let real: DemoAppliance;
  let front: Server;
  let url: string;
  const cert = selfSigned();

  beforeAll(async () => {
    // A strict demo appliance (a real one's 1240 for enable, disable, unset, and its own API path) behind https with a self-signed certificate.
    real = await startDemoAppliance({ user: 'admin', password: 'real-Appliance-pw-77', strict: true, apiPath: '/nitro/v1' });
    front = createServer({ key: cert.key, cert: cert.cert }, forwardTo(() => real.port));
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(front.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    front?.closeAllConnections();
    await new Promise((resolve) => front?.close(resolve));
    await real?.close();
  });

  it('shows the certificate first; trusting it pins it and signs in', async () => {
    const { page } = app;
    await go('Settings');
    const form = page.getByRole('form', { name: 'Add an appliance' });
    await form.getByLabel('Appliance name').fill('Real one');
    await form.getByLabel('Appliance address').fill(url);
    await form.getByLabel('User name').fill('admin');
    await form.getByLabel('Appliance password').fill('real-Appliance-pw-77');
    await form.getByRole('combobox', { name: 'Sign-in mode' }).selectOption({ label: 'HTTP Basic (every request)' });
    const apiPath = form.getByRole('textbox', { name: 'API path' });
    expect(await apiPath.getAttribute('placeholder')).toBe('/svc/v1');
    await apiPath.fill('nitro/v1');
    await form.getByRole('button', { name: 'Sign in and save' }).click();
    await form.getByRole('alert').filter({ hasText: 'The API path starts with “/”' }).waitFor();
    expect(await apiPath.getAttribute('aria-invalid')).toBe('true');
    await apiPath.fill('/nitro/v1');
    await form.getByRole('button', { name: 'Sign in and save' }).click();
    const shown = form.getByRole('region', { name: /^Certificate of 127\.0\.0\.1:/ });
    await shown.waitFor();
    expect(await shown.textContent()).toContain(cert.fingerprint256);
    expect(await shown.textContent()).toContain('signed by itself');
    expect(await unnamedControls(page)).toEqual([]);
    await shown.getByRole('button', { name: 'Trust this certificate and sign in' }).click();
    await page.getByText('Signed in to “Real one” and saved it.').waitFor();
    expect(app.services.settings.get().appliances.find((a) => a.name === 'Real one')?.pinnedFingerprint).toBe(cert.fingerprint256);
    const item = page.getByRole('list', { name: 'Saved appliances' }).getByRole('listitem').filter({ hasText: 'Real one' });
    await item.getByText('API path /nitro/v1').waitFor();
    await item.getByRole('button', { name: 'Use appliance Real one' }).click();
    await item.getByText('In use').waitFor();
    await item.getByRole('button', { name: 'Check the certificate of Real one' }).click();
    await item.getByText(/presents the certificate you trusted/).waitFor();
  });

  it('a real appliance’s refusal (1240) is said per name as "does not support"; then what it cannot do is no longer offered', async () => {
    const { page } = app;
    await go('Policies');
    await page.getByText('Appliance: Real one').waitFor();
    await row('allow_all').waitFor();
    expect(await row('allow_all').getByRole('cell').nth(3).textContent()).toBe('—');
    const filterOn = page.getByRole('form', { name: 'Filter policies' }).getByRole('combobox', { name: 'Filter on' });
    expect(await filterOn.getByRole('option', { name: 'State', exact: true }).count()).toBe(1);
    for (const name of ['allow_all', 'legacy_browsers']) await table().getByRole('checkbox', { name: `Select policy ${name}`, exact: true }).check();
    await page.getByRole('button', { name: 'Enable selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enable policies' });
    expect(await dialog.textContent()).toContain('legacy_browsers');
    await dialog.getByRole('button', { name: 'Enable 2 policies' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Not enabled: “\S+”, “\S+” — This appliance does not support enabling authorization policies\. \(appliance code 1240\)$/);
    // Learnt for this appliance: enable, disable, unset, and the state filter and sort are no longer offered, and the view says why.
    const selected = page.getByRole('group', { name: 'Selected policies' });
    await selected.getByText('This appliance does not support enabling or disabling policies').waitFor();
    expect(await selected.getByRole('button', { name: /^(Enable|Disable) selected/ }).count()).toBe(0);
    expect(await filterOn.getByRole('option', { name: 'State', exact: true }).count()).toBe(0);
    expect(await table().getByRole('columnheader', { name: 'State' }).getByRole('button').count()).toBe(0);
    expect(await table().getByRole('columnheader', { name: 'Hits' }).getByRole('button', { name: 'Hits' }).count()).toBe(1);
    // The selection stays, for what it can still do.
    await selected.getByRole('button', { name: 'Delete selected (2)' }).waitFor();
    await row('allow_all').getByRole('button', { name: 'Edit policy allow_all' }).click();
    const form = page.getByRole('form', { name: 'Edit “allow_all”' });
    expect(await form.getByRole('button', { name: /^Reset .* to default$/ }).count()).toBe(0);
    await form.getByRole('textbox', { name: 'Rule' }).fill('HTTP.REQ.IS_VALID');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved the changes to “allow_all”.').waitFor();
    expect(real.store.find('allow_all')?.rule).toBe('HTTP.REQ.IS_VALID');
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('remembered per connection: the demo appliance still offers them, the real one still not', async () => {
    const { page } = app;
    await go('Settings');
    const list = page.getByRole('list', { name: 'Saved appliances' });
    await list.getByRole('button', { name: 'Use appliance Lab' }).click();
    await list.getByRole('listitem').filter({ hasText: 'Lab' }).getByText('In use').waitFor();
    await go('Policies');
    await page.getByText('Appliance: Lab').waitFor();
    await page.getByRole('button', { name: 'Enable selected (0)' }).waitFor();
    await page.getByRole('button', { name: 'Disable selected (0)' }).waitFor();
    expect(await page.getByText('This appliance does not support enabling or disabling policies').count()).toBe(0);
    await go('Settings');
    await list.getByRole('button', { name: 'Use appliance Real one' }).click();
    await go('Policies');
    await page.getByText('Appliance: Real one').waitFor();
    await page.getByText('This appliance does not support enabling or disabling policies').waitFor();
    expect(await page.getByRole('button', { name: /^Enable selected/ }).count()).toBe(0);
  });

  it('keyboard: after an appliance is removed, the focus moves to the next one\'s Remove, never to the page', async () => {
    const { page } = app;
    await go('Settings');
    const removes = page.getByRole('list', { name: 'Saved appliances' }).getByRole('button', { name: /^Remove appliance / });
    expect(await removes.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await removes.nth(i).getAttribute('aria-label'))!));
    await removes.first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Remove appliance' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: first, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(second);
  });
});
