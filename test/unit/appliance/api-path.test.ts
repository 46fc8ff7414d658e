import { afterEach, describe, expect, it } from 'vitest';
import { apiPathProblem, DEFAULT_API_PATH, normalApiPath } from '../../../shared/appliance/api-path.js';
import { followLanguage } from '../../../shared/i18n/language.js';

afterEach(() => followLanguage(() => 'en'));

describe('API path prefix', () => {
  it.each(['/svc/v1', '/nitro/v1', '/nitro/v1/', '/api', '/a.b/c_d/e~f/g-h', ` /nitro/v1 `])('takes %j', (path) => {
    expect(apiPathProblem(path)).toBeNull();
  });

  it.each([
    ['', /Enter the API path/],
    ['nitro/v1', /starts with “\/”/],
    ['/', /at least one folder/],
    ['/nitro//v1', /“\/\/”/],
    ['/nitro/../admin', /“\.” or “\.\.”/],
    ['/nitro/./v1', /“\.” or “\.\.”/],
    ['/nitro/v1?x=1', /only letters, digits/],
    ['/nitro/v1#x', /only letters, digits/],
    ['/ni tro/v1', /only letters, digits/],
    ['/nitro%2f/v1', /only letters, digits/],
    ['https://adc.example/nitro/v1', /starts with/],
    ['/' + 'a'.repeat(200), /at most 200/],
  ])('refuses %j', (path, why) => {
    expect(apiPathProblem(path)).toMatch(why);
  });

  it('is stored trimmed, without a trailing slash; empty is the document’s', () => {
    expect(normalApiPath(' /nitro/v1/ ')).toBe('/nitro/v1');
    expect(normalApiPath('')).toBe(DEFAULT_API_PATH);
    expect(normalApiPath(undefined)).toBe('/svc/v1');
  });

  it('says why in the language now, as the form does (main and the settings file say the same)', () => {
    followLanguage(() => 'uk');
    expect(apiPathProblem('svc/v1')).toBe('Шлях API має починатися з «/», наприклад /svc/v1.');
    expect(apiPathProblem('/svc//v1')).toBe('У шляху API є «//»: між частинами має бути один «/».');
    followLanguage(() => 'ru');
    expect(apiPathProblem('')).toMatch(/^Укажите путь API/);
  });
});
