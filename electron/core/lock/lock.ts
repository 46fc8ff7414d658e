/**
 * The optional app password and the lock. With a password set the app starts locked and
 * locks itself after the chosen idle time or on request; while locked, reading goes on
 * (prices, balances, the tray) but every operation that changes state is refused with
 * `locked`. Wrong passwords earn a delay that doubles with each one.
 */
import { m } from '../../../shared/i18n/language.js';
import { AppError } from '../../../shared/contract/index.js';
import { hashPassword, verifyPassword } from './password.js';

export interface PasswordHashStore {
  get(): string | null;
  set(hash: string | null): Promise<void> | void;
}

export interface LockStatus {
  hasPassword: boolean;
  locked: boolean;
  /** ms until another unlock attempt is accepted (0 when one may be tried now). */
  retryInMs: number;
}

export interface LockOptions {
  /** Idle time before locking, ms; 0 = never. Read at each activity, so a settings change applies at once. */
  idleMs: () => number;
  now?: () => number;
  onChange?: (status: LockStatus) => void;
  hashCost?: { N: number; r: number; p: number };
}

export const MIN_PASSWORD_LENGTH = 8;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 60_000;

export class LockService {
  private locked: boolean;
  private failures = 0;
  private nextAttemptAt = 0;
  /** True while a password is being checked: attempts are one at a time, or guesses sent together would all slip past the delay. */
  private checking = false;
  private lastActivity: number;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly store: PasswordHashStore,
    private readonly options: LockOptions,
  ) {
    this.now = options.now ?? (() => Date.now());
    this.locked = store.get() !== null;
    this.lastActivity = this.now();
    this.armIdleTimer();
  }

  get status(): LockStatus {
    return {
      hasPassword: this.store.get() !== null,
      locked: this.locked,
      retryInMs: Math.max(0, this.nextAttemptAt - this.now()),
    };
  }

  /** Call before anything that changes state on the account. */
  assertUnlocked(): void {
    if (this.locked) throw new AppError('locked', m.core_lock_locked());
  }

  /** The person did something: the idle clock starts again. */
  touch(): void {
    this.lastActivity = this.now();
    this.armIdleTimer();
  }

  lock(): LockStatus {
    if (this.store.get() === null) throw new AppError('validation', m.core_lock_no_password());
    this.setLocked(true);
    return this.status;
  }

  async unlock(password: string): Promise<LockStatus> {
    if (!this.locked) return this.status;
    await this.checkPassword(password);
    this.setLocked(false);
    this.touch();
    return this.status;
  }

  /**
   * The password asked again while unlocked: the withdrawal guard, and browser mode's answer to
   * main's questions (deleting, revealing a code, weakening a policy …). Without a password set
   * there is nothing to ask. Wrong answers earn the same growing delay as wrong unlocks: it is the
   * same secret being guessed.
   */
  async reauthenticate(password: string | null): Promise<void> {
    this.assertUnlocked();
    if (this.store.get() === null) return;
    await this.checkPassword(password ?? '');
    this.touch();
  }

  /**
   * The one judge of the password, for every operation that takes it (unlocking, changing or
   * removing it, and through `reauthenticate` every question and change that asks for it again),
   * so all refuse the same things in the same words and share one count of wrong attempts: a
   * guesser gains nothing by spreading guesses over several operations. One attempt at a time;
   * during the delay nothing is judged (not even the right password: it would tell a guesser they
   * found it); an empty field is not an attempt. A wrong one doubles the delay.
   */
  private async checkPassword(password: string): Promise<void> {
    if (this.checking) throw new AppError('locked', m.core_lock_checking());
    const wait = this.nextAttemptAt - this.now();
    if (wait > 0) throw new AppError('locked', m.core_lock_too_many({ seconds: Math.ceil(wait / 1000) }));
    if (password === '') throw new AppError('validation', m.core_lock_enter_password());
    const hash = this.store.get();
    this.checking = true;
    let right: boolean;
    try {
      right = hash === null || (await verifyPassword(password, hash));
    } finally {
      this.checking = false;
    }
    if (right) {
      this.failures = 0;
      this.nextAttemptAt = 0;
      return;
    }
    this.failures++;
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.failures - 1));
    this.nextAttemptAt = this.now() + delay;
    this.options.onChange?.(this.status);
    throw new AppError('validation', m.core_lock_wrong({ seconds: Math.ceil(delay / 1000) }));
  }

  /**
   * Set, change (current needed) or remove (next = null) the password. Only while unlocked. The
   * new password is judged before the current one, so that a refused new password cannot tell a
   * right guess of the current one from a wrong guess; the current one goes through the one judge.
   */
  async setPassword(current: string | null, next: string | null): Promise<LockStatus> {
    this.assertUnlocked();
    if (next !== null && next.length < MIN_PASSWORD_LENGTH) {
      throw new AppError('validation', m.core_lock_too_short({ count: MIN_PASSWORD_LENGTH }));
    }
    if (this.store.get() !== null) await this.checkPassword(current ?? '');
    await this.store.set(next === null ? null : await hashPassword(next, this.options.hashCost));
    this.touch();
    this.options.onChange?.(this.status);
    return this.status;
  }

  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private setLocked(locked: boolean): void {
    if (this.locked === locked) return;
    this.locked = locked;
    this.options.onChange?.(this.status);
  }

  private armIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const idleMs = this.options.idleMs();
    if (idleMs <= 0 || this.locked || this.store.get() === null) return;
    const due = this.lastActivity + idleMs - this.now();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.now() - this.lastActivity >= idleMs) this.setLocked(true);
      else this.armIdleTimer();
    }, Math.max(0, due));
    // An idle timer must never keep the process alive on its own.
    this.idleTimer.unref?.();
  }
}
