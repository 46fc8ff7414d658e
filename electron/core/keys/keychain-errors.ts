/**
 * The keychain's failures as a person reads them: what happened and what to do. One place for
 * the wording, so the real vault and the fake one say exactly the same thing.
 *
 * The native module's own text goes only into `cause` (never into the message): it names the
 * store and the reason, never the secret, but it is not written for people.
 */
import { m } from '../../../shared/i18n/language.js';
import { AppError } from '../../../shared/contract/index.js';
import type { VaultState, VaultStatus } from './vault.js';

export type KeychainFailure = Exclude<VaultState, 'available'> | 'no-keyring' | 'no-module' | 'timeout';

export function storeName(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'macOS Keychain';
  if (platform === 'win32') return 'Windows Credential Manager';
  return 'Secret Service';
}

export function keychainMessage(failure: KeychainFailure, platform: NodeJS.Platform = process.platform): string {
  switch (failure) {
    case 'locked':
      if (platform === 'darwin') return m.core_keychain_locked_mac();
      if (platform === 'win32') return m.core_keychain_locked_windows();
      return m.core_keychain_locked();
    case 'missing':
      return m.core_keychain_missing();
    case 'no-keyring':
      return m.core_keychain_no_keyring();
    case 'no-module':
      return m.core_keychain_no_module();
    case 'timeout':
      return m.core_keychain_timeout();
    case 'failed':
      return m.core_keychain_failed();
  }
}

/** The state a failure puts the vault in, for check(). */
export function stateOf(failure: KeychainFailure): Exclude<VaultState, 'available'> {
  if (failure === 'locked' || failure === 'timeout') return 'locked';
  if (failure === 'failed') return 'failed';
  return 'missing';
}

export class KeychainError extends AppError {
  readonly failure: KeychainFailure;
  constructor(failure: KeychainFailure, options: { platform?: NodeJS.Platform; cause?: unknown } = {}) {
    super('keychain', keychainMessage(failure, options.platform), { cause: options.cause });
    this.name = 'KeychainError';
    this.failure = failure;
  }
}

export function statusOf(error: unknown, platform: NodeJS.Platform = process.platform): VaultStatus {
  const failure: KeychainFailure = error instanceof KeychainError ? error.failure : 'failed';
  return { state: stateOf(failure), store: storeName(platform), message: keychainMessage(failure, platform) };
}
