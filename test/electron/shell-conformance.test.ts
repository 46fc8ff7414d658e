/**
 * The shell ports' conformance suite (test/support/shell-conformance.ts) against Electron's
 * adapter in real Electron, through Playwright's _electron: the built app on demo servers this
 * test runs, the main window's calls and events through its real preload bridge, the payment
 * window a real child BrowserWindow, the password window a real one answered on its page. The
 * core runs in Electron's main process: the core's side (a question, a save, settled funds) goes
 * through main's test hook (electron/main/test-hook.ts), which launch.ts asks for with
 * SATCHEL_TEST_HOOK=1. A test cannot click a native message box or save dialog, nor read a
 * system notification: those are answered and recorded in main (`electronApp.evaluate`), as in
 * wallet-flows.test.ts. Needs the Electron binary (and a display on Linux); skipped with a plain
 * message where it cannot be had.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ElectronApplication, Page } from 'playwright-core';
import type { EventName, Result } from '../../shared/contract/index.js';
import type { MainTestHook } from '../../electron/main/test-hook.js';
import { TEST_HOOK_GLOBAL } from '../../electron/main/test-hook-names.js';
import { startDemoServers } from '../../electron/demo/index.js';
import { shellConformance, type Answered, type Attempt } from '../support/shell-conformance.js';
import { launchSatchel, skipReason as whySkip } from './launch.js';

const skipReason = whySkip('Electron shell-ports conformance');

type Bridge = { call(name: string, request: unknown): Promise<Result<unknown>>; on(name: string, listener: (payload: unknown) => void): () => void };
type Heard = { heard?: { name: string; payload: unknown }[] };
/** What this test keeps in main: the message boxes asked and answered, the notifications shown. */
type InMain = {
  __satchelBoxes?: { asked: number; answered: number; answer(response: number): void };
  __satchelShown?: string[];
};
type Hooked = Record<string, MainTestHook>;

/** The events the suite reads, kept in the page as its bridge delivers them. */
const LISTENED: EventName[] = ['fiat.windowClosed', 'funds.settled', 'lock.changed', 'notice'];

const callFrom = (page: Page, op: string, request: unknown): Promise<Result<unknown>> =>
  page.evaluate(([name, req]) => (window as unknown as { satchel: Bridge }).satchel.call(name as string, req), [op, request] as const);

/** Waits until `read` gives something; no fixed sleep. */
async function until<T>(read: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 1500; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Gave up waiting for ${what}.`);
}

/**
 * Main's native message boxes answered by this test: each one waits in main until the test gives
 * its answer, so an answer can never come too early or too late. Notifications are recorded in
 * main instead of being put on the desktop.
 */
async function takeOverMainsNativeParts(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ dialog, Notification }) => {
    const scope = globalThis as unknown as InMain;
    const answers: number[] = [];
    const waiting: ((response: number) => void)[] = [];
    const boxes = {
      asked: 0,
      answered: 0,
      answer(response: number) {
        boxes.answered++;
        const next = waiting.shift();
        if (next) next(response);
        else answers.push(response);
      },
    };
    scope.__satchelBoxes = boxes;
    dialog.showMessageBox = (async () => {
      boxes.asked++;
      const response = answers.length > 0 ? answers.shift()! : await new Promise<number>((resolve) => waiting.push(resolve));
      return { response, checkboxChecked: false };
    }) as typeof dialog.showMessageBox;
    const shown: string[] = (scope.__satchelShown = []);
    Notification.prototype.show = function show(this: InstanceType<typeof Notification>) {
      shown.push(`${this.title}: ${this.body}`);
    };
  });
}

/** Main's password window, answered on its own page as a person does; a refusal is read where the page says it. */
async function answerPasswordWindow(asking: Page, attempts: Attempt[]): Promise<Answered> {
  const refusals: string[] = [];
  const field = asking.getByLabel('App password');
  for (const attempt of attempts) {
    if (asking.isClosed()) break;
    if (!attempt.yes) {
      await asking.getByRole('button', { name: 'Don’t do it' }).click();
      break;
    }
    await field.fill(attempt.password ?? '');
    await field.press('Enter');
    // Taken: main closes the window. Refused: the page says why and empties the field for another try.
    const outcome = await until(async () => {
      if (asking.isClosed()) return 'taken';
      const value = await field.inputValue({ timeout: 1000 }).catch(() => null);
      return value === '' && 'refused';
    }, 'main to judge the password');
    if (outcome === 'taken') break;
    refusals.push(((await asking.getByRole('alert').textContent()) ?? '').trim());
  }
  return { passwordField: true, refusals };
}

shellConformance(
  'real Electron (Playwright _electron)',
  async () => {
    const demo = await startDemoServers({ port: 0 });
    const launched = await launchSatchel({ demoServers: demo.ready, testHook: true });
    const saveDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-shell-real-electron-'));
    const { app, page } = launched;
    await takeOverMainsNativeParts(app);
    await page.evaluate((names) => {
      const scope = window as unknown as Heard & { satchel: Bridge };
      scope.heard = [];
      for (const name of names) scope.satchel.on(name, (payload) => scope.heard!.push({ name, payload }));
    }, LISTENED);
    let chosen: string | null = null;
    return {
      // The core's side, in main, through its test hook.
      core: {
        ask: (question) => app.evaluate((_electron, [name, q]) => (globalThis as unknown as Hooked)[name]!.ask(q), [TEST_HOOK_GLOBAL, question] as const),
        save: (file) => app.evaluate((_electron, [name, f]) => (globalThis as unknown as Hooked)[name]!.save(f), [TEST_HOOK_GLOBAL, file] as const),
        settle: (settled) => app.evaluate((_electron, [name, s]) => (globalThis as unknown as Hooked)[name]!.settle(s), [TEST_HOOK_GLOBAL, settled] as const),
      },
      saveDir,
      canCancelSave: true,
      canRestart: true,
      mainEvents: () => page.evaluate(() => ((window as unknown as Heard).heard ?? []) as { name: EventName; payload: unknown }[]),
      callMain: (op, request) => callFrom(page, op, request),
      async answerNextQuestion(attempts) {
        const last = attempts[attempts.length - 1]!;
        const known = new Set(app.windows());
        // A plain question: main's native message box, whose buttons are [confirm, don't]. One that
        // needs the password: main's password window.
        const asked = await until(async () => {
          const waiting = await app.evaluate(() => {
            const boxes = (globalThis as unknown as InMain).__satchelBoxes!;
            return boxes.asked - boxes.answered;
          });
          if (waiting > 0) return { box: true as const };
          const window = app.windows().find((w) => !known.has(w) && !w.isClosed() && w.url().includes('/password.html'));
          return window && { window };
        }, 'a question to reach the person');
        if ('box' in asked) {
          await app.evaluate((_electron, response) => (globalThis as unknown as InMain).__satchelBoxes!.answer(response), last.yes ? 0 : 1);
          return { passwordField: false, refusals: [] };
        }
        return answerPasswordWindow(asked.window, attempts);
      },
      async chooseSaveTarget(where) {
        chosen = where;
        // Main's save dialog, answered once in main.
        await app.evaluate(({ dialog }, filePath) => {
          const original = dialog.showSaveDialog;
          dialog.showSaveDialog = (async () => {
            dialog.showSaveDialog = original;
            return filePath === null ? { canceled: true, filePath: '' } : { canceled: false, filePath };
          }) as typeof dialog.showSaveDialog;
        }, where);
      },
      async savedContent(saved) {
        if (saved.saved === 'file') return readFile(saved.path, 'utf8');
        if (saved.saved === 'download') return saved.content;
        return chosen !== null && existsSync(chosen) ? readFile(chosen, 'utf8') : null;
      },
      async paymentWindow(opened) {
        if (opened.opened !== 'window') throw new Error('Electron opens the payment window itself.');
        const payment = app.windows().find((w) => w.url().endsWith('/gateway.html')) ?? (await app.waitForEvent('window'));
        await payment.waitForURL(/\/gateway\.html$/);
        return {
          page: new URL(payment.url()),
          call: (op, request) => callFrom(payment, op, request),
          close: () => payment.close(),
        };
      },
      noticesShown: () => app.evaluate(() => [...((globalThis as unknown as InMain).__satchelShown ?? [])]),
      async close() {
        await launched.close();
        await demo.close();
        await rm(saveDir, { recursive: true, force: true });
      },
    };
  },
  { skip: skipReason !== null },
);
