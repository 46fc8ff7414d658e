import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TrayFeed } from '../../../electron/core/tray/feed.js';
import type { TrayModel } from '../../../electron/core/tray/model.js';
import { useCore } from '../../support/core-fixture.js';

// What Electron's tray draws, computed by the core against the demo exchange, with no window
// (on the demo, so every tooltip says "(demo)": test/unit/tray/model.test.ts has the real case).
const fx = useCore({ demo: { seed: 5 }, core: { shell: 'electron', timeoutMs: undefined, background: true }, answer: null });
const { call } = fx;
let tray: TrayFeed;
const models: TrayModel[] = [];

function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => (check() ? resolve() : Date.now() - started > timeoutMs ? reject(new Error('condition not met in time')) : setTimeout(poll, 10));
    poll();
  });
}

beforeAll(() => {
  // Rates every 0.3 s instead of every minute, to see the value follow prices here.
  tray = new TrayFeed(fx.services, { ratesEveryMs: 300 });
  tray.subscribe((model) => models.push(model));
});

afterAll(() => tray.close());

describe('tray, kept current by polling with no window', () => {
  it('shows nothing to value before an account exists', () => {
    expect(models[0]!.tooltip).toBe('Satchel (demo)');
  });

  it('shows the portfolio value and the largest balances once an account is added', async () => {
    await call('profiles.addDemo', { index: 0 });
    await until(() => /\$\d/.test(tray.model.tooltip));
    const [demoLine, ...labels] = tray.model.items.flatMap((i) => (i.kind === 'info' ? [i.label] : []));
    expect(demoLine).toBe('Demo: a simulated exchange, no real money');
    expect(labels[0]).toMatch(/^Portfolio: \$[\d,]+\.\d{2}$/);
    expect(labels.filter((l) => / available of /.test(l)).length).toBeGreaterThanOrEqual(3);
  });

  it('values the same balances again at new rates, with no change of balances', async () => {
    const rates = vi.spyOn(fx.services.publicApi(), 'rates');
    const drawn = models.length;
    await until(() => rates.mock.calls.length >= 2 && models.length >= drawn + 2);
    rates.mockRestore();
  });

  it('follows the display currency', async () => {
    await call('settings.update', { displayCurrency: 'btc' });
    await until(() => /₿\d/.test(tray.model.tooltip));
  });

  it('says when locked, and offers Lock only while unlocked with a password', async () => {
    await call('lock.setPassword', { current: null, next: 'tray password 1' });
    await tray.settled();
    expect(tray.model.items).toContainEqual({ kind: 'action', action: 'lock', label: 'Lock', enabled: true });
    await call('lock.lock');
    await until(() => tray.model.tooltip.endsWith('(locked)'));
    expect(tray.model.items).toContainEqual({ kind: 'action', action: 'lock', label: 'Lock', enabled: false });
  });

  it('hides the amounts while locked without anyone asking: it is the default', async () => {
    expect(await call('settings.get')).toMatchObject({ hideAmountsWhenLocked: true });
    await until(() => tray.model.tooltip === 'Satchel (demo) — amounts hidden (locked)');
    expect(tray.model.items.flatMap((i) => (i.kind === 'info' ? [i.label] : [])).join('\n')).not.toMatch(/₿|\d/);
  });

  it('hides the amounts once privacy mode is on, also when it is on only while locked', async () => {
    const shown = () => [tray.model.tooltip, ...tray.model.items.flatMap((i) => (i.kind === 'info' ? [i.label] : []))].join('\n');
    await call('settings.update', { hideAmountsWhenLocked: true });
    await until(() => tray.model.tooltip === 'Satchel (demo) — amounts hidden (locked)');
    expect(shown()).not.toMatch(/₿|\d/);
    await call('lock.unlock', { password: 'tray password 1' });
    await until(() => /₿\d/.test(tray.model.tooltip));
    await call('settings.update', { hideAmounts: true });
    await until(() => tray.model.tooltip === 'Satchel (demo) — amounts hidden');
    expect(shown()).not.toMatch(/₿|\d/);
    await call('settings.update', { hideAmounts: false });
    await until(() => /₿\d/.test(tray.model.tooltip));
  });

  it('while the rates cannot be read: the last whole total with its time, never a sum of part of it', async () => {
    await until(() => /₿\d/.test(tray.model.tooltip) && !/as of/.test(tray.model.tooltip));
    const whole = /^Satchel \(demo\) — (₿[\d,.]+)$/.exec(tray.model.tooltip)![1]!;
    const seen: TrayModel[] = [];
    const stop = tray.subscribe((model) => seen.push(model));
    const admin = (method: string, body?: unknown) =>
      fetch(`${fx.demo.exchange.url}/admin/faults`, {
        method,
        headers: { 'x-admin-token': fx.demo.ready.adminToken, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      expect((await admin('POST', { path: '/v3/exchange-rates', mode: 'html', status: 503, times: 1000 })).status).toBe(200);
      await until(() => / as of \d{2}:\d{2}:\d{2}$/.test(tray.model.tooltip));
      const [demoLine, ...labels] = tray.model.items.flatMap((i) => (i.kind === 'info' ? [i.label] : []));
      expect(demoLine).toBe('Demo: a simulated exchange, no real money');
      expect(labels[0]).toMatch(/^Portfolio as of \d{2}:\d{2}:\d{2}: ₿[\d,.]+$/);
      expect(labels[1]).toBe("Not valued now: the exchange's rates cannot be read");
    } finally {
      await admin('DELETE');
    }
    await until(() => /^Satchel \(demo\) — ₿[\d,.]+$/.test(tray.model.tooltip));
    stop();
    // Every total drawn meanwhile was a whole one: current, or the last whole one dated.
    for (const model of seen) expect(model.tooltip).toMatch(/^Satchel \(demo\) — ₿[\d,.]+( as of \d{2}:\d{2}:\d{2})?$/);
    const value = (m: TrayModel) => /₿[\d,.]+/.exec(m.tooltip)![0];
    const first = seen.findIndex((m) => / as of /.test(m.tooltip));
    const dated = seen.filter((m) => / as of /.test(m.tooltip)).map(value);
    // The dated one is the last value drawn whole before the rates went.
    expect(first).toBeGreaterThan(0);
    expect(new Set(dated)).toEqual(new Set([value(seen[first - 1]!)]));
    expect(seen[0]!.tooltip).toBe(`Satchel (demo) — ${whole}`);
  });

  it("the core's tray port (what Electron's tray calls): Refresh reads the balances again and draws the tray once more; Lock locks", async () => {
    // A password is set and the app unlocked by the tests above.
    const drawn: TrayModel[] = [];
    const stop = fx.core.tray.subscribe((model) => drawn.push(model));
    try {
      // Made now, once the balances are known: it shows them from the first drawing on.
      await until(() => /₿\d/.test(drawn.at(-1)!.tooltip));
      await fx.clearExchangeRequests();
      const before = drawn.length;
      await fx.core.tray.refresh();
      expect((await fx.exchangeRequests())['/v3/auth/r/wallets']).toBeGreaterThanOrEqual(1);
      expect(drawn.length).toBeGreaterThan(before);
      fx.core.tray.lock();
      expect(await call('lock.status')).toMatchObject({ locked: true });
      await until(() => drawn.at(-1)!.tooltip.endsWith('(locked)'));
    } finally {
      stop();
    }
  });
});
