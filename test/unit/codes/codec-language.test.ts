/** The transfer code's format checks speak the person's language (issue 24), with plural forms. */
import { afterEach, describe, expect, it } from 'vitest';
import { checkCode } from '../../../shared/codes/codec.js';
import { followLanguage } from '../../../shared/i18n/language.js';

const code = 'Jyr1U-2jnoy-bWLvB-Ahj2g-kxnub-kwYKq-5JBAq-Ymywk-xTYdK-BTC-SVC';
const withGroup = (n: number, text: string) => code.split('-').map((g, i) => (i === n ? text : g)).join('-');

afterEach(() => followLanguage(() => 'en'));

describe('transfer code checks in Ukrainian and Russian', () => {
  it('says what is wrong in Ukrainian', () => {
    followLanguage(() => 'uk');
    expect(checkCode('')).toMatchObject({ problem: { message: 'Вставте або введіть код переказу.' } });
    expect(checkCode(withGroup(3, 'abc'))).toMatchObject({ problem: { message: 'У групі 4 3 символи; кожна група коду має 5.' } });
    expect(checkCode(withGroup(1, 'ab0cd'))).toMatchObject({ problem: { message: '«0» на місці 3 у групі 2: цифра нуль у кодах не використовується; можливо, це літера o.' } });
  });

  it('says it in Russian', () => {
    followLanguage(() => 'ru');
    expect(checkCode(withGroup(3, 'abcdefg'))).toMatchObject({ problem: { message: 'В группе 4 7 символов; в каждой группе кода их 5.' } });
    expect(checkCode(code.replace('-BTC-', '-btc-'))).toMatchObject({ problem: { message: '«btc» — не обозначение валюты. Его пишут заглавными буквами: BTC.' } });
  });

  it('stays in English word for word', () => {
    expect(checkCode(withGroup(3, 'a'))).toMatchObject({ problem: { message: 'Group 4 has 1 character; every group of the code has 5.' } });
  });
});
