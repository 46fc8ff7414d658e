import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

// Issue #23, "demo or real, said plainly": on the demo servers a person must never take the
// figures for real money. The header says so on every view, and so does the window's title
// (the desktop app's title bar and taskbar show the page's title).
let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const DEMO_NOTE = 'Demo: a simulated exchange, payment gateway and appliance. No real money.';

describe('demo mode, said plainly', () => {
  it('shows a Demo badge in the header and in the title of every view', async () => {
    app = await startApp({ seed: 3 });
    const { page } = app;
    const banner = page.getByRole('banner');
    const badge = banner.getByRole('note', { name: DEMO_NOTE });
    await expect.poll(() => badge.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await badge.textContent()).toBe('Demo');
    await expect.poll(() => page.title()).toBe('Markets — Satchel (demo)');
    for (const view of ['Balances', 'Codes', 'Settings'] as const) {
      await goTo(page, view);
      await expect.poll(() => page.title()).toMatch(/ — Satchel \(demo\)$/);
      expect(await badge.isVisible()).toBe(true);
    }
  }, 60_000);

  it('shows no badge on a real exchange', async () => {
    app = await startApp({ seed: 3, demo: false });
    const { page } = app;
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Markets — Satchel');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('note', { name: /Demo/ }).count()).toBe(0);
    // The demo is the saved choice, but this run has no demo servers: Settings says when it starts.
    // Browser mode's command line starts Satchel, so it offers no restart of its own.
    await goTo(page, 'Settings');
    const section = page.getByRole('region', { name: 'Market exchange' });
    await expect.poll(() => section.getByRole('note').textContent()).toContain('it starts the next time Satchel starts');
    expect(await section.getByRole('button', { name: 'Restart now' }).count()).toBe(0);
  }, 60_000);

  it('the demo chosen in a run without the demo servers: a shell that can start Satchel again offers to restart now', async () => {
    let restarts = 0;
    app = await startApp({ seed: 3, demo: false, restart: () => void restarts++ });
    const { page } = app;
    await goTo(page, 'Settings');
    const section = page.getByRole('region', { name: 'Market exchange' });
    await section.getByRole('note').waitFor();
    await section.getByRole('button', { name: 'Restart now' }).click();
    await expect.poll(() => section.getByRole('status').filter({ hasText: 'Satchel is restarting…' }).count()).toBe(1);
    expect(restarts).toBe(1);
  }, 60_000);
});
