/**
 * ipcMain bound to the core: one named channel per contract operation (satchel:book.get …),
 * never a generic pass-through. Each handler first finds which of the app's windows sent it
 * (the main window, or the payment window); the core then checks what that window's kind may
 * call (core/ipc/window-kinds.ts), validates the request and always answers with a Result.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNEL_PREFIX, OPERATION_NAMES, type OperationName, type Result } from '../../shared/contract/index.js';
import type { Core, Session } from '../core/app.js';
import { m } from '../../shared/i18n/language.js';
import { isTrustedSender, showsPageOfKind, type WindowLike } from './security/sender.js';

/** A window the app trusts and the core session (of its kind) that carries its events. */
export interface IpcTarget {
  window: WindowLike;
  session: Session;
}

export interface IpcBindingOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  core: Pick<Core, 'handle'>;
  /** The current main window and its session, or null while there is none. */
  target: () => IpcTarget | null;
  /** The other windows the app trusts now (the payment window), each with a session of its kind. */
  others?: () => readonly IpcTarget[];
  log?: (message: string) => void;
}

export const refusedSender = (): Result<never> => ({
  ok: false,
  error: { kind: 'validation', message: m.main_refused_sender() },
});

export function channelOf(name: OperationName): string {
  return CHANNEL_PREFIX + name;
}

/** Registers every operation's channel; the returned function removes them again. */
export function bindOperations(options: IpcBindingOptions): () => void {
  const { ipcMain, core } = options;
  const log = options.log ?? ((message: string) => console.error(`[satchel] ${message}`));
  for (const name of OPERATION_NAMES) {
    ipcMain.handle(channelOf(name), async (event: IpcMainInvokeEvent, request: unknown): Promise<Result<unknown>> => {
      // Which of the app's windows sent it, by its own page; the core then answers per kind.
      const candidates = [options.target(), ...(options.others?.() ?? [])];
      const target = candidates.find((t) => t && isTrustedSender(event, t.window) && showsPageOfKind(event, t.session.kind));
      if (!target) {
        log(`Refused ${name} from a frame that is not one of Satchel's windows (${event.senderFrame?.url ?? 'gone'}).`);
        return refusedSender();
      }
      try {
        return await core.handle(name, request, target.session);
      } catch (error) {
        // The core answers with Results; reaching here is a bug, and the renderer still gets a Result.
        log(`The core threw on ${name}: ${(error as Error)?.stack ?? String(error)}`);
        return { ok: false, error: { kind: 'internal', message: m.main_internal_error() } };
      }
    });
  }
  return () => {
    for (const name of OPERATION_NAMES) ipcMain.removeHandler(channelOf(name));
  };
}
