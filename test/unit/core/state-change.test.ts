import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, type Order, type ProfilesView, type TransferCode } from '../../../shared/contract/index.js';
import { coreOver, createServices, type Core, type Services, type Session } from '../../../electron/core/app.js';
import { serial } from '../../../electron/core/base/serial.js';
import { runStateChange, type GuardCharge, type Pin, type Question, type StateChange, type StateChangePorts } from '../../../electron/core/base/state-change.js';
import { ordersCancel } from '../../../electron/core/account/cancel-orders.js';
import { policyAddition, policyRemoval, policySwitch } from '../../../electron/core/appliance/policy-actions.js';
import { codeCreation } from '../../../electron/core/codes/create.js';
import { redemption } from '../../../electron/core/codes/redeem.js';
import { codeReveal, REVEAL_DECLINED } from '../../../electron/core/codes/reveal.js';
import { gatewayDeposit, simpleDeposit } from '../../../electron/core/fiat/deposit.js';
import { payout } from '../../../electron/core/fiat/payout.js';
import { withdrawal } from '../../../electron/core/funds/withdraw.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { startDemoServers, type DemoServers } from '../../../electron/demo/index.js';
import { coreCalls, demoAdmin } from '../../support/core-calls.js';

/**
 * The one state-change pipeline (base/state-change.ts): every flow that moves value or changes a
 * policy is walked through it with each of its steps recorded, and the order is the pipeline's:
 * nothing is sent before the yes, the lock, the account and the guard are checked again after it,
 * and what is sent goes once.
 */

type AnyChange = StateChange<unknown, unknown, unknown, Pin>;

/** The change with each of its steps writing its name into `log` when it runs. */
function recorded<Plan, Sent, Answer, P extends Pin>(change: StateChange<Plan, Sent, Answer, P>, log: string[]): StateChange<Plan, Sent, Answer, P> {
  const line = change.line;
  const guard = change.guard;
  const question = change.question;
  const lost = change.lost;
  const record = change.record;
  const refresh = change.refresh;
  return {
    ...change,
    line: line && (<T>(work: () => Promise<T>) => (log.push('line'), line(work))),
    pin() {
      log.push('pin');
      const pin = change.pin();
      return { ...pin, check: () => (log.push('pin.check'), pin.check()) };
    },
    plan: (pin) => (log.push('plan'), change.plan(pin)),
    guard:
      guard &&
      ((plan): GuardCharge => {
        const charge = guard(plan);
        return {
          check: () => (log.push('guard.check'), charge.check()),
          count() {
            log.push('guard.count');
            const takeBack = charge.count();
            return () => (log.push('guard.takeBack'), takeBack());
          },
        };
      }),
    question: question && ((plan, pin) => (log.push('question'), question(plan, pin))),
    send: (plan, pin) => (log.push('send'), change.send(plan, pin)),
    lost: lost && ((plan, error) => (log.push('lost'), lost(plan, error))),
    record: record && ((plan, sent, pin) => (log.push('record'), record(plan, sent, pin))),
    refresh: refresh && (() => (log.push('refresh'), refresh())),
    answer: (plan, sent, pin) => (log.push('answer'), change.answer(plan, sent, pin)),
  };
}

/** Ports that write into `log`: the lock's check (the core's own lock behind it) and the question, answered by `reply`. */
function recordingPorts(log: string[], lock: StateChangePorts['lock'], reply: (question: Question) => boolean | Promise<boolean> = () => true): StateChangePorts & { asked: Question[] } {
  const asked: Question[] = [];
  return {
    asked,
    lock: { assertUnlocked: () => (log.push('unlocked?'), lock.assertUnlocked()) },
    ask: async (_session, question) => {
      log.push('ask');
      asked.push(question);
      return reply(question);
    },
  };
}

const session: Session = { id: 'test', kind: 'main', emit: () => undefined };

/** The steps of a change that asks and is counted by the guard, in the pipeline's order. */
const GUARDED = ['line', 'unlocked?', 'pin', 'plan', 'guard.check', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check', 'guard.check', 'guard.count', 'send', 'refresh'];

describe('the pipeline itself', () => {
  /** A change whose every step is there; `send` does what the test says. */
  const change = (send: () => Promise<string>, extra: Partial<StateChange<string, string>> = {}): StateChange<string, string> => ({
    line: serial(),
    pin: () => ({ check() {} }),
    plan: async () => 'plan',
    guard: () => ({ check() {}, count: () => () => undefined }),
    question: async () => ({ title: 'Send', message: 'Send?', detail: '', confirmLabel: 'Send' }),
    send,
    record() {},
    refresh() {},
    answer: (_plan, sent) => `answer: ${sent}`,
    ...extra,
  });
  const unlocked = { assertUnlocked() {} };

  it('runs the steps in order: nothing is sent before the yes, and the lock, the pin and the guard are checked again after it', async () => {
    const log: string[] = [];
    const answer = await runStateChange(recorded(change(async () => 'sent'), log), recordingPorts(log, unlocked), session);
    expect(answer).toBe('answer: sent');
    expect(log).toEqual([...GUARDED, 'record', 'answer']);
  });

  it('a no is declined in the flow’s words, and nothing is counted or sent', async () => {
    const log: string[] = [];
    const no = runStateChange(recorded(change(async () => 'sent', { declined: 'Declined: nothing was changed.' }), log), recordingPorts(log, unlocked, () => false), session);
    await expect(no).rejects.toMatchObject({ kind: 'declined', message: 'Declined: nothing was changed.' });
    expect(log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'guard.check', 'unlocked?', 'question', 'ask']);
  });

  it('locked while the question was open: refused, nothing counted or sent', async () => {
    const log: string[] = [];
    let locked = false;
    const lock = { assertUnlocked: () => { if (locked) throw new AppError('locked', 'Satchel is locked.'); } };
    const run = runStateChange(recorded(change(async () => 'sent'), log), recordingPorts(log, lock, () => ((locked = true), true)), session);
    await expect(run).rejects.toMatchObject({ kind: 'locked' });
    expect(log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'guard.check', 'unlocked?', 'question', 'ask', 'unlocked?']);
  });

  it('a clear refusal is taken back from the guard’s count; an unknown outcome stays counted, is looked up, and is not sent again', async () => {
    const refusedLog: string[] = [];
    const refused = runStateChange(recorded(change(() => Promise.reject(new AppError('validation', 'No.'))), refusedLog), recordingPorts(refusedLog, unlocked), session);
    await expect(refused).rejects.toMatchObject({ kind: 'validation' });
    expect(refusedLog).toEqual([...GUARDED, 'guard.takeBack']);

    const lostLog: string[] = [];
    let sends = 0;
    const unknown = change(() => (sends++, Promise.reject(new AppError('unknown-outcome', 'Lost.'))), { lost: async () => 'found in the list' });
    expect(await runStateChange(recorded(unknown, lostLog), recordingPorts(lostLog, unlocked), session)).toBe('answer: found in the list');
    expect(lostLog).toEqual([...GUARDED, 'lost', 'record', 'answer']);
    expect(sends).toBe(1);

    const { lost: _none, ...withoutLookUp } = unknown;
    const unknownLog: string[] = [];
    await expect(runStateChange(recorded(withoutLookUp, unknownLog), recordingPorts(unknownLog, unlocked), session)).rejects.toMatchObject({ kind: 'unknown-outcome' });
    expect(unknownLog).toEqual(GUARDED);
    expect(sends).toBe(2);
  });

  it('a flow that asks nothing (a deposit) is not checked again before it is sent', async () => {
    const log: string[] = [];
    const { question: _q, guard: _g, ...deposit } = change(async () => 'sent');
    await runStateChange(recorded(deposit, log), recordingPorts(log, unlocked), session);
    expect(log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'send', 'refresh', 'record', 'answer']);
  });
});

describe('every flow, through the pipeline, against the demo servers', () => {
  const PASSWORD = 'a long enough password';
  const btcAddress = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
  let demo: DemoServers;
  let core: Core;
  let services: Services;
  let dir: string;
  let main: Session;
  let aliceId: string;
  let bobId: string;
  const { call } = coreCalls(() => core, () => main);
  const admin = demoAdmin(() => demo.exchange);
  const lock = () => services.lock;
  /** Runs a flow's change with its steps and the ports recorded. */
  const walk = async (change: AnyChange, reply?: (question: Question) => boolean | Promise<boolean>, on: Session = main) => {
    const log: string[] = [];
    const ports = recordingPorts(log, lock(), reply);
    const result = await runStateChange(recorded(change, log), ports, on).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error: error as AppError }),
    );
    return { log, asked: ports.asked, result };
  };
  const paymentSession = (flow: 'withdraw' | 'deposit') =>
    core.openSession(() => undefined, { kind: 'gateway', ticket: { flow, currency: 'uah', profileId: aliceId, profileName: 'Alice', gatewayUrl: demo.gatewayUrl } });

  beforeAll(async () => {
    demo = await startDemoServers({ port: 0, seed: 22 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-pipeline-'));
    services = createServices({
      exchangeUrl: demo.exchange.url,
      gatewayUrl: demo.gatewayUrl,
      demo: true,
      demoAccounts: demo.ready.accounts,
      applianceDemo: { url: demo.ready.appliance, user: demo.ready.applianceUser, password: demo.ready.appliancePassword },
      shell: 'browser',
      version: 'test',
      userDataDir: dir,
      vault: new MemoryVault(),
      timeoutMs: 3000,
    });
    core = coreOver(services);
    main = core.openSession(() => undefined);
    aliceId = (await call<{ id: string }>('profiles.addDemo', { index: 0 })).id;
    bobId = (await call<{ id: string }>('profiles.addDemo', { index: 1 })).id;
    await call<ProfilesView>('profiles.activate', { id: aliceId });
    for (const [currency, amount] of [['btc', '2'], ['uah', '10000']]) {
      expect((await admin('/admin/deposits', { email: demo.ready.accounts[0]!.email, currency, amount })).status).toBe(200);
    }
    await call('appliances.addDemo');
  });

  afterAll(async () => {
    await core?.close();
    await demo?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const btcWithdrawal = () => withdrawal(services, { currency: 'btc', address: btcAddress, allowBlankMemo: false, amount: '0.01', feeIncluded: false });

  it('a coin withdrawal: every step in order, the memo recorded after the send, the answer last', async () => {
    const { log, asked, result } = await walk(btcWithdrawal());
    expect(result.ok, String(!result.ok && result.error.message)).toBe(true);
    expect(asked.map((q) => q.title)).toEqual(['Send BTC']);
    expect(log).toEqual([...GUARDED, 'record', 'answer']);
  });

  it('a mistyped address is refused in the plan, before anything is read, asked or sent', async () => {
    const cleared = await fetch(`${demo.exchange.url}/admin/requests`, { method: 'DELETE', headers: { 'x-admin-token': demo.exchange.adminToken } });
    expect(cleared.status).toBe(200);
    const { log, result } = await walk(withdrawal(services, { currency: 'btc', address: `${btcAddress}x`, allowBlankMemo: false, amount: '0.01', feeIncluded: false }));
    expect(!result.ok && result.error.kind).toBe('validation');
    expect(log).toEqual(['line', 'unlocked?', 'pin', 'plan']);
    const counts = (await (await fetch(`${demo.exchange.url}/admin/requests`, { headers: { 'x-admin-token': demo.exchange.adminToken } })).json()) as { requests: Record<string, number> };
    expect(Object.keys(counts.requests).filter((p) => p.startsWith('/v3/auth/'))).toEqual([]);
  });

  it('locked while the question was open: the withdrawal is refused and nothing is counted or sent', async () => {
    await call('lock.setPassword', { current: null, next: PASSWORD });
    try {
      const { log, result } = await walk(btcWithdrawal(), () => (lock().lock(), true));
      expect(!result.ok && result.error.kind).toBe('locked');
      expect(log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'guard.check', 'unlocked?', 'question', 'ask', 'unlocked?']);
    } finally {
      await lock().unlock(PASSWORD);
      await call('lock.setPassword', { current: PASSWORD, next: null });
    }
  });

  it('another account made active while the question was open: nothing is sent', async () => {
    try {
      const { log, result } = await walk(btcWithdrawal(), () => (services.profiles.setActive(bobId), true));
      expect(!result.ok && result.error.message).toMatch(/The active account changed while you were being asked about/);
      expect(log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'guard.check', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check']);
    } finally {
      services.profiles.setActive(aliceId);
    }
  });

  it('a withdrawal met by a 502 stays counted by the guard and is not sent again', async () => {
    expect((await admin('/admin/faults', { path: '/v3/auth/withdraw', mode: 'status', status: 502, times: 2 })).status).toBe(200);
    const { log, result } = await walk(btcWithdrawal());
    expect(!result.ok && result.error.kind).toBe('unknown-outcome');
    expect(log).toEqual(GUARDED);
    expect(demo.exchange.faults.take('/v3/auth/withdraw')?.times).toBe(0); // one of two used: sent once
  });

  it('a payout from the payment window: the withdrawal’s order, the ticket’s account pinned', async () => {
    const window = paymentSession('withdraw');
    const { log, asked, result } = await walk(payout(services, { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111111' } }, window), undefined, window);
    expect(result.ok, String(!result.ok && result.error.message)).toBe(true);
    expect(asked.map((q) => q.title)).toEqual(['Pay out UAH']);
    expect(log).toEqual([...GUARDED, 'answer']);
  });

  it('deposits ask nothing and are not counted: in their own line, sent once, the account read again after the invoice', async () => {
    const window = paymentSession('deposit');
    const line = serial();
    const withForm = await walk(gatewayDeposit(services, line, { amount: '500', service: 'card_uah_hpp', fields: {} }, window), undefined, window);
    expect(withForm.result.ok, String(!withForm.result.ok && withForm.result.error.message)).toBe(true);
    expect(withForm.log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'send', 'refresh', 'answer']);
    const simple = await walk(simpleDeposit(services, line, { amount: '250' }, window), undefined, window);
    expect(simple.result.ok, String(!simple.result.ok && simple.result.error.message)).toBe(true);
    expect(simple.log).toEqual(['line', 'unlocked?', 'pin', 'plan', 'send', 'answer']);
    expect(withForm.asked.length + simple.asked.length).toBe(0);
  });

  it('a transfer code is created like a withdrawal and redeemed after its own question; a lost answer is looked up, not sent again', async () => {
    const created = await walk(codeCreation(services, { amount: '0.0125', currency: 'btc' }));
    expect(created.result.ok, String(!created.result.ok && created.result.error.message)).toBe(true);
    expect(created.log).toEqual([...GUARDED, 'answer']);

    services.profiles.setActive(bobId);
    try {
      const code = (created.result as { value: TransferCode }).value.code;
      // The demo's 502 carries nothing out: the look-up finds nothing and says so, and nothing went twice.
      expect((await admin('/admin/faults', { path: '/v3/auth/svc_codes/redeem', mode: 'status', status: 502, times: 2 })).status).toBe(200);
      const lost = await walk(redemption(services, code));
      expect(!lost.result.ok && lost.result.error).toMatchObject({ kind: 'unknown-outcome', message: expect.stringContaining('It was not sent again') });
      expect(lost.log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check', 'send', 'refresh', 'lost']);
      expect(demo.exchange.faults.take('/v3/auth/svc_codes/redeem')?.times).toBe(0); // one of two used: sent once

      const redeemed = await walk(redemption(services, code));
      expect(redeemed.result.ok, String(!redeemed.result.ok && redeemed.result.error.message)).toBe(true);
      expect(redeemed.asked.map((q) => q.title)).toEqual(['Redeem a transfer code']);
      expect(redeemed.log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check', 'send', 'refresh', 'answer']);
    } finally {
      services.profiles.setActive(aliceId);
    }
  });

  it('showing a whole transfer code: read, asked with the app password only when one is set, shown only to the account asked about', async () => {
    const created = await walk(codeCreation(services, { amount: '0.001', currency: 'btc' }));
    expect(created.result.ok, String(!created.result.ok && created.result.error.message)).toBe(true);
    const made = (created.result as { value: TransferCode }).value;
    // No app password: nothing a question could add, so nothing is asked; the lock is still checked around it.
    const plain = await walk(codeReveal(services, made.id));
    expect(plain.result).toMatchObject({ ok: true, value: { id: made.id, code: made.code } });
    expect(plain.log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'unlocked?', 'pin.check', 'send', 'answer']);
    expect(plain.asked).toEqual([]);

    await call('lock.setPassword', { current: null, next: PASSWORD });
    try {
      const shown = await walk(codeReveal(services, made.id));
      expect(shown.asked).toEqual([expect.objectContaining({ title: 'Show a transfer code', needsPassword: true })]);
      expect(shown.asked[0]!.detail).not.toContain(made.code);
      expect(shown.result).toMatchObject({ ok: true, value: { code: made.code } });
      const no = await walk(codeReveal(services, made.id), () => false);
      expect(!no.result.ok && no.result.error).toMatchObject({ kind: 'declined', message: REVEAL_DECLINED() });
      expect(no.log.at(-1)).toBe('ask');
      // Another account became active while the question was open: the code is not shown.
      const switched = await walk(codeReveal(services, made.id), () => (services.profiles.setActive(bobId), true));
      expect(!switched.result.ok && switched.result.error.message).toMatch(/active account changed/);
      expect(switched.log).not.toContain('send');
    } finally {
      services.profiles.setActive(aliceId);
      await call('lock.setPassword', { current: PASSWORD, next: null });
    }
  });

  it('cancelling orders: the orders read for the question, sent after the yes, the lists read again', async () => {
    const open = await call<Order[]>('orders.active', {});
    expect(open.length).toBeGreaterThan(0);
    const { log, result } = await walk(ordersCancel(services, [open[0]!.id]));
    expect(result.ok, String(!result.ok && result.error.message)).toBe(true);
    expect(log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check', 'send', 'refresh', 'answer']);
  });

  it('appliance policies: what cannot weaken goes without a question, what may weaken is asked with the app password, deleting always asks', async () => {
    const deny = await walk(policyAddition(services, { name: 'pipeline_deny', rule: 'HTTP.REQ.URL.STARTSWITH("/tmp")', action: 'DENY' }));
    expect(deny.result.ok, String(!deny.result.ok && deny.result.error.message)).toBe(true);
    expect(deny.log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'unlocked?', 'pin.check', 'send', 'answer']);

    await call('lock.setPassword', { current: null, next: PASSWORD });
    try {
      const disable = await walk(policySwitch(services, 'disable', ['pipeline_deny']));
      expect(disable.asked).toMatchObject([{ title: 'Disable a policy', needsPassword: true }]);
      expect(disable.log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check', 'send', 'answer']);

      const declined = await walk(policyRemoval(services, ['pipeline_deny']), () => false);
      expect(!declined.result.ok && declined.result.error).toMatchObject({ kind: 'declined', message: 'Declined: nothing was changed.' });
      expect(declined.log).not.toContain('send');

      const removed = await walk(policyRemoval(services, ['pipeline_deny']));
      expect(removed.result.ok).toBe(true);
      expect(removed.log).toEqual(['pin', 'plan', 'unlocked?', 'question', 'ask', 'unlocked?', 'pin.check', 'send', 'answer']);
    } finally {
      await call('lock.setPassword', { current: PASSWORD, next: null });
    }
  });
});
