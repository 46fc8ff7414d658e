import { describe, expect, it } from 'vitest';
import { exchangeUrlHint, gatewayUrlHint, intervalLabel, intervalOptions, passwordRequest, profileRequest, TICKER_INTERVAL_CHOICES_MS, type ProfileForm } from '../../../../renderer/settings/settings-form.js';

const good: ProfileForm = { name: ' Main ', exchangeUrl: ' https://ex.example ', gatewayUrl: '', apiKey: 'KEY12345678', apiSecret: 'SECRET12345678' };

describe('add-account form', () => {
  it('trims and leaves an empty gateway out', () => {
    expect(profileRequest(good)).toEqual({
      ok: true,
      request: { name: 'Main', exchangeUrl: 'https://ex.example', apiKey: 'KEY12345678', apiSecret: 'SECRET12345678' },
    });
    expect(profileRequest({ ...good, gatewayUrl: 'http://127.0.0.1:9000' })).toMatchObject({ ok: true, request: { gatewayUrl: 'http://127.0.0.1:9000' } });
  });

  it('takes a pasted /v3 (and trailing slashes) off the exchange address, as the paths add it', () => {
    for (const exchangeUrl of ['https://ex.example/v3', 'https://ex.example/v3/', ' https://ex.example/V3// ', 'https://ex.example/']) {
      expect(profileRequest({ ...good, exchangeUrl }), exchangeUrl).toMatchObject({ ok: true, request: { exchangeUrl: 'https://ex.example' } });
    }
    expect(profileRequest({ ...good, exchangeUrl: 'https://ex.example/api/v3' })).toMatchObject({ request: { exchangeUrl: 'https://ex.example/api' } });
    // Only a whole last segment: a host or path that merely ends in "v3" stays.
    expect(profileRequest({ ...good, exchangeUrl: 'https://apiv3.example' })).toMatchObject({ request: { exchangeUrl: 'https://apiv3.example' } });
    expect(profileRequest({ ...good, exchangeUrl: 'https://ex.example/myv3' })).toMatchObject({ request: { exchangeUrl: 'https://ex.example/myv3' } });
  });

  it('names the field that is wrong, in words', () => {
    expect(profileRequest({ ...good, name: '  ' })).toMatchObject({ ok: false, field: 'name' });
    expect(profileRequest({ ...good, exchangeUrl: 'exchange.example' })).toMatchObject({ ok: false, field: 'exchangeUrl' });
    expect(profileRequest({ ...good, exchangeUrl: 'ftp://x.example' })).toMatchObject({ ok: false, field: 'exchangeUrl' });
    expect(profileRequest({ ...good, gatewayUrl: 'nope' })).toMatchObject({ ok: false, field: 'gatewayUrl' });
    expect(profileRequest({ ...good, apiKey: 'short' })).toMatchObject({ ok: false, field: 'apiKey' });
    expect(profileRequest({ ...good, apiSecret: 'has a space inside' })).toMatchObject({ ok: false, field: 'apiSecret' });
  });

  it('plain http only for this computer, and the error and the hints say so', () => {
    const rule = 'Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).';
    expect(profileRequest({ ...good, exchangeUrl: 'http://ex.example' })).toEqual({ ok: false, field: 'exchangeUrl', message: `Use the exchange's https:// address. ${rule}` });
    expect(profileRequest({ ...good, gatewayUrl: 'http://pay.example' })).toEqual({ ok: false, field: 'gatewayUrl', message: `Use the payment gateway's https:// address. ${rule}` });
    expect(profileRequest({ ...good, exchangeUrl: 'http://localhost:4567', gatewayUrl: 'http://[::1]:4568' })).toMatchObject({ ok: true });
    expect(exchangeUrlHint()).toContain(rule);
    expect(gatewayUrlHint()).toContain(rule);
  });
});

describe('app password form', () => {
  it('set needs no current password; change needs it; remove sends next = null', () => {
    expect(passwordRequest('set', { current: '', next: 'longenough', repeat: 'longenough' })).toEqual({ ok: true, request: { current: null, next: 'longenough' } });
    expect(passwordRequest('change', { current: 'old', next: 'longenough', repeat: 'longenough' })).toEqual({ ok: true, request: { current: 'old', next: 'longenough' } });
    expect(passwordRequest('change', { current: '', next: 'longenough', repeat: 'longenough' })).toMatchObject({ ok: false, field: 'current' });
    expect(passwordRequest('remove', { current: 'old', next: '', repeat: '' })).toEqual({ ok: true, request: { current: 'old', next: null } });
  });

  it('too short, or not repeated the same', () => {
    expect(passwordRequest('set', { current: '', next: 'short', repeat: 'short' })).toMatchObject({ ok: false, field: 'next', message: expect.stringContaining('at least 8') });
    expect(passwordRequest('set', { current: '', next: 'longenough', repeat: 'longenougH' })).toMatchObject({ ok: false, field: 'repeat' });
  });
});

describe('polling choices', () => {
  it('offers the choices and keeps an odd current value', () => {
    expect(intervalOptions(10_000)).toContain(10_000);
    expect(intervalOptions(7000)).toEqual(expect.arrayContaining([2000, 7000, 600_000]));
    expect(intervalOptions(7000).indexOf(7000)).toBe(2);
    expect(intervalOptions(5000, TICKER_INTERVAL_CHOICES_MS)).toEqual([1000, 2000, 5000, 10_000, 30_000, 60_000]);
    expect(intervalOptions(3000, TICKER_INTERVAL_CHOICES_MS)).toEqual([1000, 2000, 3000, 5000, 10_000, 30_000, 60_000]);
    expect(intervalLabel(5000)).toBe('5 s');
    expect(intervalLabel(120_000)).toBe('2 min');
  });
});
