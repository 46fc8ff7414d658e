import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppInfo, Market, SettingsView } from '../../../shared/contract/index.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import type { CoreOptions } from '../../../electron/core/app.js';
import { startCore, type CoreFixture } from '../../support/core-fixture.js';

// Issue 23: the exchange market data comes from while no account is in use is chosen in
// Settings; an exchange the run was started with (SATCHEL_EXCHANGE_URL) wins over it.
// Two demo exchanges on 127.0.0.1: the run's own, and one chosen "as the person's own".
let chosen: DemoExchange;
let dir: string;
const cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  chosen = await startDemoExchange({ seed: 41 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-market-exchange-'));
});
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});
afterAll(async () => {
  await chosen?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Public reads the exchange met (its request log, read over HTTP as any outside check would). */
async function requestsTo(exchange: { url: string; adminToken: string }): Promise<number> {
  const r = await fetch(`${exchange.url}/admin/requests`, { headers: { 'x-admin-token': exchange.adminToken } });
  const { requests } = (await r.json()) as { requests: Record<string, number> };
  return Object.entries(requests)
    .filter(([p]) => p.startsWith('/v3/') && !p.startsWith('/v3/auth/'))
    .reduce((sum, [, n]) => sum + n, 0);
}

async function run(core: Partial<CoreOptions> = {}): Promise<CoreFixture> {
  const fx = await startCore({ exchange: { seed: 40 }, dir, core });
  cleanup.push(() => fx.stop());
  return fx;
}

describe('the market exchange chosen in Settings', () => {
  it('market data is read from the chosen address, kept for the next start, and the demo brings the run’s own back', async () => {
    const fx = await run();
    const fresh = await fx.call<SettingsView>('settings.get');
    expect(fresh).toMatchObject({ marketExchange: null, firstStart: true });

    const view = await fx.call<SettingsView>('settings.update', { marketExchange: `${chosen.url}/v3/` });
    expect(view).toMatchObject({ marketExchange: chosen.url, firstStart: false });
    expect(fx.events.some((e) => e.name === 'settings.changed' && (e.payload as SettingsView).marketExchange === chosen.url)).toBe(true);

    const [ownBefore, chosenBefore] = [await requestsTo(fx.exchange), await requestsTo(chosen)];
    const markets = await fx.call<Market[]>('market.markets');
    expect(markets.length).toBeGreaterThan(0);
    await fx.call('market.tickers', { symbols: 'ALL' });
    expect(await requestsTo(chosen)).toBeGreaterThan(chosenBefore);
    expect(await requestsTo(fx.exchange)).toBe(ownBefore);
    expect((await fx.call<AppInfo>('app.info')).exchangeUrl).toBe(chosen.url);

    // The next start reads the same choice from the file.
    await fx.restart();
    expect((await fx.call<AppInfo>('app.info')).exchangeUrl).toBe(chosen.url);

    await fx.call<SettingsView>('settings.update', { marketExchange: 'demo' });
    const ownNow = await requestsTo(fx.exchange);
    await fx.call('market.markets');
    expect(await requestsTo(fx.exchange)).toBeGreaterThan(ownNow);
    expect((await fx.call<AppInfo>('app.info')).exchangeUrl).toBe(fx.exchange.url);
  });

  it('a refused address is said in words, not repeated, and changes nothing', async () => {
    const fx = await run();
    await fx.call('settings.update', { marketExchange: chosen.url });
    for (const typed of ['http://secret-host.example', 'https://me:secret-pw@exchange.example', 'exchange.example', '']) {
      const refused = await fx.failure('settings.update', { marketExchange: typed });
      expect(refused.kind).toBe('validation');
      expect(refused.field).toBe('marketExchange');
      expect(refused.message).toMatch(/^(The exchange's address|Enter the exchange's address)/);
      expect(refused.message).not.toMatch(/secret/);
    }
    expect((await fx.call<SettingsView>('settings.get')).marketExchange).toBe(chosen.url);
  });

  it('an exchange the run was started with wins, and app.info says what set it', async () => {
    const fx = await run({ exchangeFixedBy: () => 'the SATCHEL_EXCHANGE_URL environment variable' });
    await fx.call('settings.update', { marketExchange: chosen.url });
    const chosenBefore = await requestsTo(chosen);
    await fx.call('market.markets');
    expect(await requestsTo(chosen)).toBe(chosenBefore);
    const info = await fx.call<AppInfo>('app.info');
    expect(info).toMatchObject({ exchangeUrl: fx.exchange.url, exchangeFixedBy: 'the SATCHEL_EXCHANGE_URL environment variable' });
    // Nothing to choose on a run whose exchange is fixed.
    expect((await fx.call<SettingsView>('settings.get')).firstStart).toBe(false);
  });
});
