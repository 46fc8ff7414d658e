/**
 * The shell ports' conformance suite (test/support/shell-conformance.ts) against Electron's
 * adapter (electron/main/shell-ports.ts) with `electron` faked at the module boundary
 * (fake-electron.ts: windows, dialogs and ipcMain record what the adapter does; Notification is
 * replaced here to record what it shows). The core is the real one, made with the adapter's
 * ports, on the real demo servers; the windows' calls go through main's real IPC binding (ipc.ts).
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { EVENT_CHANNEL, type EventName, type Result } from '../../../shared/contract/index.js';
import { PASSWORD_ANSWER_CHANNEL, type PasswordReply } from '../../../shared/password-dialog.js';
import { shellConformance, type Answered, type Attempt } from '../../support/shell-conformance.js';
import { h } from './fake-electron.js';

const shown = vi.hoisted(() => [] as string[]);

vi.mock('electron', async () => ({
  ...(await import('./fake-electron.js')).electronModule(),
  Notification: class {
    static isSupported = () => true;
    constructor(private readonly options: { title: string; body: string }) {}
    show() {
      shown.push(`${this.options.title}: ${this.options.body}`);
    }
  },
}));

type Window = InstanceType<typeof h.FakeWindow>;
const senderOf = (window: Window) => ({ sender: window.webContents, senderFrame: window.mainFrame });

shellConformance('Electron (electron faked at the module boundary)', async () => {
  const electron = await import('electron');
  const { coreOver, createServices } = await import('../../../electron/core/app.js');
  const { startDemoServers } = await import('../../../electron/demo/index.js');
  const { MemoryVault } = await import('../../../electron/core/keys/memory-vault.js');
  const { electronShell } = await import('../../../electron/main/shell-ports.js');
  const { bindOperations } = await import('../../../electron/main/ipc.js');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'satchel-shell-electron-'));
  const demo = await startDemoServers({ port: 0 });
  const mainWindow = new h.FakeWindow({});
  await mainWindow.loadURL('app://satchel/index.html');
  const adapter = electronShell({ mainWindow: () => mainWindow as never, preloads: { gateway: '/preload/gateway.cjs', password: '/preload/password.cjs' }, log: () => undefined });
  const services = createServices({
    ports: adapter.ports,
    exchangeUrl: demo.exchange.url,
    gatewayUrl: demo.gatewayUrl,
    demo: true,
    demoAccounts: demo.ready.accounts,
    shell: 'electron',
    version: 'test',
    userDataDir: dir,
    vault: new MemoryVault(),
    timeoutMs: 3000,
  });
  const core = coreOver(services);
  const main = core.openSession((name, payload) => mainWindow.webContents.send(EVENT_CHANNEL, name, payload));
  const target = { window: mainWindow, session: main };
  const unbind = bindOperations({ ipcMain: electron.ipcMain, core, target: () => target, others: () => [adapter.payment()].filter((p) => p !== null), log: () => undefined });
  const invoke = async (window: Window, op: string, request: unknown) => (await h.ipcHandlers.get(`satchel:${op}`)!(senderOf(window), request)) as Result<unknown>;
  const showMessageBox = vi.mocked(electron.dialog.showMessageBox);
  const showSaveDialog = vi.mocked(electron.dialog.showSaveDialog);
  const passwordWindows = () => h.windows.filter((w) => w.mainFrame.url.startsWith('app://satchel/password.html'));
  let chosen: string | null = null;

  return {
    core: {
      ask: (question) => services.confirm(main, question),
      save: (file) => services.saveFile(main, file),
      settle: (settled) => services.events.emit('funds.settled', settled),
    },
    saveDir: dir,
    canCancelSave: true,
    canRestart: true,
    // A restart is app.relaunch() and then app.quit(), whose path closes the core first.
    restarts: async () => h.order.filter((call, i) => call === 'app.relaunch' && h.order[i + 1] === 'app.quit').length,
    mainEvents: async () => mainWindow.sent.filter((m) => m[0] === EVENT_CHANNEL).map((m) => ({ name: m[1] as EventName, payload: m[2] })),
    callMain: (op, request) => invoke(mainWindow, op, request),
    answerNextQuestion(attempts: Attempt[]): Promise<Answered> {
      const last = attempts[attempts.length - 1]!;
      const known = new Set(passwordWindows());
      return new Promise<Answered>((resolve, reject) => {
        let done = false;
        // A plain question: the native box, whose buttons are [confirm, don't].
        showMessageBox.mockImplementationOnce(async () => {
          done = true;
          resolve({ passwordField: false, refusals: [] });
          return { response: last.yes ? 0 : 1, checkboxChecked: false };
        });
        // One that needs the password: main's password window, answered from its own page.
        const look = async (): Promise<void> => {
          if (done) return;
          const window = passwordWindows().find((w) => !known.has(w) && !w.destroyed);
          if (!window) return void setTimeout(() => void look().catch(reject), 5);
          done = true;
          showMessageBox.mockReset();
          showMessageBox.mockImplementation(async () => ({ response: 1, checkboxChecked: false }));
          const refusals: string[] = [];
          const answer = h.ipcHandlers.get(PASSWORD_ANSWER_CHANNEL)!;
          for (const attempt of attempts) {
            const reply = (await answer(senderOf(window), attempt.yes, attempt.password ?? null)) as PasswordReply;
            if (!reply.ok) refusals.push(reply.message);
          }
          resolve({ passwordField: true, refusals });
        };
        void look().catch(reject);
      });
    },
    chooseSaveTarget(where) {
      chosen = where;
      showSaveDialog.mockResolvedValueOnce(where === null ? { canceled: true, filePath: '' } : { canceled: false, filePath: where });
    },
    async savedContent(saved) {
      if (saved.saved === 'file') return readFile(saved.path, 'utf8');
      if (saved.saved === 'download') return saved.content;
      return chosen !== null && existsSync(chosen) ? readFile(chosen, 'utf8') : null;
    },
    async paymentWindow(opened) {
      if (opened.opened !== 'window') throw new Error('Electron opens the payment window itself.');
      const payment = adapter.payment()!;
      const window = payment.window as Window;
      return {
        page: new URL(window.webContents.getURL()),
        call: (op, request) => invoke(window, op, request),
        close: async () => window.close(),
      };
    },
    noticesShown: async () => shown,
    async close() {
      unbind();
      adapter.close();
      await core.close();
      await demo.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
