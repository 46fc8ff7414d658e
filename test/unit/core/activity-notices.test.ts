import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreOver, createServices, type Core, type Services } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';

const made: { core: Core; dir: string }[] = [];
afterEach(async () => {
  for (const { core, dir } of made.splice(0)) {
    await core.close();
    await rm(dir, { recursive: true, force: true });
  }
});

async function coreWith(settingsText?: string): Promise<Core> {
  return (await partsWith(settingsText)).core;
}

async function partsWith(settingsText?: string): Promise<{ core: Core; services: Services }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-activity-'));
  if (settingsText !== undefined) await writeFile(path.join(dir, 'settings.json'), settingsText);
  // Nothing listens on port 9: public reads fail fast, which is all these tests need.
  const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: false, shell: 'browser', version: 't', userDataDir: dir, vault: new MemoryVault(), timeoutMs: 500 });
  const core = coreOver(services);
  made.push({ core, dir });
  return { core, services };
}

describe('the auto-lock idle clock', () => {
  it('only the person’s input (app.activity) restarts it; what windows ask on their own does not', async () => {
    const { core, services } = await partsWith();
    const session = core.openSession(() => undefined);
    const touch = vi.spyOn(services.lock, 'touch');
    for (const [op, request] of [
      ['market.rates', {}],
      ['market.markets', {}],
      ['orders.history', {}],
      ['lock.status', {}],
      ['feed.watch', { tickers: true, book: null, intervalMs: 1000 }],
      ['account.watch', { balances: true, orders: true }],
    ] as const) {
      await core.handle(op, request, session);
    }
    expect(touch).not.toHaveBeenCalled();
    expect(await core.handle('app.activity', {}, session)).toEqual({ ok: true, value: null });
    expect(touch).toHaveBeenCalledTimes(1);
  });
});

describe('notices from before a window listened', () => {
  it('a damaged settings file is told once, to the window that asks, not pushed when the session opens', async () => {
    const core = await coreWith('{"profiles": [ broken');
    const pushed: string[] = [];
    const session = core.openSession((name) => pushed.push(name));
    expect(pushed).toEqual([]);
    const first = await core.handle('app.notices', {}, session);
    expect(first).toMatchObject({ ok: true, value: [{ level: 'warning', message: expect.stringMatching(/^Your settings file could not be read .* kept the old file at .*settings\.corrupt-/) }] });
    expect(await core.handle('app.notices', {}, core.openSession(() => undefined))).toEqual({ ok: true, value: [] });
  });

  it('a healthy settings file gives no notice', async () => {
    const core = await coreWith('{"displayCurrency": "eur"}');
    expect(await core.handle('app.notices', {}, core.openSession(() => undefined))).toEqual({ ok: true, value: [] });
  });
});
