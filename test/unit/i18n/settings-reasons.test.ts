/**
 * The settings schema's reasons (electron/core/settings/schema.ts) are whole sentences from the
 * catalogue, said in the language of the moment: inside "Settings not changed: …", "The account
 * cannot be saved: …", "The appliance cannot be saved: …" and the damaged-settings notice. A
 * place in the file is said in words (the saved account's number), never as a dot path.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplianceConnections } from '../../../electron/core/appliance/connections.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { ProfilesService } from '../../../electron/core/keys/profiles.js';
import { recoveryNotice } from '../../../electron/core/settings/recovery.js';
import { checkSettings, MAX_APPLIANCES, MAX_PROFILES } from '../../../electron/core/settings/schema.js';
import { openSettingsStore, type SettingsStore } from '../../../electron/core/settings/store.js';
import { AppError } from '../../../shared/contract/index.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { tempUserData } from '../settings/files.js';
import { englishWords } from './english-words.js';

let dir: string;
let settings: SettingsStore;

beforeEach(() => {
  dir = tempUserData('satchel-settings-reasons-');
  settings = openSettingsStore({ userDataDir: dir });
});
afterEach(() => {
  followLanguage(() => 'en');
  fs.rmSync(dir, { recursive: true, force: true });
});

async function refusal(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

const reason = (input: unknown): string => {
  const checked = checkSettings(input);
  if (checked.ok) throw new Error('the settings were taken');
  return checked.reason;
};

const profile = (i: number) => ({ id: `p${i}`, name: `Account ${i}`, exchangeUrl: 'https://exchange.example', publicKey: `KEY${i}` });
const appliance = (i: number) => ({ id: `a${i}`, name: `Lab ${i}`, url: 'https://adc.example', user: 'nsroot', auth: 'session', pinnedFingerprint: null });

describe("the settings' reasons, in the language of the moment", () => {
  it('a change refused: the reason in Ukrainian, no English word, no field key', async () => {
    followLanguage(() => 'uk');
    const tickers = await refusal(() => settings.update({ polling: { tickersMs: 10 } } as never));
    expect(tickers).toBe('Налаштування не змінено: Інтервал оновлення цін має бути не менше 1 с.');
    const texts = [
      tickers,
      await refusal(() => settings.update({ hideAmounts: 'yes' } as never)),
      await refusal(() => settings.update({ closeToTray: 'yes' } as never)),
      await refusal(() => settings.update({ updates: { check: 'yes' } } as never)),
      await refusal(() => settings.update({ surprise: true } as never)),
      await refusal(() => settings.update({ activeProfileId: 5 } as never)),
      await refusal(() => settings.update({ displayCurrency: 'jpy' } as never)),
    ];
    for (const text of texts) expect(englishWords(text, ['usd', 'uah', 'btc', 'eur', 'rub']), text).toEqual([]);
    expect(texts[6]).toBe('Налаштування не змінено: Валюта відображення має бути однією з таких: usd, uah, btc, eur, rub.');
  });

  it('a place in the file in words: the saved account or appliance by its number', () => {
    const tooLong = 'x'.repeat(61);
    followLanguage(() => 'uk');
    expect(reason({ profiles: [profile(1), { ...profile(2), name: tooLong }] })).toBe('Збережений рахунок № 2: Назва рахунку може мати не більше 60 символів.');
    expect(reason({ appliances: [{ ...appliance(1), user: '' }] })).toBe('Збережений пристрій № 1: Введіть ім’я користувача пристрою.');
    followLanguage(() => 'ru');
    expect(reason({ profiles: [{ ...profile(1), exchangeUrl: 'ftp://x' }] })).toBe(
      'Сохранённый счёт № 1: Адрес биржи должен быть веб-адресом, начинающимся с https:// (http:// — только для этого компьютера), без имени пользователя и пароля.',
    );
    expect(reason({ theme: 'pink' })).toBe('Тема должна быть одной из таких: system, light, dark.');
    followLanguage(() => 'en');
    expect(reason({ profiles: [profile(1), { ...profile(2), name: tooLong }] })).toBe('Saved account 2: A profile name has at most 60 characters.');
    expect(reason({ displayCurrency: 'jpy' })).toBe('The display currency must be one of usd, uah, btc, eur, rub.');
  });

  it('an account or an appliance that cannot be saved, in Ukrainian', async () => {
    settings.update((s) => ({ ...s, profiles: Array.from({ length: MAX_PROFILES }, (_, i) => ({ ...profile(i), gatewayUrl: null, demo: false, demoAccount: null, svcid: null })) }));
    settings.update((s) => ({ ...s, appliances: Array.from({ length: MAX_APPLIANCES }, (_, i) => ({ ...appliance(i), auth: 'session' as const, prefix: '/svc/v1', demo: false })) }));
    const profiles = new ProfilesService({ settings, vault: new MemoryVault(), newId: () => 'p-new' });
    const appliances = new ApplianceConnections({ settings, vault: new MemoryVault(), log: () => undefined });
    followLanguage(() => 'uk');
    const account = await refusal(() => profiles.add({ name: 'New', exchangeUrl: 'https://other.example', apiKey: 'iqxwAbCdEfGh0123456789P0bN', apiSecret: 'Zq8-secret-7c1e5b2f9a44d0e6' }, async () => undefined));
    expect(account).toBe('Рахунок не вдається зберегти: Не більше 50 рахунків.');
    const device = await refusal(() => appliances.add({ name: 'New', url: 'https://adc2.example', user: 'nsroot', password: 'pw', auth: 'session' }));
    expect(device).toBe('Пристрій не вдається зберегти: Не більше 50 пристроїв.');
    expect(await refusal(() => profiles.add({ name: ' ', exchangeUrl: 'https://other.example', apiKey: 'k', apiSecret: 's' }, async () => undefined))).toBe('Дайте рахунку назву.');
  });

  it('the damaged-settings notice says the reason in the language it is shown in', () => {
    fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify({ version: 2, profiles: [profile(1), { ...profile(2), name: 'y'.repeat(61) }] }));
    const store = openSettingsStore({ userDataDir: dir });
    const recovered = store.recovered!;
    followLanguage(() => 'uk');
    const notice = recoveryNotice(recovered);
    expect(notice).toContain('(Збережений рахунок № 2: Назва рахунку може мати не більше 60 символів.)');
    expect(englishWords(notice, [recovered.movedTo])).toEqual([]);
    followLanguage(() => 'en');
    expect(recoveryNotice(recovered)).toContain('(Saved account 2: A profile name has at most 60 characters.)');
  });
});
