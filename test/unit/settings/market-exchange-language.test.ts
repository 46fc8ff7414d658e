/** The exchange address's check speaks the person's language (issue 24), in whole sentences. */
import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage } from '../../../shared/i18n/language.js';
import { readMarketExchangeAddress } from '../../../shared/market-exchange.js';

afterEach(() => followLanguage(() => 'en'));

describe("the exchange's address in Ukrainian and Russian", () => {
  it('says what is wrong with it', () => {
    followLanguage(() => 'uk');
    expect(readMarketExchangeAddress('')).toEqual({ ok: false, message: 'Введіть адресу біржі, наприклад https://exchange.example.' });
    expect(readMarketExchangeAddress('http://exchange.example')).toMatchObject({ message: 'Адреса біржі має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).' });
    followLanguage(() => 'ru');
    expect(readMarketExchangeAddress('https://user:pw@exchange.example')).toMatchObject({ message: 'Адрес биржи не должен содержать имени пользователя или пароля.' });
  });

  it('stays in English word for word', () => {
    expect(readMarketExchangeAddress('ftp://exchange.example')).toMatchObject({ message: "The exchange's address must start with https://." });
  });
});
