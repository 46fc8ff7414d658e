/**
 * A hook into the running main process for the real-Electron tests (test/electron/), which reach
 * main only through Playwright's `electronApp.evaluate`: the core's side of the shell ports
 * conformance suite (a question to the main window's person, a file saved for it, settled funds
 * reported), through the same calls the core's flows make. Nothing else.
 *
 * It exists only when both hold: the app is not packaged, and SATCHEL_TEST_HOOK is `1`, which
 * test/electron/launch.ts sets when a test asks for it. A packaged app never has it, whatever
 * its environment (and its fuses refuse the inspector that `evaluate` needs). It lives on main's
 * globalThis, which no page can reach (sandboxed, isolated renderers; IPC only by contract).
 */
import { app } from 'electron';
import type { FundsSettled } from '../../shared/contract/index.js';
import type { SavedFile, Services, Session } from '../core/app.js';
import type { ConfirmRequest } from '../core/confirm/confirm.js';
import { TEST_HOOK_ENV, TEST_HOOK_GLOBAL } from './test-hook-names.js';

export { TEST_HOOK_ENV, TEST_HOOK_GLOBAL };

/** What a test may do in main, as the core would do it for the main window. */
export interface MainTestHook {
  ask(question: ConfirmRequest): Promise<boolean>;
  save(file: { suggestedName: string; content: string }): Promise<SavedFile>;
  settle(settled: FundsSettled): void;
}

export interface TestHookInputs {
  /** The core's parts: the hook asks and saves for the main window, and tells of settled funds, as the core's flows do. */
  services: Pick<Services, 'confirm' | 'saveFile' | 'events'>;
  /** The main window's session now, or null while there is none. */
  mainSession(): Session | null;
  log(message: string): void;
}

/** Whether this run may have the hook: never packaged, and only when asked for by name. */
export function testHookAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return !app.isPackaged && env[TEST_HOOK_ENV] === '1';
}

/** Puts the hook on main's globalThis when allowed; the returned function takes it away again. */
export function installTestHook(inputs: TestHookInputs, env: NodeJS.ProcessEnv = process.env): () => void {
  if (!testHookAllowed(env)) return () => undefined;
  const { services, mainSession } = inputs;
  const session = (): Session => {
    const found = mainSession();
    if (!found) throw new Error('There is no main window to act for.');
    return found;
  };
  const hook: MainTestHook = {
    ask: (question) => services.confirm(session(), question),
    save: (file) => services.saveFile(session(), file),
    settle: (settled) => services.events.emit('funds.settled', settled),
  };
  Object.defineProperty(globalThis, TEST_HOOK_GLOBAL, { value: Object.freeze(hook), configurable: true, enumerable: false, writable: false });
  inputs.log(`Test hook on (${TEST_HOOK_ENV}=1, not packaged): for the real-Electron tests only.`);
  return () => void delete (globalThis as Record<string, unknown>)[TEST_HOOK_GLOBAL];
}
