/**
 * Where API secrets live: the OS keychain, behind one small interface so the core can be
 * tested with a fake one. A secret is stored under the service `Satchel` and an account id
 * derived from the profile (`profile:<id>`); nothing else about it is kept anywhere.
 *
 * Every method rejects with AppError('keychain', a sentence saying what to do) when the
 * keychain is missing or locked. No message, detail or log line ever contains a secret.
 */

export const VAULT_SERVICE = 'Satchel';

export type VaultState =
  | 'available' // store, read and delete work
  | 'locked' // a keychain exists but is locked or refused access
  | 'missing' // no keychain (no Secret Service on Linux, or the native module failed to load)
  | 'failed'; // the keychain answered with an error Satchel cannot classify

export interface VaultStatus {
  state: VaultState;
  /** What holds the secrets, for the person: "macOS Keychain", "Secret Service", … */
  store: string;
  /** For every state but `available`: the same sentence the errors carry. */
  message?: string;
}

export interface SecretVault {
  /** The secret, or null when there is none under this account. */
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when a secret was deleted, false when there was none. */
  delete(account: string): Promise<boolean>;
  /** Whether the keychain can be used now; never rejects. */
  check(): Promise<VaultStatus>;
}

/** The keychain account that holds one profile's API secret. */
export function accountForProfile(profileId: string): string {
  return `profile:${profileId}`;
}

/** The keychain account that holds one appliance connection's password. */
export function accountForAppliance(applianceId: string): string {
  return `appliance:${applianceId}`;
}
