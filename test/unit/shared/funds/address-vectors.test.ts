/**
 * Published vectors (BIP-173, BIP-350, EIP-55, the CashAddr spec, SEP-23) and real, well-known
 * addresses of each coin, with mutations: one character changed, one dropped, two swapped.
 */
import { describe, expect, it } from 'vitest';
import { base58check, cashAddr, eip55, encodeBase58check, encodeCashAddr, encodeSegwit, encodeStrKey, ethereum, segwit, strKey } from '../../../../shared/funds/address/codecs.js';
import { checkAddress, CHECKED_COINS, memoProblem, tokenNetworkOf } from '../../../../shared/funds/address/rules.js';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

describe('bech32 / bech32m segwit addresses (BIP-173, BIP-350)', () => {
  // BIP-350's valid list, with the scriptPubKey each stands for (version opcode, length, program).
  const valid: [string, string][] = [
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262'],
    ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6'],
    ['BC1SW50QGDZ25J', '6002751e'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
    ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'],
  ];
  it.each(valid)('decodes %s', (address, script) => {
    const d = segwit(address, address.slice(0, 2).toLowerCase());
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    const op = d.value.version === 0 ? '00' : (0x50 + d.value.version).toString(16);
    expect(op + d.value.program.length.toString(16).padStart(2, '0') + hex(d.value.program)).toBe(script);
  });

  const invalid = [
    // BIP-173
    'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2',
    'bc1rw5uspcuh',
    'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
    'bc1gmk9yu',
    // BIP-350
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    'bc1pw5dgrnzv',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
  ];
  it.each(invalid)('refuses %s', (address) => {
    expect(segwit(address, 'bc').ok || segwit(address, 'tb').ok).toBe(false);
  });

  it('takes only mainnet as a Bitcoin withdrawal address', () => {
    expect(checkAddress('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toMatchObject({ status: 'valid', kind: 'a Bitcoin SegWit address' });
    expect(checkAddress('btc', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toMatchObject({ status: 'valid', kind: 'a Bitcoin Taproot address' });
    expect(checkAddress('btc', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7').status).toBe('invalid');
  });
});

describe('EIP-55', () => {
  const examples = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  it.each(examples)('accepts %s', (address) => {
    expect(ethereum(address).ok).toBe(true);
    expect(checkAddress('eth', address).status).toBe('valid');
  });

  it('spells the mixed-case examples exactly', () => {
    for (const address of examples.slice(4)) expect(eip55(address.toLowerCase())).toBe(address);
  });

  it('says an all-lower or all-upper address carries no checksum', () => {
    expect(checkAddress('eth', '0xde709f2102306220921060314715629080e2fb77')).toMatchObject({ status: 'valid', note: expect.stringContaining('no checksum') });
    expect(checkAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toMatchObject({ status: 'valid', note: null });
  });

  it('refuses a mixed-case address with one letter in the wrong case', () => {
    expect(checkAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toEqual({
      status: 'invalid',
      message: 'This is not an Ethereum address: the checksum does not match — a character is wrong or missing.',
    });
    expect(checkAddress('eth', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe').status).toBe('invalid');
  });
});

describe('CashAddr (Bitcoin Cash)', () => {
  // The CashAddr specification's pairs: the legacy address and the CashAddr of the same hash.
  const pairs = [
    ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
    ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
    ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r'],
    ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq'],
    ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e'],
    ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
  ] as const;
  it.each(pairs)('%s is the same hash as %s', (legacyText, cash) => {
    const l = base58check(legacyText);
    const c = cashAddr(cash);
    expect(l.ok && c.ok).toBe(true);
    if (!l.ok || !c.ok) return;
    expect(hex(c.value.hash)).toBe(hex(l.value.payload));
    expect(c.value.type).toBe(l.value.version === 5 ? 1 : 0);
    expect(checkAddress('bch', cash).status).toBe('valid');
    expect(checkAddress('bch', cash.slice('bitcoincash:'.length)).status).toBe('valid');
    expect(checkAddress('bch', cash.toUpperCase()).status).toBe('valid');
  });

  it('refuses a changed character and a mixed case', () => {
    expect(checkAddress('bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6c')).toMatchObject({ status: 'invalid', message: expect.stringContaining('checksum') });
    expect(checkAddress('bch', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvY22gdx6a').status).toBe('invalid');
  });

  it('takes a legacy address but says Bitcoin addresses look the same', () => {
    expect(checkAddress('bch', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu')).toMatchObject({ status: 'valid', note: expect.stringContaining('Bitcoin Cash') });
  });
});

describe('StrKey (Stellar)', () => {
  it('accepts SEP-23 account ids and refuses a changed character', () => {
    expect(strKey('GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ')).toMatchObject({ ok: true, value: { version: 48 } });
    expect(checkAddress('xlm', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7').status).toBe('valid');
    expect(checkAddress('xlm', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6')).toMatchObject({ status: 'invalid', message: expect.stringContaining('checksum') });
    expect(checkAddress('xlm', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN').status).toBe('invalid');
  });

  it('never takes a secret key, and says what it is without repeating it', () => {
    const secret = 'SBU2RRGLXH3E5CQHTD3ODLDF2BWDCYUSSBLLZ5GNW7JXHDIYKXZWHOKR';
    const c = checkAddress('xlm', secret);
    expect(c).toMatchObject({ status: 'invalid', message: expect.stringContaining('SECRET key') });
    expect(JSON.stringify(c)).not.toContain(secret.slice(4, 20));
  });
});

/** One character replaced by another of the same alphabet, one dropped, two neighbours swapped. */
function mutations(address: string): string[] {
  const i = Math.floor(address.length / 2);
  const ch = address[i]!;
  const swapIn = /[0-9]/.test(ch) ? (ch === '2' ? '3' : '2') : /[a-z]/.test(ch) ? (ch === 'x' ? 'y' : 'x') : ch === 'X' ? 'Y' : 'X';
  const replaced = address.slice(0, i) + swapIn + address.slice(i + 1);
  const dropped = address.slice(0, i) + address.slice(i + 1);
  let j = i;
  while (address[j] === address[j + 1]) j++;
  const swapped = address.slice(0, j) + address[j + 1] + address[j] + address.slice(j + 2);
  return [replaced, dropped, swapped];
}

describe('real addresses of every coin the demo exchange lists', () => {
  const real: [string, string, string][] = [
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'the genesis block’s address'],
    ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'the Bitcoin wiki’s script address'],
    ['btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'a SegWit address'],
    ['ltc', 'LbTjMGN7gELw4KbeyQf6cTCq859hD18guE', 'a Litecoin address'],
    ['doge', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', 'the Dogecoin donation address'],
    ['dash', 'XpESxaUmonkq8RaLLp46Brx2K39ggQe226', 'a Dash address'],
    ['bch', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy', 'the CashAddr spec’s'],
    ['eth', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', 'the Ethereum Foundation’s'],
    ['usdt', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'the USDT ERC-20 contract'],
    ['xrp', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'the XRP Ledger’s genesis account'],
    ['xrp', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', 'an XRP account'],
    ['xlm', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ', 'SEP-23’s account id'],
    ['trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'the USDT TRC-20 contract'],
  ];
  it.each(real)('%s %s (%s) is valid, and no mutation of it is', (coin, address) => {
    expect(checkAddress(coin, address).status).toBe('valid');
    for (const m of mutations(address)) {
      const c = checkAddress(coin, m);
      expect(c.status, m).toBe('invalid');
      if (c.status === 'invalid') expect(c.message).not.toContain(m);
    }
  });

  it('has a rule for every coin the demo exchange lists', () => {
    expect([...CHECKED_COINS].sort()).toEqual(['bch', 'btc', 'dash', 'doge', 'eos', 'eth', 'ltc', 'trx', 'usdt', 'xlm', 'xrp']);
  });

  it('says what an address of another coin looks like, in a person’s words', () => {
    expect(checkAddress('btc', '0x52908400098527886E0F7030069857D2E4169EE7')).toEqual({
      status: 'invalid',
      message: 'This is not a Bitcoin address: it looks like an Ethereum address. Sent there, the coins would be lost.',
    });
    expect(checkAddress('btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp')).toEqual({
      status: 'invalid',
      message: 'This is not a Bitcoin address: the checksum does not match — a character is wrong or missing.',
    });
    expect(checkAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toMatchObject({ message: expect.stringContaining('checksum') });
    expect(checkAddress('ltc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({ status: 'invalid', message: expect.stringContaining('Bitcoin') });
    expect(checkAddress('xrp', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toMatchObject({ status: 'invalid', message: expect.stringContaining('Bitcoin') });
    expect(checkAddress('btc', 'hello')).toMatchObject({ status: 'invalid', message: 'This is not a Bitcoin address: Bitcoin addresses start with 1, 3 or bc1.' });
  });

  it('checks TRON’s version byte: a Bitcoin base58 address is not a TRON address', () => {
    expect(checkAddress('trx', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toMatchObject({ status: 'valid' });
    expect(base58check('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toMatchObject({ ok: true, value: { version: 0x41 } });
    expect(checkAddress('trx', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa').status).toBe('invalid');
  });

  it('takes EOS account names by the EOS rules', () => {
    for (const name of ['eosio', 'eosio.token', 'binancecleos', 'a1']) expect(checkAddress('eos', name)).toMatchObject({ status: 'valid', note: expect.stringContaining('no checksum') });
    for (const name of ['binancecleos1', 'Binancecleos', 'eosio.', 'eos6io', 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV']) expect(checkAddress('eos', name).status).toBe('invalid');
  });

  it('says “not checked” for a currency with no rule, never “valid”', () => {
    expect(checkAddress('uah', '4111111111111111')).toMatchObject({ status: 'unchecked', message: expect.stringContaining('Not checked') });
  });
});

describe('USDT: ERC-20 or TRC-20', () => {
  it('reads the network from the currency’s explorer link (the demo’s is etherscan)', () => {
    expect(tokenNetworkOf('https://etherscan.io/tx/#{txid}')).toBe('erc20');
    expect(tokenNetworkOf('https://tronscan.org/#/transaction/#{txid}')).toBe('trc20');
    expect(tokenNetworkOf('')).toBeNull();
  });

  it('refuses a TRON address where the exchange sends ERC-20, and says why', () => {
    expect(checkAddress('usdt', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'erc20')).toMatchObject({ status: 'invalid', message: expect.stringContaining('on Ethereum (ERC-20)') });
    expect(checkAddress('usdt', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'trc20')).toMatchObject({ status: 'invalid', message: expect.stringContaining('on TRON (TRC-20)') });
  });

  it('takes either where the network is not known, and says which it looks like', () => {
    expect(checkAddress('usdt', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toMatchObject({ status: 'valid', note: expect.stringContaining('TRON (TRC-20)') });
    expect(checkAddress('usdt', '0xdAC17F958D2ee523a2206206994597C13D831ec7')).toMatchObject({ status: 'valid', note: expect.stringContaining('Ethereum (ERC-20)') });
  });
});

describe('memos and tags', () => {
  it('takes an XRP destination tag of 0 to 4294967295, digits only', () => {
    for (const tag of ['0', '123456', '4294967295']) expect(memoProblem('xrp', tag)).toBeNull();
    for (const tag of ['4294967296', '-1', '12a', '1.5', ' 12', '007']) expect(memoProblem('xrp', tag)).toContain('whole number');
  });

  it('counts a Stellar text memo in UTF-8 bytes: 28 at most', () => {
    expect(memoProblem('xlm', 'a'.repeat(28))).toBeNull();
    expect(memoProblem('xlm', 'a'.repeat(29))).toContain('28 bytes');
    expect(memoProblem('xlm', 'é'.repeat(14))).toBeNull();
    expect(memoProblem('xlm', 'é'.repeat(15))).toContain('30');
  });

  it('takes an EOS memo of 256 bytes at most', () => {
    expect(memoProblem('eos', 'x'.repeat(256))).toBeNull();
    expect(memoProblem('eos', 'x'.repeat(257))).toContain('256 bytes');
  });
});

describe('encoders round-trip through the checks', () => {
  const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37 + seed) & 0xff);
  it('makes addresses each coin’s rule takes, and gives back what went in', () => {
    expect(encodeSegwit('bc', 0, hex2('751e76e8199196d454941c45d1b3a323f1433bd6'))).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(encodeSegwit('bc', 1, hex2('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'))).toBe('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    expect(encodeCashAddr(0, hex2('cb481232299cd5743151ac4b2d63ae198e7bb0a9'))).toBe('bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy');
    expect(encodeBase58check(0, hex2('62e907b15cbf27d5425399ebf6f0fb50ebb88f18'))).toBe('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
    for (let seed = 0; seed < 5; seed++) {
      expect(checkAddress('xlm', encodeStrKey(6 << 3, bytes(32, seed))).status).toBe('valid');
      expect(checkAddress('xrp', encodeBase58check(0, bytes(20, seed), 'xrp')).status).toBe('valid');
      expect(checkAddress('trx', encodeBase58check(0x41, bytes(20, seed))).status).toBe('valid');
      expect(checkAddress('ltc', encodeSegwit('ltc', 0, bytes(20, seed))).status).toBe('valid');
    }
  });
});

function hex2(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g)!.map((h) => parseInt(h, 16)));
}
