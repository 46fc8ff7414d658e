import { describe, expect, it } from 'vitest';
import { secretForms, sightings } from '../../support/secret-search.js';

// The secret-hygiene test is only as good as its search: it must find a secret however it
// would plausibly have been written out, and nothing else.
const secret = 'Kq3vZ8pW1xT5mN7rB2cY9dF4gH6jL0sA';

describe('looking for a secret in recorded text', () => {
  it.each([
    ['as is', `{"apiSecret":"${secret}"}`],
    ['hex, inside a longer dump', `0x00ff${Buffer.from(secret).toString('hex')}beef`],
    ['HEX', Buffer.from(secret).toString('hex').toUpperCase()],
    ...[0, 1, 2].map((pad) => [`base64 after ${pad} other bytes`, Buffer.from(`${'u:'.slice(0, pad)}${secret}!!`).toString('base64')] as [string, string]),
    ['an HTTP Basic header', `authorization: Basic ${Buffer.from(`admin:${secret}`).toString('base64')}`],
    ['base64url', Buffer.from(`xy${secret}`).toString('base64url')],
  ])('finds it %s', (_how, text) => {
    expect(sightings({ secret }, [{ where: 'here', text }])).toHaveLength(1);
  });

  it.each([
    ['URL-encoded', (t: string) => `https://x.example/?s=${encodeURIComponent(t)}&n=1`],
    ['URL-encoded twice', (t: string) => `next=${encodeURIComponent(encodeURIComponent(t))}`],
    ['form-encoded', (t: string) => new URLSearchParams({ password: t }).toString()],
    ['JSON-escaped', (t: string) => JSON.stringify({ password: t })],
  ])('finds a password with signs in it %s', (form, write) => {
    const password = 'p@ss w/rd+"Kq3vZ8pW\\1xT5=%';
    const found = sightings({ password }, [{ where: 'here', text: write(password) }]);
    expect(found).toEqual([{ secret: 'password', form, where: 'here' }]);
  });

  it('finds nothing where it is not, nor a secret cut short', () => {
    const texts = [`{"apiSecret":"${secret.slice(0, 30)}"}`, Buffer.from(secret.slice(0, 20)).toString('base64'), 'Kq3vZ8pW1xT5'];
    expect(sightings({ secret }, texts.map((text, i) => ({ where: String(i), text })))).toEqual([]);
  });

  it('names the secret, the place and the form, never the value', () => {
    const found = sightings({ 'the API secret': secret }, [{ where: 'log line 3', text: Buffer.from(secret).toString('hex') }]);
    expect(found).toEqual([{ secret: 'the API secret', form: 'hex', where: 'log line 3' }]);
    expect(JSON.stringify(found)).not.toContain(secret);
    expect(secretForms(secret).map((f) => f.form)).toContain('base64 (alignment 2)');
  });
});
