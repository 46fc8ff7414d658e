import { describe, expect, it } from 'vitest';
import { chooseExchange, ExchangeUrlError } from '../../../electron/main/exchange-choice.js';

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
