/**
 * The contract's own words for a rule a person can break by typing (a name, an address, a key, a
 * memo) follow the language (issue 24); they are made when a request is checked, not at load.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../../../shared/contract/index.js';
import { followLanguage } from '../../../shared/i18n/language.js';

const messages = (op: keyof typeof contract, request: unknown) => {
  const parsed = v.safeParse(contract[op].request, request);
  return parsed.success ? [] : parsed.issues.map((i) => i.message);
};
const account = { name: 'Main', exchangeUrl: 'https://exchange.example', apiKey: 'abcdefgh12345', apiSecret: 'secretsecret' };

afterEach(() => followLanguage(() => 'en'));

describe('the contract in Ukrainian and Russian', () => {
  it('names the rule in Ukrainian', () => {
    followLanguage(() => 'uk');
    expect(messages('profiles.add', { ...account, name: '   ' })).toContain('Дайте рахунку назву');
    expect(messages('profiles.add', { ...account, exchangeUrl: 'http://exchange.example' })).toContain('Потрібна адреса https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).');
  });

  it('names it in Russian, with plural forms', () => {
    followLanguage(() => 'ru');
    expect(messages('profiles.add', { ...account, apiKey: 'short' })).toContain('Нужен ключ в том виде, как его показывает биржа (8–256 символов, без пробелов)');
    expect(messages('policies.remove', { names: Array.from({ length: 201 }, (_, i) => `p${i}`) })).toContain('Не более 200 политик за раз');
  });

  it('stays in English word for word', () => {
    expect(messages('profiles.add', { ...account, name: '' })).toContain('Give the account a name');
  });
});
