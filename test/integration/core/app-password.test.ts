/**
 * The app password, asked again while Satchel is unlocked (audit of issue 21), through the whole
 * core in browser mode against the demo exchange and a demo appliance: what someone holding the
 * window's session but not the password can no longer do (reveal a code, weaken a policy), and
 * that every operation taking the current password judges it alike, with one growing delay.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkResult, LockStatus, PolicyView, TransferCode } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

const APP_PASSWORD = 'correct horse battery';
const APPLIANCE_PASSWORD = 'appl-Pass-Word-8812';

const fx = useCore({ exchange: { seed: 21 }, appliance: { user: 'nsroot', password: APPLIANCE_PASSWORD }, accounts: [0], funds: { btc: '1' } });
const { call, failure, questions, answerRefusals: answerResults } = fx;
let made: TransferCode;

/** What the window answers to main's questions: yes with this password (null: none typed), or no. */
const answerWith = (accepted: boolean, password: string | null) => Object.assign(fx, { answer: accepted, password });

/** Waits out the growing delay a wrong password started, so the next check is judged. */
async function waitOutDelay(): Promise<void> {
  const { retryInMs } = await call<LockStatus>('lock.status');
  if (retryInMs > 0) await new Promise((resolve) => setTimeout(resolve, retryInMs + 20));
}

beforeAll(async () => {
  await call('appliances.add', { name: 'Lab', url: fx.appliance.url, user: 'nsroot', password: APPLIANCE_PASSWORD, auth: 'session' });
  answerWith(true, null);
  made = await call<TransferCode>('codes.create', { amount: '0.0125', currency: 'btc' });
  await call('lock.setPassword', { current: null, next: APP_PASSWORD });
}, 30_000);

beforeEach(async () => {
  await waitOutDelay();
  questions.length = 0;
  answerResults.length = 0;
});

const secretPart = () => made.code.split('-').slice(1, 9).join('-');

describe('revealing a transfer code needs the app password (audit item 1)', () => {
  it('without the password (none typed, or a wrong one) nothing is revealed, and the refusal says why', async () => {
    answerWith(true, null);
    const none = await failure('codes.details', { id: made.id, reveal: true });
    expect(none.kind).toBe('declined');
    expect(JSON.stringify(none)).not.toContain(secretPart());
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ title: 'Show a transfer code', needsPassword: true });
    expect(answerResults[0]).toMatchObject({ kind: 'validation', message: 'Enter your app password.' });

    answerWith(true, 'not the password');
    const wrong = await failure('codes.details', { id: made.id, reveal: true });
    expect(wrong.kind).toBe('declined');
    expect(JSON.stringify(wrong)).not.toContain(secretPart());
    expect(answerResults[1]).toMatchObject({ kind: 'validation', message: expect.stringMatching(/^Wrong password\. You can try again in 1 s\.$/) });
  });

  it('with the right password the whole code is shown; masked details ask nothing', async () => {
    answerWith(true, APP_PASSWORD);
    expect((await call<TransferCode>('codes.details', { id: made.id, reveal: true })).code).toBe(made.code);
    expect(questions).toHaveLength(1);
    expect(questions[0]!.message).toContain('0.0125 BTC');
    expect(questions[0]!.detail).not.toContain(secretPart());
    questions.length = 0;
    expect((await call<TransferCode>('codes.details', { id: made.id })).code).not.toContain(secretPart());
    expect(questions).toHaveLength(0);
  });
});

describe('every operation that takes the current password judges it alike (audit item 2)', () => {
  it('a wrong current password to lock.setPassword is answered as a wrong unlock is, and starts the same delay', async () => {
    const wrong = await failure('lock.setPassword', { current: 'guess-1', next: 'a brand new password' });
    expect(wrong).toEqual({ kind: 'validation', message: 'Wrong password. You can try again in 1 s.' });
    // The same counter: the right password is not judged during the delay, whichever operation asks.
    const during = await failure('lock.setPassword', { current: APP_PASSWORD, next: 'a brand new password' });
    expect(during).toMatchObject({ kind: 'locked', message: expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ s\.$/) });
    answerWith(true, APP_PASSWORD);
    expect((await failure('codes.details', { id: made.id, reveal: true })).kind).toBe('declined');
    expect(answerResults[0]).toMatchObject({ kind: 'locked', message: expect.stringMatching(/^Too many wrong passwords/) });
    expect((await call<LockStatus>('lock.status')).retryInMs).toBeGreaterThan(0);
  });

  it('the delay grows with wrong passwords whichever operation they came through', async () => {
    // The right password starts the count afresh.
    answerWith(true, APP_PASSWORD);
    await call<TransferCode>('codes.details', { id: made.id, reveal: true });
    expect((await failure('lock.setPassword', { current: 'guess-2', next: null })).message).toBe('Wrong password. You can try again in 1 s.');
    await waitOutDelay();
    answerWith(true, 'guess-3');
    await failure('codes.details', { id: made.id, reveal: true });
    expect(answerResults[0]!.message).toBe('Wrong password. You can try again in 2 s.');
    await waitOutDelay();
    expect((await failure('guard.setRule', { currency: 'btc', allowListOnly: true, dailyLimit: null, password: 'guess-4' })).message).toBe('Wrong password. You can try again in 4 s.');
    await waitOutDelay();
    // The right one resets it, through any of them.
    answerWith(true, APP_PASSWORD);
    expect((await call<TransferCode>('codes.details', { id: made.id, reveal: true })).code).toBe(made.code);
    expect((await failure('lock.setPassword', { current: 'guess-5', next: null })).message).toBe('Wrong password. You can try again in 1 s.');
  });

  it('a right guess is not told apart from a wrong one by a refused new password', async () => {
    const right = await failure('lock.setPassword', { current: APP_PASSWORD, next: 'short' });
    const wrong = await failure('lock.setPassword', { current: 'guess-6', next: 'short' });
    expect(right).toEqual(wrong);
    expect(right.message).toBe('Choose a password of at least 8 characters.');
    expect((await call<LockStatus>('lock.status')).hasPassword).toBe(true);
  });

  it('removing the password needs the current one, and goes through the same judge', async () => {
    expect((await failure('lock.setPassword', { current: null, next: null })).message).toBe('Enter your app password.');
    expect((await call<LockStatus>('lock.status')).hasPassword).toBe(true);
  });
});

describe('weakening an appliance policy needs the app password (audit item 5)', () => {
  const policy = (name: string) => call<PolicyView>('policies.get', { name });
  const NAME = 'deny_admin_paths';
  const without = () => {
    answerWith(true, null);
  };

  it('without the password a DENY policy is not turned into ALLOW, given another rule, reset, renamed, disabled or deleted', async () => {
    const before = await policy(NAME);
    expect(before).toMatchObject({ action: 'DENY', state: 'ENABLED' });
    without();
    const attempts: [string, unknown][] = [
      ['policies.update', { name: NAME, action: 'ALLOW' }],
      ['policies.update', { name: NAME, rule: 'true' }],
      ['policies.update', { name: NAME, rule: 'true', action: 'ALLOW' }],
      ['policies.unset', { name: NAME, fields: ['rule'] }],
      ['policies.rename', { name: NAME, newName: 'harmless' }],
      ['policies.disable', { names: [NAME] }],
      ['policies.remove', { names: [NAME] }],
    ];
    for (const [op, request] of attempts) {
      questions.length = 0;
      expect((await failure(op, request)).kind, op).toBe('declined');
      expect(questions, op).toHaveLength(1);
      expect(questions[0]!.needsPassword, op).toBe(true);
    }
    expect(await policy(NAME)).toEqual(before);
    expect(fx.appliance.store.get(NAME)).toMatchObject({ action: 'DENY', rule: before.rule, state: 'ENABLED' });
  });

  it('an ALLOW policy added or turned on needs it too; a DENY policy added or turned on does not', async () => {
    without();
    expect((await failure('policies.add', { name: 'open_all', rule: 'true', action: 'ALLOW' })).kind).toBe('declined');
    expect(fx.appliance.store.find('open_all')).toBeUndefined();
    questions.length = 0;
    expect(await call<PolicyView>('policies.add', { name: 'deny_everything', rule: 'true', action: 'DENY' })).toMatchObject({ action: 'DENY' });
    expect(questions).toHaveLength(0);

    answerWith(true, APP_PASSWORD);
    await call<BulkResult>('policies.disable', { names: ['deny_everything'] });
    questions.length = 0;
    without();
    expect((await call<BulkResult>('policies.enable', { names: ['deny_everything'] })).items).toEqual([{ name: 'deny_everything', status: 'done' }]);
    expect(questions).toHaveLength(0);

    const allow = fx.appliance.store.all().find((p) => p.action === 'ALLOW')!.name;
    answerWith(true, APP_PASSWORD);
    await call<BulkResult>('policies.disable', { names: [allow] });
    without();
    expect((await failure('policies.enable', { names: [allow] })).kind).toBe('declined');
    expect(fx.appliance.store.get(allow).state).toBe('DISABLED');
  });

  it('with the right password the change is made', async () => {
    answerWith(true, APP_PASSWORD);
    expect(await call<PolicyView>('policies.update', { name: 'deny_everything', action: 'ALLOW' })).toMatchObject({ action: 'ALLOW' });
    expect(questions[0]).toMatchObject({ title: 'Change a policy', needsPassword: true });
    expect(questions[0]!.detail).toContain('Action: DENY → ALLOW');
  });

  it('without an app password set nothing extra is asked', async () => {
    answerWith(true, APP_PASSWORD);
    await call('lock.setPassword', { current: APP_PASSWORD, next: null });
    try {
      questions.length = 0;
      expect(await call<PolicyView>('policies.update', { name: 'deny_everything', action: 'DENY' })).toMatchObject({ action: 'DENY' });
      expect((await call<BulkResult>('policies.disable', { names: ['deny_everything'] })).items[0]!.status).toBe('done');
      expect((await call<TransferCode>('codes.details', { id: made.id, reveal: true })).code).toBe(made.code);
      expect(questions).toHaveLength(0);
    } finally {
      await call('lock.setPassword', { current: null, next: APP_PASSWORD });
    }
  });
});
