import { describe, expect, it, vi } from 'vitest';
import { InstanceLocked, type InstanceLock } from '../../../electron/core/settings/instance-lock.js';
import { LOCKED_EXIT_CODE, takeFolderLock } from '../../../electron/main/folder-lock.js';

describe('the Electron shell and the user-data folder lock', () => {
  it('takes the lock as the desktop app', () => {
    const lock = { file: '/u/satchel.lock', holder: { pid: 1, host: 'h', shell: 'electron' as const, startedAt: '' }, release: () => undefined } satisfies InstanceLock;
    const acquire = vi.fn(() => lock);
    const shell = { showErrorBox: vi.fn(), exit: vi.fn() };
    expect(takeFolderLock('/u', shell, acquire)).toBe(lock);
    expect(acquire).toHaveBeenCalledWith('/u', { shell: 'electron' });
    expect(shell.exit).not.toHaveBeenCalled();
  });

  it('held by browser mode: says which process holds it and exits non-zero', () => {
    const held = new InstanceLocked('/u/satchel.lock', { pid: 4242, host: 'here', shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' });
    const shell = { showErrorBox: vi.fn(), exit: vi.fn() };
    expect(
      takeFolderLock('/u', shell, () => {
        throw held;
      }),
    ).toBeNull();
    expect(shell.showErrorBox).toHaveBeenCalledWith('Satchel is already running', expect.stringContaining('process 4242'));
    expect(shell.showErrorBox).toHaveBeenCalledWith('Satchel is already running', expect.stringContaining('browser mode'));
    expect(shell.exit).toHaveBeenCalledWith(LOCKED_EXIT_CODE);
    expect(LOCKED_EXIT_CODE).not.toBe(0);
  });

  it('any other failure is not swallowed', () => {
    const shell = { showErrorBox: vi.fn(), exit: vi.fn() };
    expect(() =>
      takeFolderLock('/u', shell, () => {
        throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      }),
    ).toThrow('EACCES');
  });
});
