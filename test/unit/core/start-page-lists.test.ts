import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { coreOver, createServices, type Core } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import type { Market, Rate, Ticker } from '../../../shared/contract/index.js';
import { tempUserData } from '../settings/files.js';

// Browser mode's start page is sent to whoever asks for the page: it is drawn only with the run's
// own exchange, never with the one a person's active account uses.
let core: Core | null = null;
let dir = '';
afterEach(async () => {
  await core?.close();
  core = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

const LISTS = { markets: [{ id: 'btc_usdt' } as Market], tickers: [{ symbol: 'btc_usdt' } as Ticker], rates: [{ currency: 'usdt' } as Rate] };

async function coreWith(active: { exchangeUrl: string } | null, saved: Record<string, unknown> = { marketExchange: 'demo' }): Promise<Core> {
  dir = tempUserData('satchel-start-lists-');
  fs.writeFileSync(
    path.join(dir, 'settings.json'),
    JSON.stringify({
      ...saved,
      ...(active && {
        profiles: [{ id: 'p1', name: 'Mine', exchangeUrl: active.exchangeUrl, gatewayUrl: null, publicKey: 'PUBKEY0123456789', demo: false, demoAccount: null }],
        activeProfileId: 'p1',
      }),
    }),
  );
  const vault = new MemoryVault();
  await vault.set('profile:p1', 'SECRET-0123456789');
  const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: true, shell: 'browser', version: 't', userDataDir: dir, vault });
  // What the market data would read: the exchange here is not reachable.
  services.marketData.startLists = () => Promise.resolve(LISTS);
  return coreOver(services);
}

it("gives the run's own exchange's lists with no account, or one on that exchange", async () => {
  core = await coreWith(null);
  expect(await core.startPageLists(100)).toBe(LISTS);
  await core.close();
  fs.rmSync(dir, { recursive: true, force: true });
  core = await coreWith({ exchangeUrl: 'http://127.0.0.1:9' });
  expect(await core.startPageLists(100)).toBe(LISTS);
});

it("gives nothing while the active account uses another exchange (which one is the person's)", async () => {
  core = await coreWith({ exchangeUrl: 'https://exchange.example' });
  expect(await core.startPageLists(100)).toBeNull();
});

it('gives nothing on a first start (the welcome page comes first, not Markets)', async () => {
  core = await coreWith(null, {});
  expect(await core.startPageLists(100)).toBeNull();
});

it('gives nothing while Satchel speaks another language than English (the host draws in English only)', async () => {
  core = await coreWith(null, { marketExchange: 'demo', language: 'uk' });
  expect(await core.startPageLists(100)).toBeNull();
});
