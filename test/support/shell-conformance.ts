/**
 * The shell ports' conformance suite (electron/core/shell/ports.ts), written once and run against
 * each adapter: Electron's with `electron` faked at the module boundary
 * (test/integration/main/shell-conformance.test.ts) and for real under Playwright's _electron
 * (test/electron/shell-conformance.test.ts), and browser mode's behind its real host
 * (test/integration/web/shell-conformance.test.ts). Each run gives a real core made with its
 * adapter's ports, on the real demo servers, and says how the person acts in that shell (`ShellUnderTest`);
 * the cases below only talk to the core and to that person. docs/architecture.md, "Shell ports".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName, Events, FiatWindowOpened, FundsSettled, Result } from '../../shared/contract/index.js';
import type { SavedFile } from '../../electron/core/app.js';
import type { ConfirmRequest } from '../../electron/core/confirm/confirm.js';

/** One try at a question: yes (with what was typed, for a question that takes the app password) or no. */
export interface Attempt {
  yes: boolean;
  password?: string;
}

/** What became of a question the person answered with a list of attempts. */
export interface Answered {
  /** The shell showed a field for the app password. */
  passwordField: boolean;
  /** The shell's words for each attempt it refused (a wrong password), in order. */
  refusals: string[];
}

/**
 * The core's side: what the core does on its own (ask the main window's person, save a file for
 * it, report settled funds), through the same calls its flows make (services.confirm,
 * services.saveFile, the event bus). In the harness's own process, or in Electron's main through
 * its test hook (electron/main/test-hook.ts).
 */
export interface CoreSide {
  ask(request: ConfirmRequest): Promise<boolean>;
  save(file: { suggestedName: string; content: string }): Promise<SavedFile>;
  settle(settled: FundsSettled): void | Promise<void>;
}

export interface ShellUnderTest {
  core: CoreSide;
  /** What the main window heard, in order (through the shell's own transport). */
  mainEvents(): Promise<{ name: EventName; payload: unknown }[]>;
  /** An operation called from the main window, through the shell's transport. */
  callMain(op: string, request: unknown): Promise<Result<unknown>>;
  /**
   * The person answers the next question the shell asks with these attempts, in order (the
   * last one ends it). Call before the core asks; resolves once the shell has taken the last one.
   */
  answerNextQuestion(attempts: Attempt[]): Promise<Answered>;
  /** Where the person saves the next file (null: they close the save dialog). Shells that hand files to the window ignore it. */
  chooseSaveTarget(path: string | null): void | Promise<void>;
  /** The bytes the person ended up with for a save, or null when there are none. */
  savedContent(saved: SavedFile): Promise<string | null>;
  /** The payment window the shell opened: the page it shows first, an operation called from it, and closing it. */
  paymentWindow(opened: FiatWindowOpened): Promise<{ page: URL; call(op: string, request: unknown): Promise<Result<unknown>>; close(): Promise<void> }>;
  /** What the shell showed the person outside the windows (native notifications), in order; none in a shell that has only its windows. */
  noticesShown(): Promise<string[]>;
  /** A save dialog the person can close without saving (Electron); browser mode's download is the browser's. */
  canCancelSave: boolean;
  /** The shell starts Satchel again by itself (the desktop app); browser mode's command line does that. */
  canRestart: boolean;
  /**
   * How many times the shell has set out to start Satchel again (quit, then start anew); absent
   * where a real restart would end the app this suite runs in.
   */
  restarts?: () => Promise<number>;
  /** Where a saved file is put; the suite names files inside it. */
  saveDir: string;
  close(): Promise<void>;
}

const QUESTION = { title: 'Cancel order', message: 'Cancel order 7 on BTC/USDT?', detail: 'Sell 0.5 BTC at 60,000', confirmLabel: 'Cancel order' };
const PASSWORD = 'conformance password';

/** Waits until `read` gives something (the shell's windows and sockets answer in their own time); no fixed sleep. */
async function until<T>(read: () => Promise<T | undefined | null | false>, what: string): Promise<T> {
  for (let i = 0; i < 500; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setImmediate(resolve));
    if (i > 100) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Gave up waiting for ${what}.`);
}

async function heard<E extends EventName>(shell: ShellUnderTest, name: E, from = 0): Promise<Events[E][]> {
  return (await shell.mainEvents())
    .slice(from)
    .filter((e) => e.name === name)
    .map((e) => e.payload as Events[E]);
}

export function shellConformance(name: string, start: () => Promise<ShellUnderTest>, options: { skip?: boolean } = {}): void {
  describe.skipIf(options.skip === true)(`the shell ports in ${name}`, () => {
    let shell: ShellUnderTest;

    beforeAll(async () => {
      shell = await start();
      const added = await shell.callMain('profiles.addDemo', { index: 0 });
      expect(added.ok).toBe(true);
    }, 60_000);

    afterAll(async () => {
      await shell?.close();
    });

    it('a yes to a question reaches the core as yes, a no as no', async () => {
      const { core } = shell;
      const yes = shell.answerNextQuestion([{ yes: true }]);
      expect(await core.ask(QUESTION)).toBe(true);
      expect((await yes).passwordField).toBe(false);
      const no = shell.answerNextQuestion([{ yes: false }]);
      expect(await core.ask(QUESTION)).toBe(false);
      await no;
    });

    describe('with an app password', () => {
      beforeAll(async () => {
        expect((await shell.callMain('lock.setPassword', { current: null, next: PASSWORD })).ok).toBe(true);
      });
      afterAll(async () => {
        expect((await shell.callMain('lock.setPassword', { current: PASSWORD, next: null })).ok).toBe(true);
      });

      it("a question needing the password is judged by the core's lock: a wrong one is refused in the lock's words, and a no after it is no", async () => {
        const { core } = shell;
        const answered = shell.answerNextQuestion([{ yes: true, password: 'a guess' }, { yes: false }]);
        expect(await core.ask({ ...QUESTION, needsPassword: true })).toBe(false);
        const { passwordField, refusals } = await answered;
        expect(passwordField).toBe(true);
        expect(refusals).toHaveLength(1);
        expect(refusals[0]).toMatch(/password/i);
        expect(refusals[0]).not.toContain('a guess');
      });

      it('the right password makes the yes count', async () => {
        const { core } = shell;
        // The wrong attempt before may have started the lock's delay: the person waits it out, as the shell tells them.
        const status = await shell.callMain('lock.status', {});
        const wait = status.ok ? (status.value as { retryInMs: number }).retryInMs : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
        const answered = shell.answerNextQuestion([{ yes: true, password: PASSWORD }]);
        expect(await core.ask({ ...QUESTION, needsPassword: true })).toBe(true);
        expect(await answered).toEqual({ passwordField: true, refusals: [] });
      });
    });

    it('saving a file leaves the person with exactly the bytes the core chose', async () => {
      const { core } = shell;
      const content = 'Date,Type,Amount\r\n2026-11-26,deposit,0.5\r\n';
      await shell.chooseSaveTarget(`${shell.saveDir}/exported.csv`);
      const saved = await core.save({ suggestedName: 'satchel-history.csv', content });
      expect(saved.saved).not.toBe('cancelled');
      expect(await shell.savedContent(saved)).toBe(content);
    });

    it('a save the person cancels says so and writes nothing', async ({ skip }) => {
      if (!shell.canCancelSave) skip('this shell hands files to the window; the browser asks where to put them');
      const { core } = shell;
      await shell.chooseSaveTarget(null);
      const saved = await core.save({ suggestedName: 'satchel-history.csv', content: 'x\r\n' });
      expect(saved).toEqual({ saved: 'cancelled' });
      expect(await shell.savedContent(saved)).toBeNull();
    });

    it('a restart is offered where the shell can start Satchel again, and starts it; elsewhere it is refused in words', async ({ skip }) => {
      expect(await shell.callMain('app.info', {})).toMatchObject({ ok: true, value: { canRestart: shell.canRestart } });
      if (!shell.canRestart) {
        const refused = await shell.callMain('app.restart', {});
        expect(refused).toMatchObject({ ok: false, error: { kind: 'unavailable', message: expect.stringMatching(/quit it and start it/) } });
        return;
      }
      if (!shell.restarts) return skip('a real restart would end the app this suite runs in');
      const before = await shell.restarts();
      expect(await shell.callMain('app.restart', {})).toEqual({ ok: true, value: null });
      expect(await shell.restarts()).toBe(before + 1);
    });

    it("the payment window shows only Satchel's payment page, acts for its ticket only, and the main window hears when it closes", async () => {
      const opened = await shell.callMain('fiat.open', { flow: 'deposit', currency: 'uah' });
      expect(opened.ok).toBe(true);
      const payment = await shell.paymentWindow((opened as { value: FiatWindowOpened }).value);
      expect(payment.page.pathname).toBe('/gateway.html');
      // Its page is the app's own: the gateway's pages are reached only from there.
      const context = await payment.call('fiat.context', {});
      expect(context).toMatchObject({ ok: true, value: { flow: 'deposit', currency: 'uah' } });
      const gateway = (context as { value: { gatewayOrigin: string } }).value.gatewayOrigin;
      expect(payment.page.origin).not.toBe(gateway);
      // A payment window reads nothing else of the wallet.
      expect(await payment.call('balances.list', {})).toMatchObject({ ok: false, error: { kind: 'validation' } });
      const before = (await shell.mainEvents()).length;
      await payment.close();
      const closed = await until(async () => (await heard(shell, 'fiat.windowClosed', before))[0], 'the main window to hear the payment window close');
      expect(closed).toEqual({ flow: 'deposit', currency: 'uah' });
    });

    it('settled funds reach the person once each, as the shell decides (never left to the window to decide), their amounts hidden while privacy mode is on', async () => {
      const { core } = shell;
      const settled = { deposits: [{ currency: 'btc', amount: '0.51' }], withdrawals: [] };
      const shownBefore = (await shell.noticesShown()).length;
      const before = (await shell.mainEvents()).length;
      expect((await shell.callMain('settings.update', { hideAmounts: true })).ok).toBe(true);
      await core.settle(settled);
      expect((await shell.callMain('settings.update', { hideAmounts: false })).ok).toBe(true);
      await core.settle(settled);
      // A round trip after the last settle: what the window was told came before its answer.
      await shell.callMain('lock.status', {});
      // Told by the shell itself (a system notification) or by a notice the window shows as it is given:
      // the window shows what it is given and never asks which shell it runs in.
      const told = await until(async () => {
        const outside = (await shell.noticesShown()).slice(shownBefore);
        const inWindow = (await heard(shell, 'notice', before)).filter((n) => n.message.includes('BTC'));
        return outside.length + inWindow.length >= 2 && { outside, inWindow };
      }, 'the person to be told of both');
      if (told.outside.length > 0) {
        expect(told.inWindow).toEqual([]);
        const [hidden, open] = told.outside;
        expect(hidden).toContain('BTC');
        expect(hidden).not.toContain('0.51');
        expect(open).toContain('0.51 BTC');
      } else {
        // The window follows privacy mode itself while the notice is up: it gets both wordings.
        expect(told.inWindow).toHaveLength(2);
        for (const notice of told.inWindow) {
          expect(notice).toMatchObject({ level: 'info', message: expect.stringContaining('0.51 BTC') });
          expect(notice.hidden).toContain('BTC');
          expect(notice.hidden).not.toContain('0.51');
        }
      }
    });
  });
}
