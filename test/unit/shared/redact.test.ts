/**
 * The redaction of the diagnostics (shared/diagnostics/redact.ts), with inputs as they would
 * appear in a log line: each kind of secret or identifying value is removed and named, and the
 * ordinary words, numbers and local addresses around it stay.
 */
import { describe, expect, it } from 'vitest';
import { redact } from '../../../shared/diagnostics/redact.js';

const line = (middle: string) => `2026-11-26T16:56:58.123Z Withdrawal check failed — exchange: ${middle} (try again later).`;

describe('redacting a log for support', () => {
  it.each([
    ['a Bitcoin SegWit address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', '[address removed]'],
    ['a Bitcoin legacy address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', '[address removed]'],
    ['a Litecoin address', 'LbTjMGN7gELw4KbeyQf6cTCq859hD18guE', '[address removed]'],
    ['a Dogecoin address', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L', '[address removed]'],
    ['a Dash address', 'XpESxaUmonkq8RaLLp46Brx2K39ggQe226', '[address removed]'],
    ['a Bitcoin Cash address', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy', '[address removed]'],
    ['an Ethereum address', '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe', '[address removed]'],
    ['an XRP account', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', '[address removed]'],
    ['a Stellar account', 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ', '[address removed]'],
    ['a TRON address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '[address removed]'],
    ['an e-mail address', 'the account alice.smith+wallet@mail.example.com', 'the account [e-mail removed]'],
    ['an IBAN', 'payout to UA213223130000026007233566001', 'payout to [IBAN removed]'],
    ['an IBAN in groups', 'payout to DE89 3704 0044 0532 0130 00', 'payout to [IBAN removed]'],
    ['a transfer code', 'code 3t9Wq-YK2ia-MBzgR-4Ls8k-vPq5n-Hh7Zd-bx3Kc-9fGmT-2rNsA-BTC-CODE', 'code [transfer code removed]'],
    ['a masked transfer code', 'code 3t9Wq-•••••-…-BTC-CODE', 'code [transfer code removed]'],
    ['a bearer token', 'Authorization Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'Authorization Bearer [token removed]'],
    ['a password in a pair', 'password=hunter2hunter2', 'password=[password removed]'],
    ['a password in JSON', '{"login":{"username":"ops","password":"s3cr3t pass"}}', '{"login":{"username":"ops","password":"[password removed]"}}'],
    ['an API secret in JSON', '"apiSecret":"q8Zr2LxW9vTn"', '"apiSecret":"[key removed]"'],
    ['an API key (40 random characters)', 'key Xq7PZ2mLk9Rt4VbN8cWd1YsHf6Gj3Ua0EoTiMnBy used', 'key [key removed] used'],
    ['a hexadecimal signature', 'signed 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'signed [key removed]'],
    ['a base64 token', 'cookie value Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg==', 'cookie value [key removed]'],
    ['a card number', 'card 4111 1111 1111 1111', 'card [card or account number removed]'],
    ['a phone number', 'phone +380 67 123 4567', 'phone [phone number removed]'],
    ['an IP address', 'from 203.0.113.7', 'from [IP address removed]'],
    ['a host name', 'the exchange at api.exchange.example.com', 'the exchange at [host removed]'],
    ['a country host', 'the appliance at adc.corp.ua', 'the appliance at [host removed]'],
    ['a URL’s host, user and query', 'https://ops:pw@exchange.example.com:8443/v3/balances?token=abc#x', 'https://[user removed]@[host removed]/v3/balances?[query removed]#[value removed]'],
    ['a home folder', 'reading /home/alice/.config/Satchel/settings.json', 'reading /home/[user removed]/.config/Satchel/settings.json'],
    ['a Windows home folder', 'reading C:\\Users\\Alice\\AppData\\Roaming\\Satchel', 'reading C:\\Users\\[user removed]\\AppData\\Roaming\\Satchel'],
  ])('removes %s', (_what, input, expected) => {
    expect(redact(line(input))).toBe(line(expected));
  });

  it('keeps this computer’s addresses, the words, amounts, kinds, dates and file names', () => {
    const text = [
      '2026-11-26T16:56:58.123Z The exchange could not be reached for the balances. — network: The exchange cannot be reached.',
      '2026-11-26T16:57:01.000Z Operation withdrawals.create failed unexpectedly — internal: Cannot read 0.1005 BTC of undefined',
      '2026-11-26T16:57:02.000Z Running on the embedded demo exchange at http://127.0.0.1:41234/v3/public/markets?limit=5.',
      '2026-11-26T16:57:03.000Z Signing in failed — auth: The API key was refused. See satchel.log and Node.js 20.11.1 on localhost:8080.',
      '2026-11-26T16:57:04.000Z HttpClientTimeoutError after 3000 ms on /v3/withdraw/crypto/history, order 12345, id 6f1c2f2e-8b7a-4c1e-9d2a-0a1b2c3d4e5f',
    ].join('\n');
    expect(redact(text)).toBe(text.replace('?limit=5', '?[query removed]'));
  });

  it('removes the values Satchel knows are the person’s wherever they appear, also URL-encoded', () => {
    const known = [
      { value: 'Savings at work', kind: 'name' as const },
      { value: 'cold-wallet-42', kind: 'address' as const },
      { value: 'BTC', kind: 'name' as const },
    ];
    expect(redact('account Savings at work sent to cold-wallet-42 and Savings%20at%20work BTC', known)).toBe(
      'account [name removed] sent to [address removed] and [name removed] BTC',
    );
  });

  it('removes every key made as the demo exchange makes them (40 random letters and digits), 500 of them', () => {
    const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    // A fixed-seed generator: the same 500 keys on every run.
    let seed = 20261126;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 500; n++) {
      let key = '';
      for (let i = 0; i < 40; i++) key += ALPHANUMERIC[next() % ALPHANUMERIC.length];
      expect(redact(`signed with ${key}.`), key).toBe('signed with [key removed].');
    }
  });

  it('names no value it removed in what it leaves', () => {
    const secret = 'Xq7PZ2mLk9Rt4VbN8cWd1YsHf6Gj3Ua0EoTiMnBy';
    const out = redact(`apiKey: ${secret}; to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq from bob@demo.satchel.test`);
    expect(out).not.toContain(secret);
    expect(out).not.toContain('bc1q');
    expect(out).not.toContain('bob');
    expect(out).toBe('apiKey: [key removed]; to [address removed] from [e-mail removed]');
  });
});
