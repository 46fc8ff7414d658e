/**
 * The core's sentences that were English or glued from English pieces: the confirmation's
 * address verdict, the kept withdrawal guard, a policy change's detail, a refused server address
 * and the notice of a damaged settings file are each made whole in the language of the moment,
 * and the English stays as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PinnedAccount } from '../../../electron/core/account/pinned-account.js';
import { changeDetail } from '../../../electron/core/appliance/weakening.js';
import type { Session } from '../../../electron/core/base/session.js';
import { codeCreation, type CreateCodeNeeds } from '../../../electron/core/codes/create.js';
import { payout, type PayoutNeeds } from '../../../electron/core/fiat/payout.js';
import { addressOrRefuse, destinationLines } from '../../../electron/core/funds/destination.js';
import { describeGuard, WithdrawalGuard } from '../../../electron/core/funds/guard.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { ProfilesService } from '../../../electron/core/keys/profiles.js';
import type { GuardSettings } from '../../../electron/core/settings/schema.js';
import { createServices } from '../../../electron/core/services.js';
import { openSettingsStore } from '../../../electron/core/settings/store.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { serverAddressText } from '../../../shared/security/server-address.js';
import { startServer } from '../../support/http.js';
import { tempUserData } from '../settings/files.js';

afterEach(() => followLanguage(() => 'en'));

const BTC = { code: 'btc', explorerLink: '' };
const SEGWIT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const checkedLine = (address: string) => destinationLines(address, { check: addressOrRefuse(BTC, address), lookAlike: null })[1];

const guard = (over: Partial<GuardSettings>): GuardSettings => ({ addresses: [], rules: {}, sent: [], ...over });
const saved = (address: string) => ({ currency: 'btc', address, memo: null, label: '' });
const fullGuard = guard({
  addresses: [saved('a1'), saved('a2'), saved('a3'), saved('a4'), saved('a5')],
  rules: { usdt: { allowListOnly: true, dailyLimit: '1000.5' }, btc: { allowListOnly: true, dailyLimit: '0.25' }, eth: { allowListOnly: true, dailyLimit: null } },
});

describe('the withdrawal question\'s address verdict', () => {
  it('says a checked address in Ukrainian and Russian, and as before in English', () => {
    followLanguage(() => 'uk');
    expect(checkedLine(SEGWIT)).toBe('Перевірено: це SegWit-адреса Bitcoin.');
    followLanguage(() => 'ru');
    expect(checkedLine(SEGWIT)).toBe('Проверено: это SegWit-адрес Bitcoin.');
    followLanguage(() => 'en');
    expect(checkedLine(SEGWIT)).toBe('Checked: this is a Bitcoin SegWit address.');
  });
});

describe('what removing an account says is kept of its withdrawal guard', () => {
  it('counts saved addresses in their plural forms and lists limits and currencies in Ukrainian', () => {
    followLanguage(() => 'uk');
    expect(describeGuard(guard({ addresses: [saved('a1')] }))).toBe('1 збережена адреса');
    expect(describeGuard(guard({ addresses: [saved('a1'), saved('a2')] }))).toBe('2 збережені адреси');
    expect(describeGuard(fullGuard)).toBe('5 збережених адрес, добові ліміти 0,25 BTC і 1\u00a0000,5 USDT, BTC, ETH і USDT лише на збережені адреси');
    expect(describeGuard(guard({ rules: { usdt: { allowListOnly: false, dailyLimit: '100' } } }))).toBe('добовий ліміт 100 USDT');
  });

  it('writes the daily limit\'s refusal with the language\'s decimal comma', () => {
    const dir = tempUserData('satchel-guard-words-');
    try {
      const kept = new WithdrawalGuard(openSettingsStore({ userDataDir: dir }), 'p1');
      kept.setRule('usdt', false, '1000.5');
      kept.record('usdt', '600.25');
      followLanguage(() => 'uk');
      expect(() => kept.checkLimit('usdt', '500')).toThrow(
        'Зупинено захистом виведення: добовий ліміт для USDT — 1\u00a0000,5 USDT. За останні 24 години Satchel надіслав 600,25 USDT, а ця операція забрала б 500 USDT; зараз можна вивести ще не більше ніж 400,25 USDT.',
      );
      followLanguage(() => 'en');
      expect(() => kept.checkLimit('usdt', '500')).toThrow('the daily limit for USDT is 1,000.5 USDT. Satchel sent 600.25 USDT');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says it in Russian, and in English as before', () => {
    followLanguage(() => 'ru');
    expect(describeGuard(fullGuard)).toBe('5 сохранённых адресов, суточные лимиты 0,25 BTC и 1\u00a0000,5 USDT, BTC, ETH и USDT только на сохранённые адреса');
    followLanguage(() => 'en');
    expect(describeGuard(fullGuard)).toBe('5 saved addresses, daily limits of 0.25 BTC and 1,000.5 USDT, BTC, ETH and USDT only to saved addresses');
    expect(describeGuard(guard({ addresses: [saved('a1')], rules: { usdt: { allowListOnly: false, dailyLimit: '100' } } }))).toBe('1 saved address, a daily limit of 100 USDT');
  });
});

describe('the detail of a policy change', () => {
  const policy = { name: 'block-bots', rule: 'HTTP.REQ.URL.CONTAINS("bot")', action: 'DENY' as const };

  it('is written in Ukrainian and Russian (their quote marks «…»), the rule and actions as the appliance has them', () => {
    followLanguage(() => 'uk');
    expect(changeDetail(policy, { action: 'ALLOW', rule: 'true' })).toBe(
      [
        'Політика: «block-bots»',
        'Дія: DENY → ALLOW',
        'Правило зараз: «HTTP.REQ.URL.CONTAINS("bot")»',
        'Правило після зміни: «true»',
        'Зараз вона відхиляє запити: після зміни вона може пропускати те, що зараз зупиняє.',
      ].join('\n'),
    );
    expect(changeDetail({ ...policy, action: 'ALLOW' }, { rule: 'true' }).split('\n').at(-1)).toBe(
      'Змінене правило чи дія можуть пропускати запити, які зараз відхиляються.',
    );
    followLanguage(() => 'ru');
    expect(changeDetail(policy, { action: 'ALLOW' }).split('\n')).toEqual([
      'Политика: «block-bots»',
      'Действие: DENY → ALLOW',
      'Сейчас она отклоняет запросы: после изменения она может пропускать то, что сейчас останавливает.',
    ]);
  });

  it('stays as it was in English', () => {
    expect(changeDetail(policy, { action: 'ALLOW', rule: 'true' })).toBe(
      [
        'Policy: “block-bots”',
        'Action: DENY → ALLOW',
        'Rule now: “HTTP.REQ.URL.CONTAINS("bot")”',
        'Rule after: “true”',
        'It denies requests now: changed, it may let through what it stops.',
      ].join('\n'),
    );
  });
});

describe('a refused exchange or gateway address', () => {
  it('is a whole sentence about the field in Ukrainian and Russian', () => {
    followLanguage(() => 'uk');
    expect(serverAddressText('gateway', 'plain-http')).toBe(
      'Адреса платіжного шлюзу має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).',
    );
    expect(serverAddressText('exchange', 'credentials')).toBe('Адреса біржі не повинна містити імені користувача чи пароля.');
    followLanguage(() => 'ru');
    expect(serverAddressText('exchange', 'not-web-address')).toBe('Адрес биржи — не веб-адрес. Используйте, например, https://exchange.example.');
  });

  it('stays as it was in English', () => {
    expect(serverAddressText('exchange', 'plain-http')).toBe(
      'The exchange address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).',
    );
    expect(serverAddressText('gateway', 'scheme')).toBe('The payment gateway address must start with https://.');
    expect(serverAddressText({ named: 'SATCHEL_EXCHANGE_URL' }, 'not-web-address')).toBe('SATCHEL_EXCHANGE_URL is not a web address. Use one like https://exchange.example.');
  });
});

describe('the notice of a settings file that could not be read', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The notice a core gives after starting over a settings file holding `text`, in `language`. */
  function noticeOver(text: string, language: 'en' | 'uk' | 'ru'): string {
    const dir = tempUserData('satchel-notice-');
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'settings.json'), text);
    const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: false, shell: 'browser', version: 't', userDataDir: dir, vault: new MemoryVault(), log: () => {} });
    try {
      // The core follows its settings' language; the test then speaks the language asked for.
      followLanguage(() => language);
      const notices = services.takeNotices();
      expect(notices).toHaveLength(1);
      return notices[0]!.message.replace(dir, '<dir>');
    } finally {
      services.close();
    }
  }

  it('is whole sentences per reason in Ukrainian and Russian', () => {
    expect(noticeOver('{ not json', 'uk')).toMatch(
      /^Не вдалося прочитати файл налаштувань: він не є коректним JSON \(можливо, його обрізано або змінено вручну\)\. Satchel запустився з типовими налаштуваннями, а старий файл зберіг тут: <dir>\/settings\.corrupt-.*\.json\.$/,
    );
    expect(noticeOver(JSON.stringify({ version: 3 }), 'ru')).toMatch(
      /^Не удалось прочитать файл настроек: он не соответствует тому, что ожидает Satchel \(.*\)\. Satchel запустился с настройками по умолчанию, а старый файл сохранил здесь: <dir>\/settings\.corrupt-.*\.json\.$/,
    );
  });

  it('stays as it was in English', () => {
    expect(noticeOver('{ not json', 'en')).toMatch(
      /^Your settings file could not be read \(The settings file is not valid JSON \(it may have been cut off or edited by hand\)\.\)\. Satchel started with default settings and kept the old file at <dir>\/settings\.corrupt-.*\.json\.$/,
    );
  });
});

describe('the amounts in the questions of a transfer code and a payout', () => {
  const account = { name: 'Main' } as PinnedAccount;
  const codeNeeds = {
    currencies: () => ({ byCode: async () => ({ code: 'usdt', precision: { real: 6 } }) }),
    privateApi: () => ({ wallets: async () => [{ currency: 'usdt', available: '5000' }] }),
    guard: () => null,
  } as unknown as CreateCodeNeeds;
  const codeQuestion = async (amount: string) => {
    const change = codeCreation(codeNeeds, { amount, currency: 'usdt' });
    return (await change.question!(await change.plan(account), account))!;
  };
  const summary = { currency: 'uah', amount: '1250.5', fee: '12.75', receive: '1250.5', debit: '1263.25', feeIncluded: false };
  const payoutQuestion = async (plan: { to: string }) => {
    const change = payout({ settings: { get: () => ({ language: 'uk' }) } } as unknown as PayoutNeeds, { amount: '1250.5', service: 'card_uah', fields: {} }, {} as Session);
    return (await change.question!({ summary, method: 'Visa/Mastercard', testMode: false, ...plan } as never, { currency: 'uah', profileName: 'Main' } as never))!;
  };

  it('are written with the language\'s symbols and quote marks in Ukrainian and Russian (`1 234,5`, «…»), every digit kept', async () => {
    followLanguage(() => 'uk');
    const code = await codeQuestion('1234.5');
    expect(code.message).toBe('Створити код на 1\u00a0234,5 USDT?');
    expect(code.confirmLabel).not.toMatch(/\d\.\d/);
    expect(code.detail).toContain('Сума: 1\u00a0234,5 USDT');
    const paid = await payoutQuestion({ to: '**** 1111' });
    expect(paid.message).toBe('Виплатити 1\u00a0250,5 UAH через «Visa/Mastercard» на «**** 1111»?');
    expect(paid.detail).toContain('Одержувач отримає: 1\u00a0250,5 UAH');
    expect(paid.detail).toContain('Комісія: 12,75 UAH');
    expect(paid.detail).toContain('Списується з вашого балансу: 1\u00a0263,25 UAH');
    expect(`${paid.message}\n${paid.detail}\n${paid.confirmLabel}`).not.toMatch(/\d\.\d/);
    followLanguage(() => 'ru');
    expect((await codeQuestion('0.125')).message).toBe('Создать код на 0,125 USDT?');
  });

  it('group thousands in English too, as the window does', async () => {
    expect((await codeQuestion('1234.5')).message).toBe('Create a code worth 1,234.5 USDT?');
    const paid = await payoutQuestion({ to: '**** 1111' });
    expect(paid.message).toBe('Pay out 1,250.5 UAH through “Visa/Mastercard” to “**** 1111”?');
    expect(paid.detail).toContain('Taken from your balance: 1,263.25 UAH');
  });
});

describe('the refusals of a saved account and of a server\'s answer', () => {
  const KEY = 'iqxwAbCdEfGh0123456789P0bN';
  const input = { name: 'Main account', exchangeUrl: 'https://exchange.example', gatewayUrl: null, apiKey: KEY, apiSecret: 'Zq8-secret-7c1e5b2f9a44d0e6' };
  const rejection = (promise: Promise<unknown>) => promise.then(() => new Error('expected a refusal'), (e: unknown) => e as Error);
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('say a saved account\'s trouble in Ukrainian and Russian, and as before in English', async () => {
    dir = tempUserData('satchel-profile-words-');
    const vault = new MemoryVault();
    const service = new ProfilesService({ settings: openSettingsStore({ userDataDir: dir }), vault, newId: () => 'p1' });
    await service.add(input, async () => undefined);
    followLanguage(() => 'uk');
    expect((await rejection(service.add({ ...input, name: 'Again' }, async () => undefined))).message).toBe('Цей ключ уже збережено як «Main account».');
    expect((await rejection(service.add({ ...input, name: 'main account', apiKey: `${KEY}2` }, async () => undefined))).message).toBe('Інший рахунок уже має цю назву. Виберіть іншу назву.');
    expect(() => service.get('p9')).toThrow('Цей рахунок більше не збережено в Satchel.');
    const saved = service.get('p1');
    expect(() => service.assertUsable({ ...saved, gatewayUrl: 'http://pay.example' })).toThrow(
      'Рахунок «Main account» збережено зі звичайною адресою платіжного шлюзу http:// (pay.example): будь-що в мережі на шляху може читати й змінювати обмін із ним, тому Satchel її не використовує. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1). Видаліть рахунок у Налаштуваннях і додайте його знову з адресою https://.',
    );
    await vault.delete('profile:p1');
    followLanguage(() => 'ru');
    expect((await rejection(service.credentialsFor('p1'))).message).toBe(
      'API-секрета счёта «Main account» больше нет в системном хранилище ключей. Удалите счёт и добавьте его ключ снова.',
    );
    followLanguage(() => 'en');
    expect((await rejection(service.add({ ...input, name: 'Again' }, async () => undefined))).message).toBe('This key is already saved as “Main account”.');
  });

  it('say an answer that is not JSON in Ukrainian, and as before in English', async () => {
    const server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{ not json'));
    try {
      const transport = new Transport({ baseUrl: server.url, retryDelaysMs: [1, 1], sleep: async () => undefined });
      const host = new URL(server.url).host;
      followLanguage(() => 'uk');
      expect((await rejection(transport.send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false }))).message).toBe(
        `Сервер біржі (${host}) надіслав дані, що не є коректним JSON.`,
      );
      followLanguage(() => 'en');
      expect((await rejection(transport.send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false }))).message).toBe(`The exchange at ${host} sent data that is not valid JSON.`);
    } finally {
      await server.close();
    }
  });
});
