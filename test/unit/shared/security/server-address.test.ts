import { describe, expect, it } from 'vitest';
import { serverAddressProblem, serverAddressText } from '../../../../shared/security/server-address.js';

describe('exchange and gateway addresses: https, or http to this computer only', () => {
  it.each([
    'https://exchange.example',
    'https://exchange.example:8443/api/',
    'HTTPS://EXCHANGE.EXAMPLE',
    'http://127.0.0.1:4567',
    'http://127.255.0.9',
    'http://localhost',
    'http://LOCALHOST:8080/x',
    'http://[::1]:9000',
    'http://127.1', // URL spells it 127.0.0.1
  ])('%s is fine', (text) => {
    expect(serverAddressProblem(text)).toBeNull();
  });

  it.each([
    ['http://exchange.example', 'plain-http'],
    ['http://10.0.0.5', 'plain-http'],
    ['http://192.168.1.2:8080', 'plain-http'],
    ['http://[2001:db8::1]', 'plain-http'],
    ['http://128.0.0.1', 'plain-http'],
    ['http://localhost.example', 'plain-http'],
    ['http://127.0.0.1.nip.io', 'plain-http'],
    ['exchange.example', 'not-web-address'],
    ['', 'not-web-address'],
    ['ftp://exchange.example', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://user:pw@exchange.example', 'credentials'],
  ] as const)('%s is refused (%s)', (text, problem) => {
    expect(serverAddressProblem(text)).toBe(problem);
  });

  it('says what is wrong without repeating what was typed', () => {
    expect(serverAddressText('exchange', 'plain-http')).toBe(
      'The exchange address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).',
    );
    for (const problem of ['not-web-address', 'scheme', 'credentials', 'plain-http'] as const) {
      expect(serverAddressText('gateway', problem)).toMatch(/^The payment gateway address /);
      expect(serverAddressText({ named: 'SATCHEL_EXCHANGE_URL' }, problem)).toMatch(/^SATCHEL_EXCHANGE_URL /);
    }
  });
});
