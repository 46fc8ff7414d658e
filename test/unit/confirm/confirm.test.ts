import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { judgedConfirmer, WindowConfirmer, type Confirmer, type PasswordJudge, type PendingConfirmation } from '../../../electron/core/confirm/confirm.js';
import type { Session } from '../../../electron/core/base/session.js';

/** What every change does with a question (base/state-change.ts): the action only after a yes. */
async function confirmThen<T>(ask: Confirmer, session: Session, question: typeof request, action: () => Promise<T>): Promise<T> {
  if (!(await ask(session, question))) throw new AppError('declined', 'Declined: nothing was sent to the exchange.');
  return action();
}

const session = (id: string): Session => ({ id, kind: 'main', emit: () => undefined });
const request = { title: 'Cancel order', message: 'Cancel order 12 on BTC/USDT?', detail: 'Sell 0.5 BTC at 60,000', confirmLabel: 'Cancel order' };

/** The core's judge, faked: only this password passes. */
const judge: PasswordJudge = async (password) => {
  if (password !== 'right one') throw new AppError('validation', 'Wrong password.');
};

function confirmer(timeoutMs?: number, needsPassword = false) {
  const asked: { session: Session; request: PendingConfirmation }[] = [];
  const c = new WindowConfirmer((s, r) => asked.push({ session: s, request: r }), timeoutMs, () => needsPassword);
  return { c, asked, ask: judgedConfirmer(c.ask, judge) };
}

describe('confirmations', () => {
  it('runs the action after a yes, with the question pushed to the asking window', async () => {
    const { c, asked, ask } = confirmer();
    const a = session('a');
    let sent = 0;
    const done = confirmThen(ask, a, request, async () => ++sent);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.session).toBe(a);
    expect(asked[0]!.request).toMatchObject(request);
    await c.answer(a, asked[0]!.request.id, true);
    expect(await done).toBe(1);
  });

  it('a no is "declined" and nothing is sent', async () => {
    const { c, asked, ask } = confirmer();
    const a = session('a');
    let sent = 0;
    const done = confirmThen(ask, a, request, async () => ++sent);
    await c.answer(a, asked[0]!.request.id, false);
    await expect(done).rejects.toMatchObject({ kind: 'declined' });
    expect(sent).toBe(0);
  });

  it('another window cannot answer, an unknown id is refused, and a closed window means no', async () => {
    const { c, asked, ask } = confirmer();
    const a = session('a');
    const b = session('b');
    const done = ask(a, request);
    const id = asked[0]!.request.id;
    await expect(c.answer(b, id, true)).rejects.toThrow(AppError);
    await expect(c.answer(a, 'nope', true)).rejects.toThrow(AppError);
    c.forget(a);
    expect(await done).toBe(false);
    await expect(c.answer(a, id, true)).rejects.toThrow(AppError);
  });

  it('with an app password, a yes must carry it: a wrong one is refused and the question stays open', async () => {
    const { c, asked, ask } = confirmer(undefined, true);
    const a = session('a');
    let sent = 0;
    const done = confirmThen(ask, a, request, async () => ++sent);
    const { id, needsPassword } = asked[0]!.request;
    expect(needsPassword).toBe(true);
    await expect(c.answer(a, id, true)).rejects.toThrow('Wrong password.');
    await expect(c.answer(a, id, true, 'a guess')).rejects.toThrow('Wrong password.');
    expect(sent).toBe(0);
    await c.answer(a, id, true, 'right one');
    expect(await done).toBe(1);
  });

  it('a no needs no password', async () => {
    const { c, asked, ask } = confirmer(undefined, true);
    const a = session('a');
    const done = ask(a, request);
    await c.answer(a, asked[0]!.request.id, false);
    expect(await done).toBe(false);
  });

  it('an unanswered question expires as a no', async () => {
    const { ask } = confirmer(20);
    expect(await ask(session('a'), request)).toBe(false);
  });

  it('a question that needs the password asks for it even where other questions do not', async () => {
    const { c, asked, ask } = confirmer(undefined, false);
    const a = session('a');
    const done = ask(a, { ...request, needsPassword: true });
    expect(asked[0]!.request.needsPassword).toBe(true);
    await expect(c.answer(a, asked[0]!.request.id, true, 'a guess')).rejects.toThrow('Wrong password.');
    await c.answer(a, asked[0]!.request.id, true, 'right one');
    expect(await done).toBe(true);
  });

  it('a plain yes from a shell that did not ask for the password does not count', async () => {
    const careless = judgedConfirmer(async () => true, judge);
    await expect(careless(session('a'), { ...request, needsPassword: true })).rejects.toMatchObject({ kind: 'auth', message: 'This needs your app password.' });
    // A shell that judged a wrong one and said yes anyway: still no.
    const stubborn = judgedConfirmer(async (_s, _r, j) => (await j('a guess').catch(() => undefined), true), judge);
    await expect(stubborn(session('a'), { ...request, needsPassword: true })).rejects.toMatchObject({ kind: 'auth' });
    const honest = judgedConfirmer(async (_s, _r, j) => (await j('right one'), true), judge);
    expect(await honest(session('a'), { ...request, needsPassword: true })).toBe(true);
    // Questions that need no password are the shell's yes.
    expect(await careless(session('a'), request)).toBe(true);
  });
});
