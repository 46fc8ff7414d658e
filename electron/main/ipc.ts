/**
 * ipcMain bound to the core: one named channel per contract operation (satchel:book.get …),
 * never a generic pass-through. Each handler checks its sender first; the core then validates
 * the request against the contract and always answers with a Result.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNEL_PREFIX, OPERATION_NAMES, type OperationName, type Result } from '../../shared/contract/index.js';
import type { Core, Session } from '../core/app.js';
import { isTrustedSender, type WindowLike } from './security/sender.js';

/** The window the app trusts and the core session that carries its events. */
export interface IpcTarget {
  window: WindowLike;
  session: Session;
}

export interface IpcBindingOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  core: Pick<Core, 'handle'>;
  /** The current main window and its session, or null while there is none. */
  target: () => IpcTarget | null;
  log?: (message: string) => void;
}

export const REFUSED_SENDER: Result<never> = {
  ok: false,
  error: { kind: 'validation', message: 'Refused: this request did not come from Satchel’s own window.' },
};

export function channelOf(name: OperationName): string {
  return CHANNEL_PREFIX + name;
}

/** Registers every operation's channel; the returned function removes them again. */
export function bindOperations(options: IpcBindingOptions): () => void {
  const { ipcMain, core } = options;
  const log = options.log ?? ((message: string) => console.error(`[satchel] ${message}`));
  for (const name of OPERATION_NAMES) {
    ipcMain.handle(channelOf(name), async (event: IpcMainInvokeEvent, request: unknown): Promise<Result<unknown>> => {
      const target = options.target();
      if (!target || !isTrustedSender(event, target.window)) {
        log(`Refused ${name} from a frame that is not the main window's (${event.senderFrame?.url ?? 'gone'}).`);
        return REFUSED_SENDER;
      }
      try {
        return await core.handle(name, request, target.session);
      } catch (error) {
        // The core answers with Results; reaching here is a bug, and the renderer still gets a Result.
        log(`The core threw on ${name}: ${(error as Error)?.stack ?? String(error)}`);
        return { ok: false, error: { kind: 'internal', message: 'Satchel hit an internal error.' } };
      }
    });
  }
  return () => {
    for (const name of OPERATION_NAMES) ipcMain.removeHandler(channelOf(name));
  };
}
