import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { coinFees } from '../../../electron/demo/exchange/funds/fees.js';
import { checkAddress } from '../../../shared/funds/address/rules.js';
import { isAddress, makeAddress, makeTag, memoProblem, network } from '../../../electron/demo/exchange/funds/networks.js';
import { mulberry32 } from '../../../electron/demo/exchange/market/random.js';

const COINS = CURRENCIES.filter((c) => c.coin).map((c) => c.code);
const seeded = (seed: number) => {
  const random = mulberry32(seed);
  return (n: number) => Math.floor(random() * n);
};

describe('coin networks', () => {
  it('every coin of the catalog has a network and fees; fiat has neither', () => {
    for (const code of COINS) {
      expect(network(code), code).toBeDefined();
      expect(network(code)!.confirmations).toBeGreaterThanOrEqual(1);
      expect(coinFees(code), code).toBeDefined();
    }
    for (const code of ['uah', 'usd', 'rub']) {
      expect(network(code)).toBeUndefined();
      expect(coinFees(code)).toBeUndefined();
    }
  });

  it('a made address is accepted as a withdrawal address of its own coin', () => {
    for (const code of COINS) {
      for (let i = 0; i < 50; i++) {
        const address = makeAddress(code);
        expect(isAddress(code, address), `${code} ${address}`).toBe(true);
      }
    }
  });

  it("a made address carries its coin's real checksum, so a wallet's own checks take it", () => {
    for (const code of COINS) {
      for (let i = 0; i < 50; i++) {
        const address = makeAddress(code);
        expect(checkAddress(code, address, 'erc20').status, `${code} ${address}`).toBe('valid');
      }
    }
  });

  it('made from node:crypto they differ every time; from a seeded pick they repeat', () => {
    for (const code of COINS) {
      expect(makeAddress(code)).not.toBe(makeAddress(code));
      expect(makeAddress(code, seeded(9))).toBe(makeAddress(code, seeded(9)));
    }
  });

  it("one coin's address is not another's (where their formats differ)", () => {
    const btc = makeAddress('btc');
    const eth = makeAddress('eth');
    expect(isAddress('eth', btc)).toBe(false);
    expect(isAddress('btc', eth)).toBe(false);
    expect(isAddress('ltc', btc)).toBe(false);
    expect(isAddress('xrp', makeAddress('trx'))).toBe(false);
    expect(isAddress('doge', makeAddress('dash'))).toBe(false);
  });

  it.each([
    ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', true],
    ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', true],
    ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb', false],
    ['btc', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', false],
    ['btc', '0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', false],
    ['eth', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['eth', '0x52908400098527886E0F7030069857D2E4169EE', false],
    ['eth', '52908400098527886E0F7030069857D2E4169EE7', false],
    ['xrp', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', true],
    ['xrp', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpA0e', false],
    ['xlm', `G${'A'.repeat(55)}`, true],
    ['xlm', `G${'A'.repeat(54)}`, false],
    ['eos', 'satcheldemo1', true],
    ['eos', 'satcheldemo12', false],
    ['eos', 'Satcheldemo1', false],
    ['bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', true],
    ['bch', 'qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', true],
    ['trx', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', true],
    ['doge', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', true],
    ['uah', '1234', false],
    ['zzz', 'anything', false],
  ])('%s %s → %s', (code, address, expected) => {
    expect(isAddress(code, address)).toBe(expected);
  });

  it('memo rules: an xrp tag is a 32-bit number, xlm text up to 28 bytes, eos up to 256', () => {
    expect(memoProblem('xrp', '0')).toBeNull();
    expect(memoProblem('xrp', '4294967295')).toBeNull();
    expect(memoProblem('xrp', '4294967296')).toMatch(/destination tag/);
    expect(memoProblem('xrp', '012')).toMatch(/destination tag/);
    expect(memoProblem('xrp', 'abc')).toMatch(/destination tag/);
    expect(memoProblem('xlm', 'x'.repeat(28))).toBeNull();
    expect(memoProblem('xlm', 'x'.repeat(29))).toMatch(/28 bytes/);
    expect(memoProblem('xlm', 'é'.repeat(15))).toMatch(/28 bytes/);
    expect(memoProblem('eos', 'x'.repeat(256))).toBeNull();
    expect(memoProblem('eos', 'x'.repeat(257))).toMatch(/256 bytes/);
  });

  it('a memo tag is nine digits, valid as an xrp destination tag', () => {
    for (let i = 0; i < 100; i++) {
      const tag = makeTag();
      expect(tag).toMatch(/^[1-9][0-9]{8}$/);
      expect(memoProblem('xrp', tag)).toBeNull();
    }
  });
});
