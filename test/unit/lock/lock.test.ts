import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { LockService, type LockStatus } from '../../../electron/core/lock/lock.js';
import { hashPassword, verifyPassword } from '../../../electron/core/lock/password.js';

// A cheap cost keeps the tests fast; the default is tested once in the password tests.
const cheap = { N: 1024, r: 8, p: 1 };

function store(initial: string | null = null) {
  let hash = initial;
  return { get: () => hash, set: (h: string | null) => void (hash = h) };
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => vi.useRealTimers());

describe('app password hash', () => {
  it('stores only a salted scrypt hash that verifies the right password and nothing else', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('correct');
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$2$3$x$y', 'scrypt$99999999999$8$1$AAAA$AAAA']) expect(await verifyPassword('x', bad)).toBe(false);
  });
});

describe('lock', () => {
  it('without a password the app is never locked and cannot be locked', () => {
    const lock = new LockService(store(), { idleMs: () => 1000 });
    expect(lock.status).toEqual({ hasPassword: false, locked: false, retryInMs: 0 });
    expect(() => lock.assertUnlocked()).not.toThrow();
    expect(() => lock.lock()).toThrow(AppError);
    lock.close();
  });

  it('guesses sent together are checked one at a time, so none slips past the delay', async () => {
    const lock = new LockService(store(await hashPassword('s3cret-pass', cheap)), { idleMs: () => 0 });
    const guesses = Array.from({ length: 20 }, (_, i) => lock.unlock(i === 19 ? 's3cret-pass' : `guess-${i}`).then(() => 'unlocked', (e: AppError) => e.kind));
    const outcomes = await Promise.all(guesses);
    // The first guess is checked (and is wrong); every other one is refused without a check.
    expect(outcomes[0]).toBe('validation');
    expect(outcomes.slice(1).every((o) => o === 'locked')).toBe(true);
    expect(lock.status.locked).toBe(true);
    expect(lock.status.retryInMs).toBeGreaterThan(0);
    lock.close();
  });

  it('with a password it starts locked, refuses changes while locked, and unlocks with the right password', async () => {
    const lock = new LockService(store(await hashPassword('s3cret-pass', cheap)), { idleMs: () => 0 });
    expect(lock.status.locked).toBe(true);
    expect(() => lock.assertUnlocked()).toThrow(expect.objectContaining({ kind: 'locked' }));
    expect((await lock.unlock('s3cret-pass')).locked).toBe(false);
    expect(() => lock.assertUnlocked()).not.toThrow();
    lock.lock();
    expect(lock.status.locked).toBe(true);
    lock.close();
  });

  it('wrong passwords earn a doubling delay, and attempts during it are refused without checking', async () => {
    let now = 1_000_000;
    const changes: LockStatus[] = [];
    const lock = new LockService(store(await hashPassword('right-password', cheap)), { idleMs: () => 0, now: () => now, onChange: (s) => changes.push(s) });
    expect((await errorOf(lock.unlock('wrong'))).message).toMatch(/try again in 1 s/);
    expect((await errorOf(lock.unlock('right-password'))).kind).toBe('locked');
    now += 1000;
    expect((await errorOf(lock.unlock('wrong'))).message).toMatch(/try again in 2 s/);
    now += 2000;
    expect((await errorOf(lock.unlock('wrong'))).message).toMatch(/try again in 4 s/);
    expect(lock.status.retryInMs).toBe(4000);
    now += 4000;
    expect((await lock.unlock('right-password')).locked).toBe(false);
    expect(lock.status.retryInMs).toBe(0);
    expect(changes.at(-1)).toEqual({ hasPassword: true, locked: false, retryInMs: 0 });
    lock.close();
  });

  it('locks itself after the idle time, and activity postpones it', async () => {
    const hash = await hashPassword('right-password', cheap);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const lock = new LockService(store(hash), { idleMs: () => 5 * 60_000, hashCost: cheap });
    await lock.unlock('right-password');
    lock.touch();
    vi.advanceTimersByTime(4 * 60_000);
    lock.touch();
    vi.advanceTimersByTime(4 * 60_000);
    expect(lock.status.locked).toBe(false);
    vi.advanceTimersByTime(60_000 + 10);
    expect(lock.status.locked).toBe(true);
    lock.close();
  });

  it('sets, changes and removes the password; the current one is needed, a short one is refused', async () => {
    const s = store();
    let now = 1_000_000;
    const lock = new LockService(s, { idleMs: () => 0, hashCost: cheap, now: () => now });
    expect((await errorOf(lock.setPassword(null, 'short'))).kind).toBe('validation');
    expect(s.get()).toBeNull();
    await lock.setPassword(null, 'first-password');
    expect(lock.status).toMatchObject({ hasPassword: true, locked: false });
    expect((await errorOf(lock.setPassword('nope', 'second-password'))).message).toBe('Wrong password. You can try again in 1 s.');
    now += 1000;
    await lock.setPassword('first-password', 'second-password');
    expect(await verifyPassword('second-password', s.get()!)).toBe(true);
    lock.lock();
    expect((await errorOf(lock.setPassword('second-password', null))).kind).toBe('locked');
    await lock.unlock('second-password');
    await lock.setPassword('second-password', null);
    expect(lock.status.hasPassword).toBe(false);
    lock.close();
  });
});

describe('the password asked again for a sensitive change', () => {
  it('passes with no password set, and with the right one', async () => {
    await new LockService(store(), { idleMs: () => 0 }).reauthenticate(null);
    const hash = await hashPassword('correct horse', cheap);
    const lock = new LockService(store(hash), { idleMs: () => 0, hashCost: cheap });
    await lock.unlock('correct horse');
    await lock.reauthenticate('correct horse');
  });

  it('refuses a missing or wrong one, with the same growing delay as unlocking, and while locked', async () => {
    const hash = await hashPassword('correct horse', cheap);
    let now = 1_000_000;
    const lock = new LockService(store(hash), { idleMs: () => 0, hashCost: cheap, now: () => now });
    expect((await errorOf(lock.reauthenticate('correct horse'))).kind).toBe('locked');
    await lock.unlock('correct horse');
    expect((await errorOf(lock.reauthenticate(null))).message).toContain('Enter your app password');
    expect(lock.status.retryInMs).toBe(0);
    expect((await errorOf(lock.reauthenticate('wrong'))).message).toContain('Wrong password');
    // During the delay even the right password is not judged.
    expect((await errorOf(lock.reauthenticate('correct horse'))).message).toContain('Try again in 1 s');
    now += 1000;
    await lock.reauthenticate('correct horse');
  });
});

describe('unlocking and the guard judge alike', () => {
  it('an empty field is not an attempt, and during the delay neither judges anything, in the same order', async () => {
    const hash = await hashPassword('correct horse', cheap);
    let now = 1_000_000;
    const lock = new LockService(store(hash), { idleMs: () => 0, hashCost: cheap, now: () => now });
    const empty = await errorOf(lock.unlock(''));
    expect(empty).toMatchObject({ kind: 'validation', message: 'Enter your app password.' });
    expect(lock.status.retryInMs).toBe(0);
    await errorOf(lock.unlock('wrong'));
    // Empty or right, during the delay both answer the delay, and it does not grow.
    for (const attempt of ['', 'correct horse']) {
      const refused = await errorOf(lock.unlock(attempt));
      expect(refused.kind).toBe('locked');
      expect(refused.message).toContain('Try again in 1 s');
    }
    expect(lock.status.retryInMs).toBe(1000);
    now += 1000;
    await lock.unlock('correct horse');
    await errorOf(lock.reauthenticate('wrong'));
    // The right password reset the count, so this delay starts again at 1 s.
    for (const attempt of [null, 'correct horse']) expect((await errorOf(lock.reauthenticate(attempt))).message).toContain('Try again in 1 s');
    now += 1000;
    await lock.reauthenticate('correct horse');
    lock.close();
  });
});

describe('every operation that takes the current password judges it alike (audit of issue 21, item 2)', () => {
  it('setPassword, unlock and reauthenticate answer a wrong password in the same words and share one growing delay', async () => {
    const hash = await hashPassword('correct horse', cheap);
    let now = 1_000_000;
    const lock = new LockService(store(hash), { idleMs: () => 0, hashCost: cheap, now: () => now });
    const wrongUnlock = await errorOf(lock.unlock('guess-1'));
    now += 1000;
    await lock.unlock('correct horse');
    const wrongChange = await errorOf(lock.setPassword('guess-1', 'a new password'));
    expect({ kind: wrongChange.kind, message: wrongChange.message }).toEqual({ kind: wrongUnlock.kind, message: wrongUnlock.message });
    // During the delay the right current password is not judged by setPassword either.
    expect(await errorOf(lock.setPassword('correct horse', 'a new password'))).toMatchObject({ kind: 'locked', message: 'Too many wrong passwords. Try again in 1 s.' });
    now += 1000;
    expect((await errorOf(lock.reauthenticate('guess-2'))).message).toBe('Wrong password. You can try again in 2 s.');
    now += 2000;
    expect((await errorOf(lock.setPassword('guess-3', null))).message).toBe('Wrong password. You can try again in 4 s.');
    expect(lock.status).toMatchObject({ hasPassword: true, retryInMs: 4000 });
    lock.close();
  });

  it('a refused new password answers the same whether the current one was right or not', async () => {
    const lock = new LockService(store(await hashPassword('correct horse', cheap)), { idleMs: () => 0, hashCost: cheap });
    await lock.unlock('correct horse');
    const right = await errorOf(lock.setPassword('correct horse', 'short'));
    const wrong = await errorOf(lock.setPassword('not it', 'short'));
    expect({ kind: right.kind, message: right.message }).toEqual({ kind: wrong.kind, message: wrong.message });
    // And it was no attempt: nothing was judged, no delay began.
    expect(lock.status.retryInMs).toBe(0);
    lock.close();
  });
});
