import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bridge } from '../../../shared/contract/index.js';
import { CHANNEL_PREFIX, EVENT_CHANNEL } from '../../../shared/contract/index.js';

// The preload's only import with side effects is electron: replace it and capture what it exposes.
const exposed = new Map<string, unknown>();
type IpcListener = (event: unknown, ...args: unknown[]) => void;
const ipcListeners = new Set<IpcListener>();

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: vi.fn((key: string, api: unknown) => exposed.set(key, api)),
  },
  ipcRenderer: {
    invoke: vi.fn(async (channel: string, request: unknown) => ({ ok: true, value: { channel, request } })),
    on: vi.fn((channel: string, listener: IpcListener) => {
      if (channel === EVENT_CHANNEL) ipcListeners.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: IpcListener) => {
      if (channel === EVENT_CHANNEL) ipcListeners.delete(listener);
    }),
    send: vi.fn(),
    sendSync: vi.fn(),
  },
}));

const { ipcRenderer, contextBridge } = await import('electron');
await import('../../../electron/preload/index.js');
const satchel = exposed.get('satchel') as Bridge;

function push(name: string, payload: unknown): void {
  for (const listener of [...ipcListeners]) listener({ sender: 'the IPC event' }, name, payload);
}

beforeEach(() => {
  vi.mocked(ipcRenderer.invoke).mockClear();
});

describe('preload', () => {
  it('exposes exactly call and on as window.satchel, and no IPC object', () => {
    expect(contextBridge.exposeInMainWorld).toHaveBeenCalledTimes(1);
    expect([...exposed.keys()]).toEqual(['satchel']);
    expect(Object.keys(satchel).sort()).toEqual(['call', 'on']);
    for (const value of Object.values(satchel)) expect(typeof value).toBe('function');
    expect(Object.values(satchel)).not.toContain(ipcRenderer);
  });

  it('forwards a contract operation to its own channel', async () => {
    const answer = await satchel.call('book.get', { symbol: 'btc_usd' });
    expect(ipcRenderer.invoke).toHaveBeenCalledExactlyOnceWith(`${CHANNEL_PREFIX}book.get`, { symbol: 'btc_usd' });
    expect(answer).toEqual({ ok: true, value: { channel: 'satchel:book.get', request: { symbol: 'btc_usd' } } });
  });

  it('refuses names outside the contract without touching IPC', async () => {
    for (const name of ['shell.openExternal', 'event', '__proto__', 'constructor', '', 'satchel:book.get']) {
      const answer = await satchel.call(name as never, {} as never);
      expect(answer.ok, name).toBe(false);
      expect(!answer.ok && answer.error.kind).toBe('validation');
    }
    expect(await satchel.call(42 as never, {} as never)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(ipcRenderer.invoke).not.toHaveBeenCalled();
  });

  it('answers with a Result when main cannot be reached', async () => {
    vi.mocked(ipcRenderer.invoke).mockRejectedValueOnce(new Error('No handler registered'));
    const answer = await satchel.call('market.markets', {});
    expect(answer).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('delivers only the payload of the named event, and unsubscribes', () => {
    const books: unknown[] = [];
    const tickers: unknown[] = [];
    const offBook = satchel.on('book.changed', (payload) => books.push(payload));
    const offTickers = satchel.on('tickers.changed', (payload) => tickers.push(payload));
    expect(ipcRenderer.on).toHaveBeenCalledWith(EVENT_CHANNEL, expect.any(Function));
    push('book.changed', { symbol: 'btc_usd' });
    push('tickers.changed', []);
    push('not.an.event', { x: 1 });
    expect(books).toEqual([{ symbol: 'btc_usd' }]);
    expect(tickers).toEqual([[]]);
    offBook();
    push('book.changed', { symbol: 'eth_usd' });
    expect(books).toHaveLength(1);
    offTickers();
    // With no listener left, the IPC listener itself is removed.
    expect(ipcListeners.size).toBe(0);
  });

  it('refuses to listen to names that are not events', () => {
    expect(() => satchel.on('satchel:event' as never, () => undefined)).toThrow(TypeError);
    expect(() => satchel.on('book.changed', 'not a function' as never)).toThrow(TypeError);
  });
});
