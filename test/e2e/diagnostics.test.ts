import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo, unnamedControls } from '../support/page.js';
import { sightings } from '../support/secret-search.js';

// Issue #23, "desktop product": Export diagnostics in browser mode, after some real activity
// (a demo account added, funded, a withdrawal sent) and a log that mentions it. The download has
// the version and the log's lines, and no form of the account's key, secret or e-mail, nor of the
// address the withdrawal went to.
let app: RunningApp;
const BTC_TO = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

beforeAll(async () => {
  app = await startApp({ seed: 6 });
  await addFundedDemoAccount(app, 'btc', '1');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const account = () => app.demo.ready.accounts[0]!;

async function downloaded(click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = app.page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

function leaks(text: string) {
  const { apiKey, apiSecret, email, svcid } = account();
  return sightings({ apiKey, apiSecret, email, svcid, withdrawalAddress: BTC_TO }, [{ where: 'the diagnostics', text }]);
}

describe('export diagnostics', () => {
  it('after a withdrawal, Settings saves a report with the version and the log, without the key, the e-mail or the address', async () => {
    const { page } = app;
    await goTo(page, 'Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: "Recipient's BTC address" }).fill(BTC_TO);
    await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.1');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('dialog', { name: 'Send BTC' }).getByRole('button', { name: /^Send 0\.1 BTC/ }).click();
    await page.getByRole('heading', { name: /^Withdrawal \d+: Pending$/ }).waitFor();
    // What the core logs when something fails behind the person's back, with what an error from far away may carry.
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      app.services.log('Refreshing after a change failed', new Error(`withdrawal to ${BTC_TO} for ${account().email} signed by ${account().apiKey}`));
      app.services.log('Reading the rates for the tray failed');
    } finally {
      stderr.mockRestore();
    }

    await goTo(page, 'Settings');
    const help = page.getByRole('region', { name: 'Help and support' });
    await help.getByText(/^A text file for support: .* Nothing is sent: you choose whom to give it to\.$/).waitFor();
    const { name, text } = await downloaded(() => help.getByRole('button', { name: 'Export diagnostics' }).click());
    expect(name).toMatch(/^satchel-diagnostics-\d{4}-\d{2}-\d{2}\.txt$/);
    await help.getByRole('status').getByText(`Diagnostics saved as ${name} (your downloads).`).waitFor();
    expect(text).toContain('Satchel: test (demo mode)');
    expect(text).toContain('Account 1 (in use): demo exchange');
    expect(text).toMatch(/Z Refreshing after a change failed — Error: withdrawal to \[address removed\] for \[e-mail removed\] signed by \[key removed\]\n/);
    expect(text).toMatch(/Z Reading the rates for the tray failed\n/);
    expect(leaks(text)).toEqual([]);
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('the desktop menu’s Help › Export Diagnostics… does the same and says where the file went', async () => {
    await goTo(app.page, 'Markets');
    const { text } = await downloaded(async () => app.services.broadcast('app.command', { kind: 'exportDiagnostics' }));
    await app.page.getByText(/^Diagnostics saved as satchel-diagnostics-[\d-]+\.txt \(your downloads\)\.$/).waitFor();
    expect(text).toContain('Satchel: test (demo mode)');
    expect(leaks(text)).toEqual([]);
  });
});
