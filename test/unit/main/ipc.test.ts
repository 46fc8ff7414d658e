import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_PREFIX, OPERATION_NAMES } from '../../../shared/contract/index.js';
import { bindOperations, refusedSender, type IpcTarget } from '../../../electron/main/ipc.js';

type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

function setup(options: { throwing?: boolean } = {}) {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: vi.fn((channel: string, handler: Handler) => {
      handlers.set(channel, handler);
    }),
    removeHandler: vi.fn((channel: string) => {
      handlers.delete(channel);
    }),
  };
  const core = {
    handle: vi.fn(async (op: string, request: unknown) => {
      if (options.throwing) throw new Error('boom');
      return { ok: true as const, value: { op, request } };
    }),
  };
  const mainFrame = { url: 'app://satchel/index.html', origin: 'app://satchel', detached: false };
  const webContents = { mainFrame, isDestroyed: () => false };
  const window = { isDestroyed: () => false, webContents };
  const session = { id: 's1', kind: 'main' as const, emit: vi.fn() };
  let target: IpcTarget | null = { window, session };
  const log = vi.fn();
  const unbind = bindOperations({ ipcMain, core: core as never, target: () => target, log });
  const own = { sender: webContents, senderFrame: mainFrame };
  return { handlers, ipcMain, core, session, own, unbind, log, clearTarget: () => (target = null) };
}

describe('bindOperations', () => {
  it('registers one named channel per contract operation, and nothing else', () => {
    const { ipcMain, handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(OPERATION_NAMES.map((name) => CHANNEL_PREFIX + name).sort());
    expect(ipcMain.handle).toHaveBeenCalledTimes(OPERATION_NAMES.length);
  });

  it('hands a request from the main frame to the core with its operation name and the window session', async () => {
    const { handlers, core, session, own } = setup();
    const answer = await handlers.get('satchel:book.get')!(own, { symbol: 'btc_usd' });
    expect(core.handle).toHaveBeenCalledExactlyOnceWith('book.get', { symbol: 'btc_usd' }, session);
    expect(answer).toEqual({ ok: true, value: { op: 'book.get', request: { symbol: 'btc_usd' } } });
  });

  it('refuses a sub-frame, another window, a gone frame, and any call while there is no window', async () => {
    const { handlers, core, own, clearTarget, log } = setup();
    const handler = handlers.get('satchel:market.markets')!;
    const iframe = { url: 'app://satchel/index.html', origin: 'app://satchel', detached: false };
    expect(await handler({ sender: own.sender, senderFrame: iframe }, {})).toEqual(refusedSender());
    expect(await handler({ sender: {}, senderFrame: own.senderFrame }, {})).toEqual(refusedSender());
    expect(await handler({ sender: own.sender, senderFrame: null }, {})).toEqual(refusedSender());
    clearTarget();
    expect(await handler(own, {})).toEqual(refusedSender());
    expect(core.handle).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(4);
  });

  it('still answers with a Result when the core throws', async () => {
    const { handlers, own, log } = setup({ throwing: true });
    const answer = await handlers.get('satchel:market.fees')!(own, {});
    expect(answer).toEqual({ ok: false, error: { kind: 'internal', message: 'Satchel hit an internal error.' } });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('boom'));
  });

  it('removes every channel when unbound', () => {
    const { unbind, handlers, ipcMain } = setup();
    unbind();
    expect(handlers.size).toBe(0);
    expect(ipcMain.removeHandler).toHaveBeenCalledTimes(OPERATION_NAMES.length);
  });
});
