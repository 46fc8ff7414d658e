import { describe, expect, it } from 'vitest';
import { chooseExchange, exchangeFixedBy, ExchangeUrlError } from '../../../electron/main/exchange-choice.js';

describe('chooseExchange', () => {
  it('starts the demo servers when no exchange is configured', () => {
    expect(chooseExchange({})).toEqual({ kind: 'demo' });
    expect(chooseExchange({ SATCHEL_EXCHANGE_URL: '  ' })).toEqual({ kind: 'demo' });
  });

  it('uses SATCHEL_EXCHANGE_URL when set', () => {
    expect(chooseExchange({ SATCHEL_EXCHANGE_URL: 'https://api.example.com/' })).toEqual({ kind: 'configured', url: 'https://api.example.com' });
    expect(chooseExchange({ SATCHEL_EXCHANGE_URL: 'http://127.0.0.1:8080' })).toEqual({ kind: 'configured', url: 'http://127.0.0.1:8080' });
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => chooseExchange({ SATCHEL_EXCHANGE_URL: 'file:///etc/passwd' })).toThrow(ExchangeUrlError);
    expect(() => chooseExchange({ SATCHEL_EXCHANGE_URL: 'not a url' })).toThrow(/not a URL/);
  });

  it('refuses plain http to another computer', () => {
    expect(() => chooseExchange({ SATCHEL_EXCHANGE_URL: 'http://api.example.com' })).toThrow(
      'SATCHEL_EXCHANGE_URL must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).',
    );
    expect(chooseExchange({ SATCHEL_EXCHANGE_URL: 'http://localhost:8080/' })).toEqual({ kind: 'configured', url: 'http://localhost:8080' });
  });
});

describe('chooseExchange with demo servers that already run (SATCHEL_DEMO_SERVERS)', () => {
  const ready = {
    exchange: 'http://127.0.0.1:4100',
    gateway: 'http://127.0.0.1:4101/',
    appliance: 'http://127.0.0.1:4102',
    adminToken: 'admin',
    accounts: [{ email: 'a@demo.test', svcid: 'x', apiKey: 'k', apiSecret: 's', withdrawConfirmation: false }],
    applianceUser: 'nsdemo',
    appliancePassword: 'pw',
  };

  it('takes the line npm run sim prints, and keeps only what the app needs', () => {
    expect(chooseExchange({ SATCHEL_DEMO_SERVERS: JSON.stringify(ready) })).toEqual({
      kind: 'running-demo',
      servers: {
        exchange: 'http://127.0.0.1:4100',
        gateway: 'http://127.0.0.1:4101',
        appliance: 'http://127.0.0.1:4102',
        applianceUser: 'nsdemo',
        appliancePassword: 'pw',
        accounts: [{ email: 'a@demo.test', apiKey: 'k', apiSecret: 's', withdrawConfirmation: false }],
      },
    });
  });

  it('refuses what is not that line, plain http to another computer, and both variables at once', () => {
    expect(() => chooseExchange({ SATCHEL_DEMO_SERVERS: 'not json' })).toThrow('SATCHEL_DEMO_SERVERS must be the JSON line `npm run sim` prints.');
    expect(() => chooseExchange({ SATCHEL_DEMO_SERVERS: JSON.stringify({ ...ready, gateway: 'http://gateway.example' }) })).toThrow(/gateway address must start with https:\/\//);
    expect(() => chooseExchange({ SATCHEL_DEMO_SERVERS: JSON.stringify({ ...ready, accounts: [] }) })).toThrow('SATCHEL_DEMO_SERVERS has no demo accounts.');
    expect(() => chooseExchange({ SATCHEL_DEMO_SERVERS: JSON.stringify({ ...ready, appliancePassword: undefined }) })).toThrow(/appliance user and password/);
    expect(() => chooseExchange({ SATCHEL_DEMO_SERVERS: 'null' })).toThrow(/no exchange address/);
    expect(() => chooseExchange({ SATCHEL_DEMO_SERVERS: JSON.stringify(ready), SATCHEL_EXCHANGE_URL: 'https://api.example.com' })).toThrow('not both');
  });
});

describe('exchangeFixedBy', () => {
  it('an exchange set in the environment wins over Settings, and says which variable; the embedded demo does not', () => {
    expect(exchangeFixedBy(chooseExchange({ SATCHEL_EXCHANGE_URL: 'https://api.example.com' }))?.()).toBe('the SATCHEL_EXCHANGE_URL environment variable');
    expect(exchangeFixedBy({ kind: 'running-demo', servers: { exchange: '', gateway: '', appliance: '', applianceUser: '', appliancePassword: '', accounts: [] } })?.()).toBe(
      'the SATCHEL_DEMO_SERVERS environment variable',
    );
    expect(exchangeFixedBy(chooseExchange({}))).toBeNull();
  });
});
