/**
 * Main's native dialogs speak the person's language (issue 24): the confirmation box, the save
 * dialog, the password window's replies, the folder-lock box and the start's refusals of an
 * exchange given in the environment. Each is made when it is shown, so a change of language
 * counts at once; English stays word for word as it was (the other tests of these files read it).
 */
import os from 'node:os';
import path from 'node:path';
import type { IpcMainInvokeEvent, MessageBoxOptions, SaveDialogOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { PASSWORD_ANSWER_CHANNEL, type PasswordReply } from '../../../shared/password-dialog.js';
import type { ConfirmRequest, PasswordJudge } from '../../../electron/core/confirm/confirm.js';
import { InstanceLocked } from '../../../electron/core/settings/instance-lock.js';
import { appHandlers, type AppNeeds } from '../../../electron/core/ipc/handlers/app.js';
import { dialogConfirmer } from '../../../electron/main/confirm-dialog.js';
import { chooseExchange, exchangeFixedBy } from '../../../electron/main/exchange-choice.js';
import { takeFolderLock } from '../../../electron/main/folder-lock.js';
import { PasswordDialog, type PasswordWindow } from '../../../electron/main/password-dialog.js';
import { dialogSaveFile } from '../../../electron/main/save-file.js';
import { gatewayWindowOptions } from '../../../electron/main/gateway-window.js';
import { bindOperations } from '../../../electron/main/ipc.js';
import { savedLanguage } from '../../../electron/main/start-language.js';

const session = { id: 's1', kind: 'main' as const, emit: () => undefined };
const request: ConfirmRequest = { title: 'Satchel', message: 'Скасувати ордер 7?', detail: '', confirmLabel: 'Скасувати ордер' };

afterEach(() => followLanguage(() => 'en'));

async function confirmButtons(): Promise<MessageBoxOptions> {
  const shown: MessageBoxOptions[] = [];
  const ask = dialogConfirmer(async (_window, options) => (shown.push(options), { response: 1, checkboxChecked: false }), () => null);
  expect(await ask(session, request, async () => undefined)).toBe(false);
  return shown[0]!;
}

async function saveDialog(suggestedName: string, title?: string): Promise<SaveDialogOptions> {
  const asked: SaveDialogOptions[] = [];
  const save = dialogSaveFile(async (_window, options) => (asked.push(options), { canceled: true, filePath: '' }), async () => undefined, () => null);
  await save(session, { suggestedName, content: '', ...(title ? { title } : {}) });
  return asked[0]!;
}

function lockBox(holder: InstanceLocked['holder']): [string, string] {
  const shell = { showErrorBox: vi.fn(), exit: vi.fn() };
  takeFolderLock('/u', shell, () => {
    throw new InstanceLocked('/u/satchel.lock', holder);
  });
  return shell.showErrorBox.mock.calls[0] as [string, string];
}

const exchangeRefusal = (env: Record<string, string>): string => {
  try {
    chooseExchange(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('chooseExchange took it');
};

/** The password window's replies: its page answers, main replies in the language now. */
async function passwordWindowReplies(judge: PasswordJudge) {
  let handler: ((event: IpcMainInvokeEvent, yes: unknown, password: unknown) => Promise<PasswordReply>) | null = null;
  const mainFrame = { url: 'app://satchel/password.html?title=Satchel', origin: 'app://satchel', detached: false };
  const window: PasswordWindow = {
    webContents: { mainFrame },
    isDestroyed: () => false,
    loadURL: async () => undefined,
    once: () => undefined,
    on: () => undefined,
    show: () => undefined,
    close: () => undefined,
  };
  let opened: () => void = () => undefined;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const dialog = new PasswordDialog({
    ipcMain: { handle: (channel: string, listener: typeof handler) => void (channel === PASSWORD_ANSWER_CHANNEL && (handler = listener)), removeHandler: () => undefined } as never,
    createWindow: () => (opened(), window),
    log: () => undefined,
  });
  void dialog.ask(request, judge);
  // Questions wait their turn: the window is made a moment later.
  await open;
  const reply = (password: unknown, frame: object = mainFrame) => handler!({ sender: window.webContents, senderFrame: frame } as unknown as IpcMainInvokeEvent, true, password);
  return { reply, close: () => dialog.close() };
}

describe('main’s native dialogs in the person’s language', () => {
  it('the confirmation box’s safe answer, in Ukrainian and in Russian, English unchanged', async () => {
    followLanguage(() => 'uk');
    expect((await confirmButtons()).buttons).toEqual(['Скасувати ордер', 'Не робити']);
    followLanguage(() => 'ru');
    expect((await confirmButtons()).buttons).toEqual(['Скасувати ордер', 'Не делать']);
    followLanguage(() => 'en');
    expect((await confirmButtons()).buttons).toEqual(['Скасувати ордер', 'Don’t do it']);
  });

  it('the save dialog’s title, button and kinds of file', async () => {
    followLanguage(() => 'uk');
    expect(await saveDialog('satchel-history.csv')).toMatchObject({ title: 'Експорт', buttonLabel: 'Експортувати', filters: [{ name: 'CSV (значення, розділені комами)', extensions: ['csv'] }] });
    expect((await saveDialog('satchel-diagnostics.txt', 'Експортувати діагностику')).filters).toEqual([{ name: 'Текст', extensions: ['txt'] }]);
    followLanguage(() => 'en');
    expect(await saveDialog('satchel-history.csv')).toMatchObject({ title: 'Export', buttonLabel: 'Export', filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }] });
  });

  it('the password window’s replies: an answer from elsewhere, no password, a check that failed', async () => {
    followLanguage(() => 'uk');
    const asked = await passwordWindowReplies(async () => {
      throw new Error('keychain gone');
    });
    expect(await asked.reply('x', { url: 'app://satchel/index.html', origin: 'app://satchel' })).toEqual({ ok: false, message: 'Відхилено: ця відповідь надійшла не з вікна пароля Satchel.' });
    expect(await asked.reply(42)).toEqual({ ok: false, message: 'Введіть пароль застосунку.' });
    expect(await asked.reply('pass')).toEqual({ ok: false, message: 'Satchel не вдалося перевірити пароль. Спробуйте знову.' });
    followLanguage(() => 'en');
    expect(await asked.reply('pass')).toEqual({ ok: false, message: 'Satchel could not check the password. Try again.' });
    asked.close();
    // The core's own refusal (a wrong password) is passed on as the core wrote it.
    const judged = await passwordWindowReplies(async () => {
      throw new AppError('validation', 'Неправильний пароль.');
    });
    expect(await judged.reply('pass')).toEqual({ ok: false, message: 'Неправильний пароль.' });
    judged.close();
  });

  it('the box saying another Satchel holds the folder', () => {
    followLanguage(() => 'uk');
    const [title, content] = lockBox({ pid: 4242, host: 'elsewhere', shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' });
    expect(title).toBe('Satchel уже запущено');
    expect(content).toBe(
      'Satchel уже працює з цією папкою даних користувача: процес 4242 на комп’ютері «elsewhere» (режим браузера, запущено 2025-01-01T00:00:00.000Z) утримує файл /u/satchel.lock. Користуйтеся тим, що вже запущено, або спершу зупиніть його. Якщо цього процесу вже немає, видаліть файл і запустіть Satchel знову.',
    );
    expect(lockBox(null)[1]).toBe('Інший Satchel саме зараз запускається з цією папкою даних користувача (/u/satchel.lock). Зачекайте на нього або зупиніть його й спробуйте знову.');
    followLanguage(() => 'ru');
    expect(lockBox(null)[0]).toBe('Satchel уже запущен');
    followLanguage(() => 'en');
    expect(lockBox({ pid: 4242, host: 'elsewhere', shell: 'electron', startedAt: '2025-01-01T00:00:00.000Z' })).toEqual([
      'Satchel is already running',
      'Satchel is already running with this user-data folder: process 4242 on the computer “elsewhere” (the desktop app, started 2025-01-01T00:00:00.000Z) holds /u/satchel.lock. Use that one, or stop it first. If that process is gone, delete the file and start again.',
    ]);
  });

  it('Settings’ note on the exchange the run was started with follows a change of language after the start', async () => {
    // Main says it once at start; the window asks for it later, maybe after a change of language.
    const fixedBy = exchangeFixedBy({ kind: 'configured', url: 'https://api.example.com' }) ?? undefined;
    const app = appHandlers({ options: { version: '1', shell: 'electron', demo: false, exchangeUrl: 'https://api.example.com', userDataDir: '/u', exchangeFixedBy: fixedBy }, exchangeUrl: () => 'https://api.example.com' } as unknown as AppNeeds);
    const info = async () => (await app['app.info']({} as never, {} as never)) as { exchangeFixedBy: string | null };
    expect((await info()).exchangeFixedBy).toBe('the SATCHEL_EXCHANGE_URL environment variable');
    followLanguage(() => 'uk');
    expect((await info()).exchangeFixedBy).toBe('змінна середовища SATCHEL_EXCHANGE_URL');
    followLanguage(() => 'ru');
    expect((await info()).exchangeFixedBy).toBe('переменная окружения SATCHEL_EXCHANGE_URL');
  });

  it('main’s other words: the payment window’s title, a request refused or failed in main', async () => {
    type Handler = (event: unknown, request: unknown) => Promise<unknown>;
    const handlers = new Map<string, Handler>();
    const mainFrame = { url: 'app://satchel/index.html', origin: 'app://satchel', detached: false };
    const window = { isDestroyed: () => false, webContents: { mainFrame, isDestroyed: () => false } };
    const core = { handle: async () => Promise.reject(new Error('boom')) };
    bindOperations({ ipcMain: { handle: (channel: string, handler: Handler) => void handlers.set(channel, handler), removeHandler: () => undefined } as never, core: core as never, target: () => ({ window, session }) as never, log: () => undefined });
    const fees = handlers.get('satchel:market.fees')!;
    followLanguage(() => 'uk');
    expect(gatewayWindowOptions({ preload: '/p.cjs', parent: undefined, devTools: false }).title).toBe('Satchel — оплата');
    expect(await fees({ sender: window.webContents, senderFrame: mainFrame }, {})).toEqual({ ok: false, error: { kind: 'internal', message: 'У Satchel сталася внутрішня помилка.' } });
    expect(await fees({ sender: {}, senderFrame: mainFrame }, {})).toEqual({ ok: false, error: { kind: 'validation', message: 'Відхилено: цей запит надійшов не з власного вікна Satchel.' } });
    followLanguage(() => 'en');
    expect(gatewayWindowOptions({ preload: '/p.cjs', parent: undefined, devTools: false }).title).toBe('Satchel — payment');
  });

  it('before the core reads the settings, main speaks the saved language (English when none can be read)', () => {
    const file = (text: string) => (name: string) => (expect(name).toBe(path.join('/u', 'settings.json')), text);
    expect(savedLanguage('/u', file(JSON.stringify({ version: 1, language: 'uk' })))).toBe('uk');
    expect(savedLanguage('/u', file(JSON.stringify({ language: 'ru' })))).toBe('ru');
    expect(savedLanguage('/u', file(JSON.stringify({ language: 'de' })))).toBe('en');
    expect(savedLanguage('/u', file('{ damaged'))).toBe('en');
    expect(savedLanguage('/u', file('null'))).toBe('en');
    expect(savedLanguage(path.join(os.tmpdir(), 'satchel-no-such-folder'))).toBe('en');
  });

  it('the start’s refusal of an exchange set in the environment', () => {
    followLanguage(() => 'uk');
    expect(exchangeRefusal({ SATCHEL_EXCHANGE_URL: 'http://api.example.com' })).toBe(
      'SATCHEL_EXCHANGE_URL має починатися з https://. Звичайний http:// дозволено лише для цього комп’ютера (localhost, 127.0.0.1, ::1).',
    );
    expect(exchangeRefusal({ SATCHEL_DEMO_SERVERS: 'not json' })).toBe('SATCHEL_DEMO_SERVERS має бути рядком JSON, який виводить `npm run sim`.');
    followLanguage(() => 'en');
    expect(exchangeRefusal({ SATCHEL_EXCHANGE_URL: 'http://api.example.com' })).toBe(
      'SATCHEL_EXCHANGE_URL must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).',
    );
  });
});
