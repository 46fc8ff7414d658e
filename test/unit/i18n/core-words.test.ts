/**
 * The core's words follow the settings' language: an error sentence, a kind's fallback and a
 * confirmation question are said in Ukrainian or Russian when that is the language at the moment
 * they are made, and in the same English as before otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { orderCancel, ordersCancel, type CancelNeeds } from '../../../electron/core/account/cancel-orders.js';
import { errorFromAnswer, errorFromFailure as applianceFailure } from '../../../electron/core/appliance/errors.js';
import { errorFromFailure, errorFromResponse } from '../../../electron/core/exchange/errors.js';
import { keychainMessage } from '../../../electron/core/keys/keychain-errors.js';
import { aboutPanelOptions } from '../../../electron/main/about.js';
import { aboutText } from '../../../electron/main/menu.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { CSV_HEADER, historyRows } from '../../../electron/core/funds/history-export.js';
import { AppError, type HistoryItem, type Order } from '../../../shared/contract/index.js';
import { errorText, operationPhrase, statusWords } from '../../../shared/words/index.js';

const JSON_TYPE = 'application/json';
const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

afterEach(() => followLanguage(() => 'en'));

const order = (id: number, side: 'buy' | 'sell'): Order => ({
  id, market: 'btc_uah', createdAt: 0, updatedAt: 0, amount: '0.5', initialAmount: '0.5', side, type: 'LIMIT', status: 'open', price: '1500000', avgPrice: '0',
});
const needs = { privateApi: () => ({ activeOrders: async () => [order(11, 'sell'), order(12, 'buy'), order(13, 'buy')] }) } as unknown as CancelNeeds;
const askedAbout = async (change: ReturnType<typeof orderCancel> | ReturnType<typeof ordersCancel>) => {
  const plan = await change.plan(null as never);
  return change.question!(plan as never, null as never);
};

describe('the core\'s error sentences, in the language of the moment', () => {
  it('say an exchange\'s refusal and a failed connection in Ukrainian and in Russian', () => {
    followLanguage(() => 'uk');
    expect(errorFromResponse(503, JSON_TYPE, '{}', 'ex.example').message).toBe('Сервер біржі (ex.example) працює з помилками (HTTP 503). Satchel незабаром спробує знову.');
    expect(errorFromFailure(refused, '127.0.0.1:1234', 10_000, 'payment gateway').message).toBe('Не вдається зв’язатися із сервером платіжного шлюзу (127.0.0.1:1234): з’єднання відхилено.');
    followLanguage(() => 'ru');
    expect(errorFromResponse(401, JSON_TYPE, '{}', 'ex.example').message).toBe('Сервер биржи отклонил учётные данные.');
    expect(errorFromFailure(refused, '127.0.0.1:1234', 10_000).message).toBe('Не удаётся связаться с сервером биржи (127.0.0.1:1234): соединение отклонено.');
    followLanguage(() => 'en');
    expect(errorFromFailure(refused, '127.0.0.1:1234', 10_000).message).toBe('Cannot reach the exchange at 127.0.0.1:1234: the connection was refused.');
  });

  it('say the appliance\'s refusals in Ukrainian and Russian, its code named as the appliance\'s', () => {
    const body = JSON.stringify({ errorcode: 273, message: 'Resource already exists' });
    followLanguage(() => 'uk');
    const exists = errorFromAnswer(409, JSON_TYPE, body, { operation: 'add', host: 'adc.example', name: 'a' });
    expect(exists.message).toBe('Політика авторизації з такою назвою вже існує. Виберіть іншу назву.');
    expect(errorText(exists.toData())).toBe('Політика авторизації з такою назвою вже існує. Виберіть іншу назву. (код мережевого пристрою 273)');
    followLanguage(() => 'ru');
    const timeout = applianceFailure(Object.assign(new Error('t'), { name: 'TimeoutError' }), { host: 'adc.example', timeoutMs: 15_000, write: true, sent: true });
    expect(timeout.message).toBe('Изменение отправлено, но сетевое устройство (adc.example) не ответило в течение 15 с. Обновите список, чтобы увидеть, внесено ли оно.');
  });

  it('fall back to a sentence per kind in the language now, not the one at load', () => {
    followLanguage(() => 'uk');
    expect(errorText({ kind: 'declined', message: '' })).toBe('Ви відмовилися: нічого не надіслано.');
    followLanguage(() => 'ru');
    expect(errorText({ kind: 'declined', message: '' })).toBe('Вы отказались: ничего не отправлено.');
    followLanguage(() => 'en');
    expect(errorText({ kind: 'declined', message: '' })).toBe('You declined: nothing was sent.');
  });

  it('say the keychain\'s trouble in Ukrainian and Russian', () => {
    followLanguage(() => 'uk');
    expect(keychainMessage('timeout', 'linux')).toBe('Системне сховище ключів не відповіло. Якщо воно запитало пароль, введіть його, а тоді спробуйте знову.');
    followLanguage(() => 'ru');
    expect(keychainMessage('timeout', 'linux')).toBe('Системное хранилище ключей не ответило. Если оно запросило пароль, введите его, а затем попробуйте снова.');
  });

  it('ask the confirmation question of a cancel in Ukrainian and Russian, counts in their plural forms', async () => {
    followLanguage(() => 'uk');
    expect(await askedAbout(orderCancel(needs, 11))).toEqual({
      title: 'Скасувати ордер',
      message: 'Скасувати ордер 11 на ринку BTC/UAH?',
      detail: 'Ордер 11: продаж 0,5 BTC за ціною 1\u00a0500\u00a0000 UAH (лімітний). Зарезервовані ним кошти повернуться на ваш доступний баланс.',
      confirmLabel: 'Скасувати ордер',
    });
    followLanguage(() => 'ru');
    expect(await askedAbout(ordersCancel(needs, [11, 12, 13]))).toMatchObject({ title: 'Отменить ордера', message: 'Отменить 3 ордера?', confirmLabel: 'Отменить 3 ордера' });
    followLanguage(() => 'en');
    expect(await askedAbout(orderCancel(needs, 12))).toMatchObject({ message: 'Cancel order 12 on BTC/UAH?', detail: 'Order 12: buy 0.5 BTC at 1,500,000 UAH (limit). What it holds is released to your available balance.' });
  });

  it('say the words of shared/words (operations, statuses) in the language now', () => {
    followLanguage(() => 'uk');
    expect(statusWords('pending')).toBe('В обробці');
    expect(operationPhrase('withdrawals.create')).toBe('надіслати виведення');
    followLanguage(() => 'ru');
    expect(statusWords('awaiting_confirmation')).toBe('Ожидает подтверждения по электронной почте');
    expect(statusWords('pending', 'en')).toBe('Pending');
  });

  it('writes the CSV the same in every language: machine column names, English statuses, decimal points', async () => {
    // An exchange that cannot detail the operation: the row is written from the history alone.
    const api = new Proxy({}, { get: () => () => Promise.reject(new AppError('not-found', 'none')) });
    const rows = historyRows(() => api as never, () => ({ byId: async () => null }) as never, () => '');
    const item: HistoryItem = { id: 7, type: 'withdraw', createdAt: Date.UTC(2026, 10, 20, 10), destination: 'addr', currency: 'usdt', currencyId: 3, amount: '1234.5', status: 'pending' };
    const english = await rows(item);
    for (const language of ['uk', 'ru'] as const) {
      followLanguage(() => language);
      expect(await rows(item)).toEqual(english);
    }
    expect(english).toEqual(['7', 'withdraw', '2026-11-20T10:00:00.000Z', 'USDT', '1234.5', '', '', 'Pending', 'addr', '', '', '']);
    expect(CSV_HEADER.join(',')).toBe('id,type,created_at_utc,currency,amount,fee,total,status,destination,memo,txid,support_id');
  });

  it('writes the About box and macOS\'s About panel in Ukrainian and Russian', () => {
    const inputs = { appName: 'Satchel', version: '1.2.0', versions: { electron: '45', chrome: '142', node: '22' } };
    followLanguage(() => 'uk');
    const about = aboutText({ ...inputs, license: 'MIT', settingsFolder: '/home/a/.config/Satchel', demo: true, platform: 'linux' });
    expect(about.title).toBe('Про Satchel');
    expect(about.detail.split('\n')).toEqual(expect.arrayContaining(['Версія 1.2.0 — працює на демо-серверах (без справжніх грошей)', 'Ліцензія: MIT', 'Сполучення клавіш', 'Ctrl+K  знайти ринок']));
    followLanguage(() => 'ru');
    expect(aboutPanelOptions(inputs).credits).toMatch(/^Лицензия: MIT\n/);
  });
});
