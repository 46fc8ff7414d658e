import { describe, expect, it } from 'vitest';
import { applianceAddress } from '../../../electron/core/appliance/address.js';
import { isLoopbackHost } from '../../../shared/security/server-address.js';
import { normalizeFingerprint } from '../../../electron/core/appliance/certificate.js';
import { sessionCookie } from '../../../electron/core/appliance/session.js';

describe('appliance address', () => {
  it('https anywhere; http only to this computer', () => {
    expect(applianceAddress('https://adc.example/')).toMatchObject({ base: 'https://adc.example', basePath: '', https: true, hostname: 'adc.example', port: 443 });
    expect(applianceAddress(' https://10.1.2.3:8443/api/ ')).toMatchObject({ base: 'https://10.1.2.3:8443/api', basePath: '/api', port: 8443 });
    expect(applianceAddress('http://127.0.0.1:9000')).toMatchObject({ https: false, port: 9000, host: '127.0.0.1:9000' });
    expect(applianceAddress('http://[::1]:9000')).toMatchObject({ hostname: '::1', host: '[::1]:9000' });
    expect(applianceAddress('http://localhost')).toMatchObject({ port: 80 });
    expect(() => applianceAddress('http://adc.example')).toThrow(/unencrypted/);
    expect(() => applianceAddress('http://128.0.0.1')).toThrow(/unencrypted/);
    expect(() => applianceAddress('http://localhost.evil.example')).toThrow(/unencrypted/);
    expect(() => applianceAddress('adc.example')).toThrow(/not a web address/);
  });

  it('loopback is 127/8, ::1 and localhost', () => {
    for (const h of ['127.0.0.1', '127.255.0.9', '[::1]', '::1', 'LOCALHOST']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['10.0.0.1', '0.0.0.0', '::', 'example.com', '127.example.com']) expect(isLoopbackHost(h)).toBe(false);
  });
});

describe('certificate fingerprint', () => {
  const hex = 'ab'.repeat(32);
  it('any usual spelling becomes upper-case pairs with colons', () => {
    const want = 'AB:'.repeat(31) + 'AB';
    expect(normalizeFingerprint(hex)).toBe(want);
    expect(normalizeFingerprint(want.toLowerCase())).toBe(want);
    expect(normalizeFingerprint(`SHA256:${hex}`)).toBe(want);
    expect(normalizeFingerprint(`sha-256 ${want}`)).toBe(want);
  });
  it('refuses anything else', () => {
    expect(() => normalizeFingerprint('ab'.repeat(20))).toThrow(/64 hexadecimal/);
    expect(() => normalizeFingerprint(`${'ab'.repeat(31)}zz`)).toThrow(/64 hexadecimal/);
  });
});

describe('session cookie from a login answer', () => {
  it('prefers the family cookie, then any cookie, then the body sessionid', () => {
    expect(sessionCookie({ 'set-cookie': ['other=1; Path=/', 'NITRO_AUTH_TOKEN=abc; Path=/; HttpOnly'] }, {})).toBe('NITRO_AUTH_TOKEN=abc');
    expect(sessionCookie({ 'set-cookie': ['SESSID=xyz; Path=/'] }, {})).toBe('SESSID=xyz');
    expect(sessionCookie({}, { sessionid: '##A1B2' })).toBe('NITRO_AUTH_TOKEN=##A1B2');
    expect(sessionCookie({}, {})).toBeNull();
  });
  it('never takes a value that could break the header', () => {
    expect(sessionCookie({ 'set-cookie': ['NITRO_AUTH_TOKEN=a b'] }, {})).toBeNull();
    expect(sessionCookie({}, { sessionid: 'x\r\nEvil: 1' })).toBeNull();
    expect(sessionCookie({ 'set-cookie': ['NITRO_AUTH_TOKEN=; Max-Age=0'] }, {})).toBeNull();
  });
});
