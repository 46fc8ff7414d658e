/**
 * The wallet's flows (test/support/wallet-flows.ts) in browser mode: the same steps the
 * Electron suite (test/electron/wallet-flows.test.ts) runs in the desktop app, here in Chromium,
 * so they are proven on every machine. The payment window is a tab of its own; main's
 * confirmations are a dialog in the asking page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { defineWalletFlows, type ShellUnderTest } from '../support/wallet-flows.js';

let app: RunningApp;
let shell: ShellUnderTest;

beforeAll(async () => {
  app = await startApp({ seed: 11 });
  const { page } = app;
  shell = {
    page,
    demo: app.demo,
    async paymentWindow(open): Promise<Page> {
      const opened = page.context().waitForEvent('page');
      await open();
      return opened;
    },
    async confirm({ title, confirmLabel }, accept, action) {
      await action();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      const said = (await dialog.textContent()) ?? '';
      await dialog.getByRole('button', { name: accept ? confirmLabel : "Don't do it", exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      return said;
    },
  };
});
afterAll(async () => {
  await app?.close();
});

describe('the wallet’s flows in browser mode', () => {
  defineWalletFlows(() => shell);
});
