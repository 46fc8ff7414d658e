/**
 * The keychain's failures as a person reads them: what happened and what to do. One place for
 * the wording, so the real vault and the fake one say exactly the same thing.
 *
 * The native module's own text goes only into `cause` (never into the message): it names the
 * store and the reason, never the secret, but it is not written for people.
 */
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
      if (platform === 'darwin') return 'The macOS Keychain is locked or refused access. Unlock your login keychain (in Keychain Access), allow Satchel, and try again.';
      if (platform === 'win32') return 'Windows Credential Manager refused access. Sign in to Windows with your own account and try again.';
      return 'The system keychain is locked. Unlock it (on Linux: your login keyring, e.g. in Passwords and Keys) and try again.';
    case 'missing':
      return 'No system keychain is available. On Linux install and run a Secret Service such as GNOME Keyring or KWallet, then try again.';
    case 'no-keyring':
      return 'The system keychain has no keyring to store the secret in. Create a default keyring (on Linux: a “Login” keyring in Passwords and Keys) and try again.';
    case 'no-module':
      return 'Satchel could not load its keychain module on this system. Reinstall Satchel; if that does not help, report the problem.';
    case 'timeout':
      return 'The system keychain did not answer. If it asked for a password, answer it; then try again.';
    case 'failed':
      return 'The system keychain refused the request. Try again; if it keeps failing, restart the keychain (on Linux: log out and in again).';
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
