import { describe, expect, it } from 'vitest';
import { apiPathProblem } from '../../../../shared/appliance/api-path.js';
import { followLanguage } from '../../../../shared/i18n/language.js';
import { apiPathText, applianceRequest, checkAddress, shortFingerprint, type ApplianceForm } from '../../../../renderer/settings/appliance-form.js';

const good: ApplianceForm = { name: ' Lab ', url: ' https://adc.example/ ', user: ' nsroot ', password: ' pw with spaces ', auth: 'session', prefix: '' };

describe('add-an-appliance form', () => {
  it('trims name, address and user, never the password', () => {
    expect(applianceRequest(good)).toEqual({
      ok: true,
      https: true,
      request: { name: 'Lab', url: 'https://adc.example', user: 'nsroot', password: ' pw with spaces ', auth: 'session' },
    });
  });

  it('says the first problem and the field it is in', () => {
    expect(applianceRequest({ ...good, name: '  ' })).toMatchObject({ ok: false, field: 'name' });
    expect(applianceRequest({ ...good, url: 'adc.example' })).toMatchObject({ ok: false, field: 'url' });
    expect(applianceRequest({ ...good, user: '' })).toMatchObject({ ok: false, field: 'user' });
    expect(applianceRequest({ ...good, password: '' })).toMatchObject({ ok: false, field: 'password', message: 'Enter the password.' });
  });

  it('sends an API path only when one is given, trimmed and without a trailing slash; checks it first', () => {
    expect(applianceRequest({ ...good, prefix: '  ' })).toMatchObject({ ok: true, request: expect.not.objectContaining({ prefix: expect.anything() }) });
    expect(applianceRequest({ ...good, prefix: ' /nitro/v1/ ' })).toMatchObject({ ok: true, request: { prefix: '/nitro/v1' } });
    expect(applianceRequest({ ...good, prefix: 'nitro/v1' })).toEqual({ ok: false, field: 'prefix', message: 'The API path starts with “/”, such as /svc/v1.' });
    expect(applianceRequest({ ...good, prefix: '/nitro/../v1' })).toMatchObject({ ok: false, field: 'prefix' });
    expect(applianceRequest({ ...good, prefix: '/nitro v1' })).toMatchObject({ ok: false, field: 'prefix' });
  });

  it('refuses an API path as the shared rule does, in its very words in English and in Ukrainian otherwise', () => {
    const paths = ['/nitro/v1', ' /svc/v1/ ', '', 'nitro/v1', '/', `/${'a'.repeat(200)}`, '/a//b', '/a/../b', '/a b/..', '/./x', '/nitro v1'];
    for (const path of paths) expect(apiPathText(path), path).toBe(apiPathProblem(path));
    followLanguage(() => 'uk');
    try {
      expect(apiPathText('nitro/v1')).toBe('Шлях API має починатися з «/», наприклад /svc/v1.');
      expect(apiPathText(`/${'a'.repeat(200)}`)).toBe('Шлях API має щонайбільше 200 символів.');
      expect(apiPathText('/nitro/v1')).toBeNull();
    } finally {
      followLanguage(() => 'en');
    }
  });

  it('takes plain http only to this computer, and says why', () => {
    expect(checkAddress('http://127.0.0.1:8080/')).toEqual({ ok: true, url: 'http://127.0.0.1:8080', https: false });
    expect(checkAddress('http://localhost')).toMatchObject({ ok: true });
    expect(checkAddress('http://[::1]:9000')).toMatchObject({ ok: true });
    expect(checkAddress('http://10.1.2.3')).toEqual({ ok: false, message: expect.stringMatching(/unencrypted/) });
    expect(checkAddress('http://127.example')).toMatchObject({ ok: false });
    expect(checkAddress('https://u:p@adc.example')).toMatchObject({ ok: false, message: expect.stringMatching(/own fields/) });
    expect(checkAddress('ftp://adc.example')).toMatchObject({ ok: false });
  });

  it('shortens a fingerprint for a list line', () => {
    const fp = 'AB:'.repeat(31) + 'CD';
    expect(shortFingerprint(fp)).toBe('AB:AB:AB:AB…AB:AB:AB:CD');
  });
});
