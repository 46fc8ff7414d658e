import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

// Issue #8, "Screens a trader trusts": what the screens say must match what the app does.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 11 });
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const PASSWORD = 'correct horse battery';

/** The seconds in a name or text like "Unlock in 3 s", or null. */
const secondsIn = (text: string | null) => {
  const m = /(\d+) s\b/.exec(text ?? '');
  return m ? Number(m[1]) : null;
};

describe('the unlock delay', () => {
  it('sets up an account and an app password, then locks', async () => {
    const { page } = app;
    const [alice] = app.demo.ready.accounts;
    await go('Settings');
    await page.getByRole('button', { name: `Add demo account ${alice!.email}` }).click();
    await page.getByText(`Added the demo account ${alice!.email}.`).waitFor();
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
  });

  it('during the delay the field and button count down, and an attempt is not judged; then the right password unlocks', async () => {
    const { page } = app;
    const field = page.getByLabel('App password');
    const unlock = page.getByRole('button', { name: /^Unlock/ });
    // Wrong passwords until the delay is long enough to watch: 1 s, 2 s, 4 s.
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => unlock.textContent(), { timeout: 10_000 }).toBe('Unlock');
      await field.fill(`wrong password ${i}`);
      await unlock.click();
      await page.getByRole('alert').filter({ hasText: 'Wrong password' }).waitFor();
    }
    // The button says how long, and is off until then.
    await expect.poll(() => unlock.textContent()).toMatch(/^Unlock in \d+ s$/);
    expect(await unlock.isDisabled()).toBe(true);
    const first = secondsIn(await unlock.textContent())!;
    expect(first).toBeGreaterThanOrEqual(2);
    // The field says so too (its description), and both count down.
    await expect.poll(async () => secondsIn(await field.getAttribute('placeholder'))).toBeGreaterThan(0);
    await expect.poll(async () => secondsIn(await unlock.textContent())).toBeLessThan(first);

    // The right password typed and sent during the delay is not judged: no verdict at all.
    await field.fill(PASSWORD);
    await field.press('Enter');
    expect(await page.getByRole('alert').filter({ hasText: 'Wrong password' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();

    // Once the delay is over, the same password unlocks.
    await expect.poll(() => unlock.textContent(), { timeout: 10_000 }).toBe('Unlock');
    await unlock.click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
  });
});
