/**
 * The core's checks at its door (the router: a request that does not match its operation's
 * schema) are whole sentences in the language of the moment: the problem, the field it is about
 * and the contract's own reasons, never a word of English in Ukrainian or Russian, and never a
 * value from the request in any language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATION_NAMES, type Result } from '../../../shared/contract/index.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { createRouter, type Handlers } from '../../../electron/core/ipc/router.js';
import { requestShapeProblem } from '../../../electron/core/ipc/request-shape.js';
import { fieldLabel, serverWords } from '../../../shared/words/index.js';
import { walkRequestKeys } from './request-keys.js';
import type { Session } from '../../../electron/core/base/session.js';

const session: Session = { id: 's1', kind: 'main' as const, emit: () => undefined };
const SECRET = 'Zq8-secret/7c1e5b2f9a44d0e6+Yw3AbCd';

function handlers(): Handlers {
  const fails = () => {
    throw new TypeError('secret internals');
  };
  return Object.fromEntries(OPERATION_NAMES.map((name) => [name, fails])) as unknown as Handlers;
}
const router = createRouter(handlers(), { assertUnlocked: () => undefined });

async function refusal(op: unknown, request: unknown): Promise<string> {
  const answer: Result<unknown> = await router.handle(op, request, session);
  expect(answer.ok).toBe(false);
  const { message } = (answer as Extract<Result<unknown>, { ok: false }>).error;
  expect(message).not.toContain(SECRET);
  expect(message).not.toContain(SECRET.slice(0, 12));
  return message;
}

/** Latin words left in a Ukrainian or Russian sentence: the app's name and "API" are names, everything else is English. */
function englishWords(text: string): string[] {
  return text.replace(/\bSatchel\b|\bAPI\b|\bSHA-256\b/g, '').match(/[A-Za-z]{2,}/g) ?? [];
}

/** Bad requests of every kind the router refuses, each with the secret where a value could be echoed. */
const BAD: readonly [string, unknown, unknown][] = [
  ['a missing field', 'book.get', {}],
  ['a wrong type', 'profiles.addDemo', { index: SECRET }],
  ['an extra field', 'book.get', { symbol: 'btc_usdt', note: SECRET }],
  ['the key of an extra field', 'book.get', { symbol: 'btc_usdt', [SECRET]: 1 }],
  ['a name too long', 'profiles.rename', { id: 'p1', name: `${SECRET}${'x'.repeat(60)}` }],
  ['a payment detail too long', 'fiat.deposit', { amount: '10', service: 'card_uah', fields: { card_number: `${SECRET}${'4'.repeat(600)}` } }],
  ['a value outside a picklist', 'fiat.open', { flow: SECRET, currency: 'uah' }],
  ['a contract reason (an account id)', 'profiles.activate', { id: `${SECRET}!` }],
  ['a contract reason (a value such as)', 'valueHistory.record', { profileId: 'p1', currency: 'usd', value: SECRET }],
  ['a contract reason (a currency to show values in)', 'valueHistory.get', { profileId: 'p1', currency: SECRET }],
  ['a contract reason (a market)', 'book.get', { symbol: SECRET }],
  ['a whole request that is not a group of fields', 'book.get', SECRET],
  ['a number out of range', 'profiles.addDemo', { index: 1000 }],
  ['an unknown operation', SECRET, {}],
  ['an error inside', 'book.get', { symbol: 'btc_usdt' }],
];

afterEach(() => followLanguage(() => 'en'));

describe("the router's refusals in the person's language", () => {
  it.each(BAD)('says %s in Ukrainian, with no English word and no value sent', async (_what, op, request) => {
    followLanguage(() => 'uk');
    const message = await refusal(op, request);
    expect(message).toMatch(/[а-яіїєґ]/i);
    expect(englishWords(message)).toEqual([]);
  });

  it('names the field and the problem in whole Ukrainian sentences', async () => {
    followLanguage(() => 'uk');
    expect(await refusal('book.get', {})).toBe('Satchel не зміг прочитати книгу ордерів: не заповнено поле «ринок».');
    expect(await refusal('book.get', { symbol: 'btc_usdt', note: SECRET })).toBe('Satchel не зміг прочитати книгу ордерів: запит містить поле, якого ця дія не приймає.');
    expect(await refusal('fiat.open', { flow: SECRET, currency: 'uah' })).toBe('Satchel не зміг відкрити вікно оплати: значення поля «вид операції» не входить до переліку.');
  });

  it('says them in Russian too', async () => {
    followLanguage(() => 'ru');
    for (const [, op, request] of BAD) {
      const message = await refusal(op, request);
      expect(message).toMatch(/[а-яё]/i);
      expect(englishWords(message)).toEqual([]);
    }
    expect(await refusal('profiles.addDemo', { index: SECRET })).toBe('Satchel не смог добавить демо-счёт: в поле «порядковый номер» должно быть число.');
  });

  it('stays as it was in English', async () => {
    expect(await refusal('book.get', {})).toBe('Satchel could not read the order book: market is missing.');
    expect(await refusal('book.get', { symbol: 'btc_usdt', note: SECRET })).toBe('Satchel could not read the order book: the request holds a field it does not take.');
    expect(await refusal('profiles.addDemo', { index: SECRET })).toBe('Satchel could not add the demo account: index must be a number.');
    expect(await refusal('fiat.open', { flow: SECRET, currency: 'uah' })).toBe('Satchel could not open the payment window: flow is not one of the choices.');
    expect(await refusal('book.get', { symbol: SECRET })).toBe('Satchel could not read the order book: market: Expected a market or currency key.');
    expect(await refusal(SECRET, {})).toBe('Satchel does not know this operation.');
    expect(await refusal('book.get', { symbol: 'btc_usdt' })).toBe('Something went wrong inside Satchel. The details were written to its log.');
  });
});

describe('the shape of a request, before its schema, in the language of the moment', () => {
  it('says each refusal in Ukrainian and Russian, and as before in English', () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++) deep = { d: deep };
    const bad = [null, deep, { when: new Date() }, JSON.parse('{"__proto__":{"x":1}}')];
    followLanguage(() => 'uk');
    expect(bad.map(requestShapeProblem)).toEqual([
      'запит має бути набором полів із назвами',
      'у запиті забагато рівнів вкладеності',
      'запит містить щось, крім простих даних',
      'запит містить недозволену назву поля',
    ]);
    followLanguage(() => 'ru');
    for (const request of bad) expect(englishWords(requestShapeProblem(request) ?? 'none')).toEqual([]);
    followLanguage(() => 'en');
    expect(requestShapeProblem(null)).toBe('a request is an object of named fields');
  });
});

describe("the fields' names", () => {
  it('every key of every request has a name in every language, English as before', () => {
    const keys = walkRequestKeys();
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) {
      const english = fieldLabel(key, 'en');
      for (const language of ['uk', 'ru'] as const) {
        const label = fieldLabel(key, language);
        expect(englishWords(label), `${key} in ${language}`).toEqual([]);
        expect(label, `${key} in ${language}`).not.toBe(english);
      }
    }
    expect(['symbol', 'fundSourceId', 'newName', 'index', 'allowListOnly', 'orderIds'].map((key) => fieldLabel(key))).toEqual(['market', 'saved payment details', 'new name', 'index', 'allow list only', 'order ids']);
  });

  it("a server's English sentence keeps English names whatever the language", () => {
    followLanguage(() => 'uk');
    expect(fieldLabel('payment_id')).toBe('мемо');
    expect(serverWords('payment_id must be a string')).toBe('memo must be a string');
  });
});
