import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { accountContext, NO_ACCOUNT_TEXT } from '../../../electron/core/account/context.js';
import { ExchangeRegistry } from '../../../electron/core/exchange/registry.js';
import { FileNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import type { Profile } from '../../../electron/core/settings/schema.js';
import { openSettingsStore } from '../../../electron/core/settings/store.js';
import { tempUserData } from '../settings/files.js';

// The active account and what belongs to it, read through the active profile whenever asked:
// nothing is reset on a switch, because nothing is kept per switch (electron/core/account/context.ts).
const DEFAULT = 'http://127.0.0.1:9';
const profile = (id: string, exchangeUrl: string): Profile => ({ id, name: id, exchangeUrl, gatewayUrl: null, publicKey: 'PUBKEY0123', demo: false, demoAccount: null, svcid: null });

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function made() {
  dir = tempUserData('satchel-context-');
  let active: Profile | null = null;
  const refused = new Set<string>();
  const exchanges = new ExchangeRegistry(new NonceSource({ store: new FileNonceStore(dir) }));
  const context = accountContext({
    profiles: {
      active: () => active,
      assertUsable: (p) => {
        if (refused.has(p.id)) throw new AppError('validation', `“${p.name}” is saved with plain http to another computer.`);
      },
      credentialsFor: async () => ({ apiKey: 'PUBKEY0123', apiSecret: 'SECRET-0123456789' }),
    },
    exchanges,
    settings: openSettingsStore({ userDataDir: dir }),
    defaultExchangeUrl: () => DEFAULT,
  });
  return { context, exchanges, refused, activate: (p: Profile | null) => (active = p) };
}

describe('the account context', () => {
  it('with no account: the default exchange for public data; signed calls and the guard are refused in words', () => {
    const { context, exchanges } = made();
    expect(context.activeProfile()).toBeNull();
    expect(context.exchangeUrl()).toBe(DEFAULT);
    expect(context.publicApi()).toBe(exchanges.exchange(DEFAULT).api);
    for (const read of [() => context.privateApi(), () => context.guard()]) {
      expect(read).toThrow(expect.objectContaining({ kind: 'auth', message: NO_ACCOUNT_TEXT }));
    }
  });

  it("follows the active account's exchange as it changes, with one currency list per exchange address", () => {
    const { context, exchanges, activate } = made();
    const here = context.currencies();
    activate(profile('a', 'https://one.example'));
    expect(context.exchangeUrl()).toBe('https://one.example');
    expect(context.publicApi()).toBe(exchanges.exchange('https://one.example').api);
    const one = context.currencies();
    expect(one).not.toBe(here);
    activate(profile('b', 'https://one.example'));
    expect(context.currencies()).toBe(one);
    expect(context.privateApi()).toBe(context.privateApiOf(profile('b', 'https://one.example')));
    expect(context.privateApi()).not.toBe(context.privateApiOf(profile('a', 'https://one.example')));
    activate(null);
    expect(context.currencies()).toBe(here);
  });

  it('refuses every read of an account its profiles refuse, public ones included, with their words', () => {
    const { context, refused, activate } = made();
    activate(profile('old', 'http://exchange.invalid'));
    refused.add('old');
    expect(context.exchangeUrl()).toBe('http://exchange.invalid');
    for (const read of [() => context.usableExchangeUrl(), () => context.publicApi(), () => context.privateApi(), () => context.currencies()]) {
      expect(read).toThrow('“old” is saved with plain http to another computer.');
    }
  });
});
