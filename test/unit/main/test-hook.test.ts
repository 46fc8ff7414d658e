/**
 * The real-Electron tests' hook into main (electron/main/test-hook.ts), with `electron` faked at
 * the module boundary as in main-process.test.ts: it exists only in an unpackaged app started
 * with SATCHEL_TEST_HOOK=1, and then acts for the main window through the core's own calls.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Services, Session } from '../../../electron/core/app.js';

const fake = vi.hoisted(() => ({ app: { isPackaged: false } }));
vi.mock('electron', () => ({ app: fake.app }));

const { installTestHook, testHookAllowed, TEST_HOOK_ENV, TEST_HOOK_GLOBAL } = await import('../../../electron/main/test-hook.js');

const main: Session = { id: 's1', kind: 'main', emit: () => undefined };
const question = { title: 'Cancel order', message: 'Cancel order 7?', detail: 'd', confirmLabel: 'Cancel order' };

function fakeCore() {
  const services = {
    confirm: vi.fn(async () => true),
    saveFile: vi.fn(async () => ({ saved: 'cancelled' as const })),
    events: { emit: vi.fn() },
  };
  return { parts: services as unknown as Pick<Services, 'confirm' | 'saveFile' | 'events'>, services };
}

const hookNow = () => (globalThis as Record<string, unknown>)[TEST_HOOK_GLOBAL] as
  | { ask(q: typeof question): Promise<boolean>; save(f: { suggestedName: string; content: string }): Promise<unknown>; settle(s: unknown): void }
  | undefined;

let remove: () => void = () => undefined;
afterEach(() => {
  remove();
  fake.app.isPackaged = false;
  delete (globalThis as Record<string, unknown>)[TEST_HOOK_GLOBAL];
});

describe('the test hook into main', () => {
  it('is absent without SATCHEL_TEST_HOOK, and with any value but 1', () => {
    const log = vi.fn();
    for (const env of [{}, { [TEST_HOOK_ENV]: '' }, { [TEST_HOOK_ENV]: '0' }, { [TEST_HOOK_ENV]: 'true' }, { [TEST_HOOK_ENV]: ' 1' }]) {
      expect(testHookAllowed(env)).toBe(false);
      remove = installTestHook({ services: fakeCore().parts, mainSession: () => main, log }, env);
      expect(hookNow()).toBeUndefined();
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('is absent in a packaged app even with SATCHEL_TEST_HOOK=1', () => {
    fake.app.isPackaged = true;
    const env = { [TEST_HOOK_ENV]: '1' };
    expect(testHookAllowed(env)).toBe(false);
    remove = installTestHook({ services: fakeCore().parts, mainSession: () => main, log: vi.fn() }, env);
    expect(hookNow()).toBeUndefined();
    expect(TEST_HOOK_GLOBAL in globalThis).toBe(false);
  });

  it('reads the environment of the process when none is given', () => {
    vi.stubEnv(TEST_HOOK_ENV, '1');
    try {
      expect(testHookAllowed()).toBe(true);
      fake.app.isPackaged = true;
      expect(testHookAllowed()).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
    fake.app.isPackaged = false;
    vi.stubEnv(TEST_HOOK_ENV, undefined);
    try {
      expect(testHookAllowed()).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('unpackaged with SATCHEL_TEST_HOOK=1, it asks, saves and reports settled funds through the core for the main window, says so in the log, and goes when removed', async () => {
    const { parts, services } = fakeCore();
    const log = vi.fn();
    let session: Session | null = main;
    remove = installTestHook({ services: parts, mainSession: () => session, log }, { [TEST_HOOK_ENV]: '1' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Test hook on'));
    const hook = hookNow()!;
    expect(await hook.ask(question)).toBe(true);
    expect(services.confirm).toHaveBeenCalledWith(main, question);
    expect(await hook.save({ suggestedName: 'a.csv', content: 'x' })).toEqual({ saved: 'cancelled' });
    expect(services.saveFile).toHaveBeenCalledWith(main, { suggestedName: 'a.csv', content: 'x' });
    const settled = { deposits: [{ currency: 'btc', amount: '0.5' }], withdrawals: [] };
    hook.settle(settled);
    expect(services.events.emit).toHaveBeenCalledWith('funds.settled', settled);
    // It cannot be swapped for something else once installed.
    expect(() => ((hook as { ask: unknown }).ask = () => true)).toThrow(TypeError);
    session = null;
    expect(() => hook.ask(question)).toThrow('There is no main window to act for.');
    remove();
    expect(hookNow()).toBeUndefined();
  });
});
