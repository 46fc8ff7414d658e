import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_ANSWER_CHANNEL } from '../../../shared/password-dialog.js';

// The password window's preload (electron/preload/password.ts): electron replaced, what it exposes captured.
const exposed = new Map<string, unknown>();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: vi.fn((key: string, api: unknown) => exposed.set(key, api)) },
  ipcRenderer: { invoke: vi.fn(async () => ({ ok: true })) },
}));

const { ipcRenderer } = await import('electron');

async function load(url: string): Promise<void> {
  exposed.clear();
  vi.resetModules();
  const { protocol, pathname } = new URL(url);
  vi.stubGlobal('window', { location: { protocol, pathname } });
  await import('../../../electron/preload/password.js');
}

beforeEach(() => {
  vi.mocked(ipcRenderer.invoke).mockClear();
});

describe('the password window’s preload', () => {
  it('exposes only answer(yes, password), on Satchel’s own password page, and sends plain values on its one channel', async () => {
    await load('app://satchel/password.html');
    expect([...exposed.keys()]).toEqual(['satchelPassword']);
    const api = exposed.get('satchelPassword') as { answer(yes: unknown, password: unknown): Promise<unknown> };
    expect(Object.keys(api)).toEqual(['answer']);
    expect(await api.answer(true, 'correct horse')).toEqual({ ok: true });
    await api.answer('yes', { toString: () => 'x' });
    expect(vi.mocked(ipcRenderer.invoke).mock.calls).toEqual([
      [PASSWORD_ANSWER_CHANNEL, true, 'correct horse'],
      [PASSWORD_ANSWER_CHANNEL, false, ''],
    ]);
  });

  it('exposes nothing to any other page', async () => {
    for (const url of ['app://satchel/index.html', 'https://evil.example/password.html', 'file:///password.html']) {
      await load(url);
      expect(exposed.size, url).toBe(0);
    }
  });
});
