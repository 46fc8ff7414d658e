import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage } from '../../../../shared/i18n/language.js';
import { readMarketExchangeAddress } from '../../../../shared/market-exchange.js';
import { readMarketAddress } from '../../../../renderer/common/market-exchange-address.js';

// One refusal of each kind the shared reading makes, in the order it checks.
const REFUSED = ['', 'exchange.example', 'ftp://exchange.example', 'https://me:secret@exchange.example', 'http://exchange.example', 'https://exchange.example/?a=1'];

afterEach(() => followLanguage(() => 'en'));

describe('the market exchange address, as the window reads it', () => {
  it('accepts and refuses what the shared reading does, in its very words in English', () => {
    for (const typed of [...REFUSED, ' https://exchange.example/v3/ ', 'http://127.0.0.1:9000']) {
      expect(readMarketAddress(typed), typed).toEqual(readMarketExchangeAddress(typed));
    }
  });

  it('says each refusal in Ukrainian, never repeating what was typed', () => {
    followLanguage(() => 'uk');
    const said = REFUSED.map((typed) => {
      const read = readMarketAddress(typed);
      if (read.ok) throw new Error(`${typed} was accepted`);
      expect(read.message).not.toContain('secret');
      return read.message;
    });
    expect(said[0]).toBe('Вкажіть адресу біржі, наприклад https://exchange.example.');
    expect(new Set(said).size).toBe(REFUSED.length);
    for (const text of said) expect(text).toMatch(/Адреса біржі|Вкажіть адресу біржі/);
  });
});
