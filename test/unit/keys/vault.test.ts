import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../../shared/contract/index.js';
import { KeychainError } from '../../../electron/core/keys/keychain-errors.js';
import { classifyNativeError, KeyringVault, type AsyncEntryLike, type KeyringModule } from '../../../electron/core/keys/keyring-vault.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { accountForProfile, type SecretVault } from '../../../electron/core/keys/vault.js';
import { refusalOf } from '../../support/refusal.js';

const SECRET = 'tHe-SeCrEt-4f1c9a0b7e';

/** Everything an error could carry to a person, a log or the renderer. */
function everythingIn(error: unknown): string {
  const e = error as AppError;
  return [e.message, String(e), e.stack, JSON.stringify(e), JSON.stringify(e.toData?.()), String(e.cause), (e.cause as Error | undefined)?.message].join('\n');
}

describe('MemoryVault, the fake keychain', () => {
  it('stores, reads and deletes a secret per account', async () => {
    const vault: SecretVault = new MemoryVault();
    const account = accountForProfile('p-1');
    expect(account).toBe('profile:p-1');
    expect(await vault.get(account)).toBeNull();
    await vault.set(account, SECRET);
    expect(await vault.get(account)).toBe(SECRET);
    expect(await vault.get(accountForProfile('p-2'))).toBeNull();
    expect(await vault.delete(account)).toBe(true);
    expect(await vault.delete(account)).toBe(false);
    expect(await vault.get(account)).toBeNull();
    expect(await vault.check()).toMatchObject({ state: 'available' });
  });

  it('locked: every call fails with a keychain error that says to unlock, and keeps what it held', async () => {
    const vault = new MemoryVault({ platform: 'linux' });
    await vault.set('a', SECRET);
    vault.setState('locked');
    for (const call of [vault.get('a'), vault.set('a', 'other'), vault.delete('a')]) {
      const error = await refusalOf(call);
      expect(error.kind).toBe('keychain');
      expect(error.message).toBe('The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again.');
    }
    expect(await vault.check()).toEqual({ state: 'locked', store: 'Secret Service', message: expect.stringMatching(/locked/) });
    vault.setState('available');
    expect(await vault.get('a')).toBe(SECRET);
  });

  it('missing: says to install a Secret Service', async () => {
    const vault = new MemoryVault({ state: 'missing', platform: 'linux' });
    const error = await refusalOf(vault.set('a', SECRET));
    expect(error.kind).toBe('keychain');
    expect(error.message).toMatch(/^No system keychain is available\. On Linux install and run a Secret Service such as GNOME Keyring or KWallet/);
    expect(await vault.check()).toMatchObject({ state: 'missing' });
    expect(vault.size).toBe(0);
  });

  it('says it the way each OS would', async () => {
    const mac = await refusalOf(new MemoryVault({ state: 'locked', platform: 'darwin' }).get('a'));
    expect(mac.message).toMatch(/macOS Keychain is locked/);
    const win = await new MemoryVault({ state: 'locked', platform: 'win32' }).check();
    expect(win.store).toMatch(/Windows Credential Manager/);
  });

  it('errors never contain the secret', async () => {
    for (const state of ['locked', 'missing', 'no-keyring', 'failed'] as const) {
      const vault = new MemoryVault({ state });
      expect(everythingIn(await refusalOf(vault.set('a', SECRET)))).not.toContain(SECRET);
    }
  });
});

/** A stand-in for @napi-rs/keyring's module, failing the way the real one was seen to fail. */
function fakeModule(behaviour: Partial<AsyncEntryLike> & { construct?: () => void } = {}) {
  const store = new Map<string, string>();
  const made: Array<{ service: string; account: string; options: unknown }> = [];
  const module: KeyringModule = {
    AsyncEntry: class {
      private readonly key: string;
      constructor(service: string, account: string, options?: unknown) {
        behaviour.construct?.();
        made.push({ service, account, options });
        this.key = `${service}/${account}`;
      }
      getPassword(signal?: AbortSignal | null) {
        return behaviour.getPassword ? behaviour.getPassword(signal) : Promise.resolve(store.get(this.key) ?? null);
      }
      setPassword(password: string, signal?: AbortSignal | null) {
        if (behaviour.setPassword) return behaviour.setPassword(password, signal);
        store.set(this.key, password);
        return Promise.resolve();
      }
      deleteCredential(signal?: AbortSignal | null) {
        return behaviour.deleteCredential ? behaviour.deleteCredential(signal) : Promise.resolve(store.delete(this.key));
      }
    },
  };
  return { module, store, made };
}

const nativeError = (message: string, cause?: string) =>
  Object.assign(new Error(message, cause ? { cause: Object.assign(new Error(cause), { code: 'GenericFailure' }) } : undefined), { code: 'GenericFailure' });

describe('KeyringVault over the native module', () => {
  it('loads the native module only when first used, and reuses it', async () => {
    const { module, made } = fakeModule();
    const load = vi.fn(async () => module);
    const vault = new KeyringVault({ load, platform: 'linux' });
    expect(load).not.toHaveBeenCalled();
    await vault.set('profile:x', SECRET);
    expect(await vault.get('profile:x')).toBe(SECRET);
    expect(await vault.delete('profile:x')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made[0]).toEqual({ service: 'Satchel', account: 'profile:x', options: { linux: { store: 'secret-service' } } });
  });

  it("makes one native entry per account and keeps it (each holds a D-Bus connection); a failed call's entry is made anew", async () => {
    let failNext = false;
    const { module, made } = fakeModule({
      getPassword: () => (failNext ? ((failNext = false), Promise.reject(nativeError('Platform failure: DBus error: Connection reset'))) : Promise.resolve('s')),
    });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux' });
    for (let i = 0; i < 5; i++) {
      await vault.get('profile:a');
      await vault.get('profile:b');
    }
    expect(made.map((e) => e.account)).toEqual(['profile:a', 'profile:b']);
    failNext = true;
    await refusalOf(vault.get('profile:a'));
    expect(await vault.get('profile:a')).toBe('s');
    expect(made.map((e) => e.account)).toEqual(['profile:a', 'profile:b', 'profile:a']);
    // Many accounts: the oldest entries are let go, never more than a few dozen kept.
    for (let i = 0; i < 100; i++) await vault.get(`profile:n${i}`);
    await vault.get('profile:b');
    expect(made.at(-1)!.account).toBe('profile:b');
  });

  it('pins Linux to the Secret Service (no silent fallback to the kernel keyring); elsewhere the default store', async () => {
    const linux = fakeModule();
    await new KeyringVault({ load: async () => linux.module, platform: 'linux' }).get('a');
    expect(linux.made[0]!.options).toEqual({ linux: { store: 'secret-service' } });
    const mac = fakeModule();
    await new KeyringVault({ load: async () => mac.module, platform: 'darwin', service: 'SatchelTest' }).get('a');
    expect(mac.made[0]).toEqual({ service: 'SatchelTest', account: 'a', options: undefined });
  });

  it('a native module that will not load is a clear keychain error, not a crash — and may load later', async () => {
    const { module } = fakeModule();
    const load = vi
      .fn<() => Promise<KeyringModule>>()
      .mockRejectedValueOnce(new Error('Cannot find native binding. npm has a bug related to optional dependencies'))
      .mockResolvedValue(module);
    const vault = new KeyringVault({ load, platform: 'linux' });
    const error = await refusalOf(vault.get('a'));
    expect(error).toBeInstanceOf(KeychainError);
    expect(error.kind).toBe('keychain');
    expect(error.message).toMatch(/could not load its keychain module/);
    expect(await vault.get('a')).toBeNull();
  });

  it('check() reports missing when the module does not load, and never rejects', async () => {
    const vault = new KeyringVault({ load: async () => Promise.reject(new Error('no binary')), platform: 'linux' });
    expect(await vault.check()).toEqual({ state: 'missing', store: 'Secret Service', message: expect.stringMatching(/keychain module/) });
  });

  it('no session bus or Secret Service (the entry cannot even be made): "missing"', async () => {
    const { module } = fakeModule({
      construct: () => {
        throw nativeError(
          'Platform failure: DBus error: Using X11 for dbus-daemon autolaunch was disabled at compile time, set your DBUS_SESSION_BUS_ADDRESS instead',
        );
      },
    });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux' });
    const error = await refusalOf(vault.set('a', SECRET));
    expect(error.message).toMatch(/^No system keychain is available/);
    expect(await vault.check()).toMatchObject({ state: 'missing' });
  });

  it('a locked keyring (unlock prompt dismissed): "locked"', async () => {
    const locked = () =>
      Promise.reject(nativeError("Couldn't access platform storage: Secret Service: unlock prompt was dismissed", 'Secret Service: unlock prompt was dismissed'));
    const { module } = fakeModule({ getPassword: locked, setPassword: locked, deleteCredential: locked });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux' });
    for (const call of [vault.get('a'), vault.set('a', SECRET), vault.delete('a')]) {
      expect((await refusalOf(call)).message).toMatch(/^The system keychain is locked\. Unlock it/);
    }
    expect(await vault.check()).toMatchObject({ state: 'locked' });
  });

  it('a Secret Service with no keyring at all: says to create one', async () => {
    const { module } = fakeModule({ setPassword: () => Promise.reject(nativeError("Couldn't access platform storage: Secret Service: no result found")) });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux' });
    expect((await refusalOf(vault.set('a', SECRET))).message).toMatch(/no keyring to store the secret in\. Create a default keyring/);
  });

  it('a keychain that never answers: a keychain error after the timeout, and the call is aborted', async () => {
    let signal: AbortSignal | null | undefined;
    const { module } = fakeModule({
      getPassword: (s) => {
        signal = s;
        return new Promise(() => undefined);
      },
    });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux', timeoutMs: 20 });
    expect((await refusalOf(vault.get('a'))).message).toMatch(/did not answer/);
    expect(signal?.aborted).toBe(true);
  });

  it('one keychain call at a time in the whole process (GNOME Keyring aborts on overlapping ones), every answer to its own caller', async () => {
    let inFlight = 0;
    let most = 0;
    const store = new Map<string, string>();
    const slowly = async <T>(work: () => T): Promise<T> => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      return work();
    };
    let constructedWhileBusy = 0;
    const module: KeyringModule = {
      AsyncEntry: class {
        constructor(
          private readonly service: string,
          private readonly account: string,
        ) {
          // On Linux the constructor already talks to the Secret Service.
          if (inFlight > 0) constructedWhileBusy++;
        }
        getPassword() {
          return slowly(() => store.get(`${this.service}/${this.account}`) ?? null);
        }
        setPassword(password: string) {
          return slowly(() => void store.set(`${this.service}/${this.account}`, password));
        }
        deleteCredential() {
          return slowly(() => store.delete(`${this.service}/${this.account}`));
        }
      },
    };
    // Two vaults (two services), as the app and a check may hold: still one call at a time.
    const a = new KeyringVault({ load: async () => module, platform: 'linux', service: 'A' });
    const b = new KeyringVault({ load: async () => module, platform: 'linux', service: 'B' });
    const calls = Array.from({ length: 8 }, (_, i) => [a.set(`k${i}`, `a${i}`), b.set(`k${i}`, `b${i}`)]).flat();
    await Promise.all(calls);
    const read = await Promise.all(Array.from({ length: 8 }, (_, i) => [a.get(`k${i}`), b.get(`k${i}`), a.check()]).flat());
    expect(read).toEqual(Array.from({ length: 8 }, (_, i) => [`a${i}`, `b${i}`, { state: 'available', store: 'Secret Service' }]).flat());
    expect(await Promise.all([a.delete('k0'), b.delete('k0'), a.delete('k0')])).toEqual([true, true, false]);
    expect(most).toBe(1);
    expect(constructedWhileBusy).toBe(0);
  });

  it('a call that never answers: callers wait no longer than their timeout, the calls behind it never start alongside it, and a timeout later the queue goes on', async () => {
    let hang = true;
    let started = 0;
    const { module } = fakeModule({
      getPassword: () => {
        started++;
        return hang ? new Promise(() => undefined) : Promise.resolve('after');
      },
    });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux', timeoutMs: 40 });
    vi.useFakeTimers();
    try {
      const calls = Array.from({ length: 4 }, () => refusalOf(vault.get('a')));
      await vi.advanceTimersByTimeAsync(40); // each caller's own timeout, not one after another
      for (const call of calls) expect((await call).message).toMatch(/did not answer/);
      // Only the hung call reached the keychain: the others were given up before their turn.
      expect(started).toBe(1);
      hang = false;
      const next = vault.get('a');
      await vi.advanceTimersByTimeAsync(30);
      expect(started).toBe(1); // the hung call is still running: nothing overlaps it yet
      // A timeout after the hung call was given up on (t = 80), the queue goes on without it.
      await vi.advanceTimersByTimeAsync(15);
      expect(await next).toBe('after');
      expect(started).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('errors never contain the secret, even if the native text did', async () => {
    const { module } = fakeModule({ setPassword: (password) => Promise.reject(nativeError(`Platform failure: weird ${password}`, `inner ${password}`)) });
    const vault = new KeyringVault({ load: async () => module, platform: 'linux' });
    const error = await refusalOf(vault.set('a', SECRET));
    expect(error.kind).toBe('keychain');
    expect(everythingIn(error)).not.toContain(SECRET);
    expect(String((error.cause as Error).message)).toContain('[secret]');
  });

  it('refuses to store an empty secret without touching the keychain', async () => {
    const load = vi.fn(async () => fakeModule().module);
    const error = await refusalOf(new KeyringVault({ load }).set('a', ''));
    expect(error.kind).toBe('validation');
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['Platform failure: DBus error: org.freedesktop.DBus.Error.ServiceUnknown: The name org.freedesktop.secrets was not provided', 'missing'],
    ["Couldn't access platform storage: Secret Service: unlock prompt was dismissed", 'locked'],
    ["Couldn't access platform storage: AccessDenied", 'locked'],
    ["Couldn't access platform storage: Secret Service: no result found", 'no-keyring'],
    ['Entry is matched by 2 credentials', 'failed'],
    ['Platform failure: something else entirely', 'failed'],
  ])('classifies %j as %s', (message, expected) => {
    expect(classifyNativeError(nativeError(message))).toBe(expected);
  });
});
