/**
 * The address verdicts, memo checks, look-alike warning and withdrawal checks speak the person's
 * language (issue 24): whole sentences from messages/shared, amounts with the language's symbols.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dec } from '../../../../shared/decimal.js';
import { checkAddress, memoProblem } from '../../../../shared/funds/address/rules.js';
import { knownName, lookAlikeWarning } from '../../../../shared/funds/address/look-alike.js';
import { checkWithdrawal, type WithdrawalTerms } from '../../../../shared/funds/withdrawal.js';
import { followLanguage } from '../../../../shared/i18n/language.js';

const btc: WithdrawalTerms = { currency: 'btc', precision: 8, fee: dec('0.0005'), feeCurrency: 'btc', minWithdraw: dec('0.001'), available: dec('1.5'), needsMemo: false };
const input = (amount: string) => ({ amount, feeIncluded: false, memo: '', allowBlankMemo: false });

afterEach(() => followLanguage(() => 'en'));

describe('the address checks in Ukrainian and Russian', () => {
  it('says why an address is wrong, and what a valid one is, in Ukrainian', () => {
    followLanguage(() => 'uk');
    expect(checkAddress('btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toEqual({ status: 'invalid', message: 'Це не адреса Bitcoin: контрольна сума не збігається — якийсь символ хибний або пропущений.' });
    expect(checkAddress('btc', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({ status: 'valid', kind: 'SegWit-адреса Bitcoin', note: null });
    expect(checkAddress('btc', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toMatchObject({ message: 'Це не адреса Bitcoin: вона схожа на адресу XRP. Надіслані туди монети буде втрачено.' });
    expect(checkAddress('ada', 'addr1')).toMatchObject({ status: 'unchecked', message: expect.stringContaining('Не перевірено: Satchel не має правила для адрес ADA.') });
    expect(memoProblem('xrp', 'abc')).toBe('Тег призначення XRP — ціле число від 0 до 4294967295: лише цифри, без пробілів і літер.');
  });

  it('says them in Russian', () => {
    followLanguage(() => 'ru');
    expect(checkAddress('eth', '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae')).toMatchObject({ status: 'valid', kind: 'адрес Ethereum', note: expect.stringMatching(/^Он записан только строчными/) });
    expect(checkAddress('xlm', 'hello')).toMatchObject({ message: 'Это не адрес Stellar: адреса Stellar начинаются с G.' });
    expect(memoProblem('eos', 'x'.repeat(300))).toBe('Мемо EOS вмещает не более 256 байт; это занимает 300.');
  });

  it('stays in English word for word', () => {
    expect(checkAddress('btc', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toMatchObject({ message: 'This is not a Bitcoin address: it looks like a XRP address. Sent there, the coins would be lost.' });
    expect(checkAddress('eos', 'abcdefghijklm')).toMatchObject({ message: 'This is not an EOS account address: account names have at most 12 characters.' });
  });
});

describe('the look-alike warning in Ukrainian and Russian', () => {
  it('names the known address in the sentence', () => {
    followLanguage(() => 'uk');
    expect(lookAlikeWarning(knownName({ label: 'Cold' }, 'book'))).toMatch(/^Обережно: ця адреса схожа на «Cold» з вашої адресної книги — /);
    followLanguage(() => 'ru');
    expect(lookAlikeWarning(knownName(null, 'history'))).toMatch(/^Осторожно: этот адрес похож на адрес, на который вы уже выводили средства — /);
  });
});

describe('the withdrawal checks in Ukrainian and Russian', () => {
  it('writes amounts with a decimal comma and counts digits with plural forms', () => {
    followLanguage(() => 'uk');
    expect(checkWithdrawal(input('2'), btc).problems).toEqual([{ field: 'amount', message: 'З балансу буде списано 2,0005 BTC, але доступно лише 1,5 BTC.' }]);
    expect(checkWithdrawal(input('0.1'), { ...btc, precision: 0 }).problems[0]?.message).toBe('Сума в BTC може мати не більше ніж 0 знаків після коми.');
    followLanguage(() => 'ru');
    expect(checkWithdrawal(input('0.0001'), btc).problems).toEqual([{ field: 'amount', message: 'Получатель должен получить не менее 0,001 BTC (минимум биржи).' }]);
    expect(checkWithdrawal(input('0.123'), { ...btc, precision: 2 }).problems[0]?.message).toBe('Сумма в BTC может иметь не более 2 знаков после запятой.');
  });
});
