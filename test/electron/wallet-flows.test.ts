/**
 * The wallet's flows (test/support/wallet-flows.ts) in the desktop app, in real Electron through
 * Playwright's _electron: the same steps browser mode runs in test/e2e/wallet-flows.test.ts.
 * The demo servers run in this test's process and are handed to the app (SATCHEL_DEMO_SERVERS),
 * so the steps can fund accounts and read the demo appliance as in browser mode. What differs:
 * the payment window is a child BrowserWindow, and main asks its confirmations with a native
 * message box, which a test cannot click: it is answered by replacing dialog.showMessageBox in
 * main, once per question, and what main asked is returned to the step.
 * Needs the Electron binary (and a display on Linux); skipped with a plain message where it
 * cannot be had. `npm run test:electron` runs it inside a scratch keychain (scripts/with-keyring.sh),
 * where adding an API key stores its secret.
 */
import type { MessageBoxOptions } from 'electron';
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startDemoServers, type DemoServers } from '../../electron/demo/index.js';
import { defineWalletFlows, type ShellUnderTest } from '../support/wallet-flows.js';
import { launchSatchel, skipReason as whySkip, type Launched } from './launch.js';

const skipReason = whySkip('Electron wallet flows');

/** What main's confirmer asked, kept in main's global scope by the stand-in message box. */
type Asked = { asked?: MessageBoxOptions[] };

/** Answers main's next message box with `response` (0: the confirm button, 1: “Don’t do it”). */
async function answerNextMessageBox(app: ElectronApplication, response: 0 | 1): Promise<void> {
  await app.evaluate(({ dialog }, answer) => {
    const scope = globalThis as Asked;
    scope.asked = [];
    const original = dialog.showMessageBox;
    dialog.showMessageBox = (async (...args: unknown[]) => {
      dialog.showMessageBox = original;
      scope.asked!.push(args[args.length - 1] as MessageBoxOptions);
      return { response: answer, checkboxChecked: false };
    }) as typeof dialog.showMessageBox;
  }, response);
}

describe.skipIf(skipReason !== null)('the wallet’s flows in Electron', () => {
  let demo: DemoServers;
  let launched: Launched;
  let shell: ShellUnderTest;

  beforeAll(async () => {
    demo = await startDemoServers({ port: 0, seed: 11 });
    launched = await launchSatchel({ demoServers: demo.ready });
    const { app, page } = launched;
    shell = {
      page,
      demo,
      async paymentWindow(open): Promise<Page> {
        const opened = app.waitForEvent('window');
        await open();
        return opened;
      },
      async confirm({ title, confirmLabel }, accept, action) {
        await answerNextMessageBox(app, accept ? 0 : 1);
        await action();
        await expect.poll(() => app.evaluate(() => (globalThis as Asked).asked?.length ?? 0), { timeout: 15_000 }).toBe(1);
        const options = await app.evaluate(() => (globalThis as Asked).asked![0]!);
        // The native box says what the in-page dialog of browser mode says, with “no” as the default.
        expect(options).toMatchObject({ title, buttons: [confirmLabel, 'Don’t do it'], defaultId: 1, cancelId: 1 });
        return `${options.message}\n${options.detail ?? ''}`;
      },
    };
  }, 120_000);

  afterAll(async () => {
    await launched?.close();
    await demo?.close();
  });

  defineWalletFlows(() => shell);
});
