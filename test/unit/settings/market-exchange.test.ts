import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { readMarketExchangeAddress } from '../../../shared/market-exchange.js';
import { checkSettings, defaultSettings } from '../../../electron/core/settings/schema.js';
import { isFirstStart, marketExchangeSetting, marketExchangeUrl } from '../../../electron/core/market/market-exchange.js';

// Issue 23: the exchange whose markets Satchel shows while no account is in use is a setting.
const RUN = { exchangeUrl: 'http://127.0.0.1:4100' };
const FIXED = { ...RUN, exchangeFixedBy: () => 'the SATCHEL_EXCHANGE_URL environment variable' };

describe('the market exchange in the settings file', () => {
  it('is not chosen in a new file', () => {
    expect(defaultSettings().marketExchange).toBeNull();
  });

  it('keeps the demo exchange, an https address, or plain http to this computer', () => {
    for (const choice of ['demo', 'https://exchange.example', 'https://exchange.example/api', 'http://127.0.0.1:4100', 'http://localhost:8080', 'http://[::1]:9']) {
      const checked = checkSettings({ marketExchange: choice });
      expect(checked.ok && checked.settings.marketExchange, choice).toBe(choice);
    }
  });

  it('refuses what the one address rule refuses, without repeating it', () => {
    for (const bad of ['http://exchange.example', 'https://user:secret-pw@exchange.example', 'ftp://exchange.example', 'not an address', 'Demo', '', 42]) {
      const checked = checkSettings({ marketExchange: bad });
      expect(checked.ok, String(bad)).toBe(false);
      if (!checked.ok) {
        // The setting named in words; its key is for the log only.
        expect(checked.reason).toMatch(/^The market exchange /);
        expect(checked.where).toBe('marketExchange');
        expect(checked.reason).not.toContain('secret-pw');
      }
    }
  });
});

describe('which exchange market data comes from while no account is in use', () => {
  it('the one chosen in Settings; the run’s own for the demo or no choice', () => {
    expect(marketExchangeUrl('https://exchange.example', RUN)).toBe('https://exchange.example');
    expect(marketExchangeUrl('demo', RUN)).toBe(RUN.exchangeUrl);
    expect(marketExchangeUrl(null, RUN)).toBe(RUN.exchangeUrl);
  });

  it('an exchange the run was started with (the environment variable) wins over Settings', () => {
    expect(marketExchangeUrl('https://exchange.example', FIXED)).toBe(RUN.exchangeUrl);
    expect(marketExchangeUrl('demo', FIXED)).toBe(RUN.exchangeUrl);
  });
});

describe('the first start', () => {
  const fresh = defaultSettings();
  const profile = { id: 'a', name: 'A', exchangeUrl: 'https://exchange.example', gatewayUrl: null, publicKey: 'PUBLICKEY1', demo: false, demoAccount: null, svcid: null };

  it('is a new file: no account and no market exchange chosen', () => {
    expect(isFirstStart(fresh, { ...RUN, recovered: false })).toBe(true);
    expect(isFirstStart({ ...fresh, marketExchange: 'demo' }, { ...RUN, recovered: false })).toBe(false);
    expect(isFirstStart({ ...fresh, marketExchange: 'https://exchange.example' }, { ...RUN, recovered: false })).toBe(false);
    expect(isFirstStart({ ...fresh, profiles: [profile] }, { ...RUN, recovered: false })).toBe(false);
  });

  it('is not one when the exchange is fixed for the run, or the old file was damaged and set aside', () => {
    expect(isFirstStart(fresh, { ...FIXED, recovered: false })).toBe(false);
    expect(isFirstStart(fresh, { ...RUN, recovered: true })).toBe(false);
  });
});

describe('the choice as the window sends it', () => {
  it('keeps the base address: /v3 and trailing slashes off, host in lower case', () => {
    expect(marketExchangeSetting('demo')).toBe('demo');
    expect(marketExchangeSetting('  https://Exchange.Example/v3/ ')).toBe('https://exchange.example');
    expect(marketExchangeSetting('http://127.0.0.1:4100/')).toBe('http://127.0.0.1:4100');
  });

  it('refuses in words that name the field and never repeat what was typed', () => {
    const cases: [string, RegExp][] = [
      ['', /^Enter the exchange's address/],
      ['   ', /^Enter the exchange's address/],
      ['exchange.example', /is not a web address/],
      ['http://secret-host.example', /must start with https:\/\/\. Plain http:\/\/ is allowed only for this computer/],
      ['https://me:secret-pw@exchange.example', /must not contain a user name or password/],
      ['https://exchange.example/?key=secret-pw', /ends before any \? or #/],
    ];
    for (const [typed, words] of cases) {
      let error: unknown;
      try {
        marketExchangeSetting(typed);
      } catch (e) {
        error = e;
      }
      expect(error, typed).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe('validation');
      expect((error as AppError).field).toBe('marketExchange');
      expect((error as AppError).message).toMatch(words);
      expect((error as AppError).message).not.toMatch(/secret/);
      expect(readMarketExchangeAddress(typed).ok).toBe(false);
    }
  });
});
