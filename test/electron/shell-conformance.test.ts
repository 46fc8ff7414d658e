/**
 * The shell ports' conformance suite (test/support/shell-conformance.ts) against Electron's
 * adapter in real Electron, through Playwright's _electron: the built app on demo servers this
 * test runs, the main window's calls and events through its real preload bridge, the payment
 * window a real child BrowserWindow. The core runs in Electron's main process, out of this
 * test's reach, so the cases that need the core's side (a question, a save, settled funds) say
 * so and skip; test/integration/main/shell-conformance.test.ts runs them against the same
 * adapter with `electron` faked. Needs the Electron binary (and a display on Linux); skipped with
 * a plain message where it cannot be had.
 */
import type { Page } from 'playwright-core';
import type { EventName, Result } from '../../shared/contract/index.js';
import { startDemoServers } from '../../electron/demo/index.js';
import { shellConformance } from '../support/shell-conformance.js';
import { launchSatchel, skipReason as whySkip } from './launch.js';

const skipReason = whySkip('Electron shell-ports conformance');

type Bridge = { call(name: string, request: unknown): Promise<Result<unknown>>; on(name: string, listener: (payload: unknown) => void): () => void };
type Heard = { heard?: { name: string; payload: unknown }[] };

/** The events the suite reads, kept in the page as its bridge delivers them. */
const LISTENED: EventName[] = ['fiat.windowClosed', 'funds.settled', 'lock.changed'];

const callFrom = (page: Page, op: string, request: unknown): Promise<Result<unknown>> =>
  page.evaluate(([name, req]) => (window as unknown as { satchel: Bridge }).satchel.call(name as string, req), [op, request] as const);

shellConformance(
  'real Electron (Playwright _electron)',
  async () => {
    const demo = await startDemoServers({ port: 0 });
    const launched = await launchSatchel({ demoServers: demo.ready });
    const { app, page } = launched;
    await page.evaluate((names) => {
      const scope = window as unknown as Heard & { satchel: Bridge };
      scope.heard = [];
      for (const name of names) scope.satchel.on(name, (payload) => scope.heard!.push({ name, payload }));
    }, LISTENED);
    return {
      core: null,
      saveDir: '',
      canCancelSave: true,
      mainEvents: () => page.evaluate(() => ((window as unknown as Heard).heard ?? []) as { name: EventName; payload: unknown }[]),
      callMain: (op, request) => callFrom(page, op, request),
      answerNextQuestion: () => Promise.reject(new Error('Questions come from the core, which runs in main here.')),
      chooseSaveTarget: () => undefined,
      savedContent: async () => null,
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
      noticesShown: () => [],
      async close() {
        await launched.close();
        await demo.close();
      },
    };
  },
  { skip: skipReason !== null },
);
