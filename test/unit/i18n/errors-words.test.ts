/**
 * The core's refusals (the private API's checks, accounts, appliances, the settings file, the
 * payment gateway's form) are said in the language of the moment they are made: Ukrainian or
 * Russian when that is the language, and the same English as before otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplianceConnections } from '../../../electron/core/appliance/connections.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { GatewayClient } from '../../../electron/core/gateway/client.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { ProfilesService } from '../../../electron/core/keys/profiles.js';
import type { OpenBacking } from '../../../electron/core/settings/backing.js';
import { readSettingsFile } from '../../../electron/core/settings/recovery.js';
import { openSettingsStore, type SettingsStore } from '../../../electron/core/settings/store.js';
import { AppError } from '../../../shared/contract/index.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { tempUserData } from '../settings/files.js';
import { refusalOf } from '../../support/refusal.js';

/** The words a call is refused with. */
const said = async (promise: Promise<unknown>): Promise<string> => (await refusalOf(promise)).message;

let dir: string;
let settings: SettingsStore;

beforeEach(() => {
  dir = tempUserData('satchel-errors-words-');
  settings = openSettingsStore({ userDataDir: dir });
});
afterEach(() => {
  followLanguage(() => 'en');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Nothing listens here: every refusal below is made before anything is sent. */
const privateApi = (credentials = { apiKey: 'PUB-KEY-4f1c2a', apiSecret: 'TOP-SECRET-9d8e7f' }) => {
  const clock = new ServerClock();
  return new PrivateApi({
    transport: new Transport({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 }),
    credentials: async () => credentials,
    nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
    clock,
  });
};

function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);

describe('the core\'s refusals, in the language of the moment', () => {
  it('the private API\'s checks: a count in its plural form, a missing key', async () => {
    followLanguage(() => 'uk');
    expect(await said(privateApi().cancelOrders([]))).toBe('Виберіть принаймні один ордер для скасування.');
    expect(await said(privateApi().cancelOrders(tooMany))).toBe('За один раз можна скасувати щонайбільше 100 ордерів.');
    expect(await said(privateApi().orderHistory({ start: 5, end: 1 }))).toBe('Початок не може бути пізніше за кінець.');
    expect(await said(privateApi({ apiKey: '', apiSecret: '' }).me())).toBe('Для цього рахунку не налаштовано API-ключ.');
    followLanguage(() => 'ru');
    expect(await said(privateApi().cancelOrders(tooMany))).toBe('За один раз можно отменить не более 100 ордеров.');
    followLanguage(() => 'en');
    expect(await said(privateApi().cancelOrders(tooMany))).toBe('At most 100 orders can be cancelled at once.');
    expect(await said(privateApi().orderTrades('btc_uah', 0))).toBe('That is not a valid order id.');
  });

  it('accounts: a missing one, a secret left empty, a name taken by another', async () => {
    const profiles = new ProfilesService({ settings, vault: new MemoryVault(), newId: () => 'p1' });
    const add = (name: string) => profiles.add({ name, exchangeUrl: 'https://exchange.example', apiKey: 'iqxwAbCdEfGh0123456789P0bN', apiSecret: 'Zq8-secret-7c1e5b2f9a44d0e6' }, async () => undefined);
    await add('Main');
    followLanguage(() => 'uk');
    expect(thrown(() => profiles.get('p-gone'))).toBe('Цей рахунок більше не збережено в Satchel.');
    expect(await said(profiles.add({ name: 'Other', exchangeUrl: 'https://exchange.example', apiKey: 'k', apiSecret: ' ' }, async () => undefined))).toBe('Введіть API-секрет.');
    expect(await said(add('main'))).toBe('Інший рахунок уже має цю назву. Виберіть іншу назву.');
    followLanguage(() => 'ru');
    expect(thrown(() => profiles.get('p-gone'))).toBe('Этот счёт больше не сохранён в Satchel.');
    followLanguage(() => 'en');
    expect(thrown(() => profiles.get('p-gone'))).toBe('This account is no longer saved in Satchel.');
  });

  it('appliances: none set up yet, a password left empty', async () => {
    const appliances = new ApplianceConnections({ settings, vault: new MemoryVault(), log: () => undefined });
    followLanguage(() => 'uk');
    expect(thrown(() => appliances.active())).toBe('Мережевий пристрій ще не налаштовано. Додайте його в Налаштуваннях, у розділі «Пристрої».');
    expect(await said(appliances.add({ name: 'Lab', url: 'https://adc.example', user: 'nsroot', password: '', auth: 'session' }))).toBe('Введіть пароль.');
    followLanguage(() => 'ru');
    expect(thrown(() => appliances.active())).toBe('Сетевое устройство ещё не настроено. Добавьте его в Настройках, в разделе «Устройства».');
    followLanguage(() => 'en');
    expect(thrown(() => appliances.active())).toBe('No appliance is set up yet. Add one in Settings, under Appliances.');
  });

  it('appliances: a certificate to trust on a plain http:// one', async () => {
    settings.update((s) => ({ ...s, appliances: [{ id: 'a-1', name: 'Lab', url: 'http://127.0.0.1:8080', user: 'nsroot', auth: 'session', prefix: '/svc/v1', pinnedFingerprint: null, demo: false }] }));
    const appliances = new ApplianceConnections({ settings, vault: new MemoryVault(), log: () => undefined });
    const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
    followLanguage(() => 'uk');
    expect(await said(appliances.presented('a-1', fingerprint))).toBe('До «Lab» Satchel звертається через звичайний http: сертифіката, якому можна довіряти, немає.');
    followLanguage(() => 'ru');
    expect(await said(appliances.presented('a-1', fingerprint))).toBe('К «Lab» Satchel обращается по обычному http: сертификата, которому можно доверять, нет.');
    followLanguage(() => 'en');
    expect(await said(appliances.presented('a-1', fingerprint))).toBe('“Lab” is reached over plain http: there is no certificate to trust.');
  });

  it('the settings file: one that cannot be read, a change that cannot be saved', () => {
    const notAFolder = path.join(dir, 'file');
    fs.writeFileSync(notAFolder, '');
    const inside = path.join(notAFolder, 'settings.json');
    followLanguage(() => 'uk');
    expect(thrown(() => readSettingsFile(inside))).toBe(`Satchel не може прочитати свій файл налаштувань ${inside} (ENOTDIR). Перевірте права доступу до файлу й запустіть Satchel знову.`);
    const backing: OpenBacking = ({ cwd, configName }) => ({
      path: path.join(cwd, `${configName}.json`),
      get store() {
        return {};
      },
      set store(_value) {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    });
    const full = openSettingsStore({ userDataDir: dir, backing });
    expect(thrown(() => full.update({ theme: 'dark' }))).toBe(`Satchel не зміг зберегти налаштування в ${full.path}. Перевірте вільне місце на диску та права доступу до папки.`);
    followLanguage(() => 'ru');
    expect(thrown(() => full.update({ theme: 'dark' }))).toBe(`Satchel не смог сохранить настройки в ${full.path}. Проверьте свободное место на диске и права доступа к папке.`);
    followLanguage(() => 'en');
    expect(thrown(() => readSettingsFile(inside))).toBe(`Satchel cannot read its settings file ${inside} (ENOTDIR). Check the file's permissions and start Satchel again.`);
  });

  it('the payment gateway\'s form that goes elsewhere, an amount that is no number', async () => {
    const gateway = new GatewayClient('https://pay.example');
    followLanguage(() => 'uk');
    expect(thrown(() => gateway.form('https://evil.example/pay', 'POST', []))).toBe('Платіжний шлюз попросив надіслати платіжну форму на evil.example, а не на нього самого (pay.example). Satchel її не надіслав.');
    expect(thrown(() => gateway.form('/pay', 'PUT', []))).toBe('Платіжний шлюз попросив форму PUT, яку Satchel не надсилає.');
    expect(await said(gateway.payoutServices('uah', 'abc', 'pk'))).toBe('Сума не є числом. Запишіть її, наприклад, так: 100,50.');
    followLanguage(() => 'ru');
    expect(thrown(() => gateway.form('/pay', 'PUT', []))).toBe('Платёжный шлюз запросил форму PUT, которую Satchel не отправляет.');
    followLanguage(() => 'en');
    expect(thrown(() => gateway.form('https://evil.example/pay', 'POST', []))).toBe('The payment gateway asked to send the payment form to evil.example, not to itself (pay.example). Satchel did not send it.');
  });
});
