/**
 * A fake keychain held in memory: for tests, and for runs that must not touch the person's
 * keychain. It can be put into the states a real one gets into, and then fails exactly as the
 * real vault does (same errors, same sentences).
 */
import { AppError } from '../../../shared/contract/index.js';
import { KeychainError, storeName, type KeychainFailure, statusOf } from './keychain-errors.js';
import type { SecretVault, VaultStatus } from './vault.js';

export type MemoryVaultState = 'available' | Exclude<KeychainFailure, 'timeout'>;

export class MemoryVault implements SecretVault {
  private readonly secrets = new Map<string, string>();
  private state: MemoryVaultState;
  private readonly platform: NodeJS.Platform;
  /** Every call, in order, without the secrets: tests check what was attempted. */
  readonly calls: Array<{ op: 'get' | 'set' | 'delete'; account: string }> = [];

  constructor(options: { state?: MemoryVaultState; platform?: NodeJS.Platform } = {}) {
    this.state = options.state ?? 'available';
    this.platform = options.platform ?? process.platform;
  }

  /** Lock it, take it away, or make it work again. */
  setState(state: MemoryVaultState): void {
    this.state = state;
  }

  /** How many secrets it holds; tests check that nothing was left behind. */
  get size(): number {
    return this.secrets.size;
  }

  has(account: string): boolean {
    return this.secrets.has(account);
  }

  async get(account: string): Promise<string | null> {
    this.calls.push({ op: 'get', account });
    this.ensureAvailable();
    return this.secrets.get(account) ?? null;
  }

  async set(account: string, secret: string): Promise<void> {
    this.calls.push({ op: 'set', account });
    if (typeof secret !== 'string' || secret.length === 0) throw new AppError('validation', 'The API secret is empty.');
    this.ensureAvailable();
    this.secrets.set(account, secret);
  }

  async delete(account: string): Promise<boolean> {
    this.calls.push({ op: 'delete', account });
    this.ensureAvailable();
    return this.secrets.delete(account);
  }

  async check(): Promise<VaultStatus> {
    try {
      this.ensureAvailable();
      return { state: 'available', store: `${storeName(this.platform)} (in memory)` };
    } catch (error) {
      return statusOf(error, this.platform);
    }
  }

  private ensureAvailable(): void {
    if (this.state !== 'available') throw new KeychainError(this.state, { platform: this.platform });
  }
}
