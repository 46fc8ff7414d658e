import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { confirmThen, WindowConfirmer, type PendingConfirmation } from '../../../electron/core/confirm/confirm.js';
import type { Session } from '../../../electron/core/base/session.js';

const session = (id: string): Session => ({ id, kind: 'main', emit: () => undefined });
const request = { title: 'Cancel order', message: 'Cancel order 12 on BTC/USDT?', detail: 'Sell 0.5 BTC at 60,000', confirmLabel: 'Cancel order' };

function confirmer(timeoutMs?: number, needsPassword = false) {
  const asked: { session: Session; request: PendingConfirmation }[] = [];
  const c = new WindowConfirmer((s, r) => asked.push({ session: s, request: r }), timeoutMs, () => needsPassword);
  return { c, asked };
}

describe('confirmations', () => {
  it('runs the action after a yes, with the question pushed to the asking window', async () => {
    const { c, asked } = confirmer();
    const a = session('a');
    let sent = 0;
    const done = confirmThen(c.ask, a, request, async () => ++sent);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.session).toBe(a);
    expect(asked[0]!.request).toMatchObject(request);
    await c.answer(a, asked[0]!.request.id, true);
    expect(await done).toBe(1);
  });

  it('a no is "declined" and nothing is sent', async () => {
    const { c, asked } = confirmer();
    const a = session('a');
    let sent = 0;
    const done = confirmThen(c.ask, a, request, async () => ++sent);
    await c.answer(a, asked[0]!.request.id, false);
    await expect(done).rejects.toMatchObject({ kind: 'declined' });
    expect(sent).toBe(0);
  });

  it('another window cannot answer, an unknown id is refused, and a closed window means no', async () => {
    const { c, asked } = confirmer();
    const a = session('a');
    const b = session('b');
    const done = c.ask(a, request);
    const id = asked[0]!.request.id;
    await expect(c.answer(b, id, true)).rejects.toThrow(AppError);
    await expect(c.answer(a, 'nope', true)).rejects.toThrow(AppError);
    c.forget(a);
    expect(await done).toBe(false);
    await expect(c.answer(a, id, true)).rejects.toThrow(AppError);
  });

  it('with an app password, a yes must carry it: a wrong one is refused and the question stays open', async () => {
    const { c, asked } = confirmer(undefined, true);
    const a = session('a');
    let sent = 0;
    const done = confirmThen(c.ask, a, request, async () => ++sent);
    const { id, needsPassword } = asked[0]!.request;
    expect(needsPassword).toBe(true);
    await expect(c.answer(a, id, true)).rejects.toMatchObject({ kind: 'auth' });
    await expect(c.answer(a, id, true, async () => { throw new AppError('auth', 'Wrong password.'); })).rejects.toThrow('Wrong password.');
    expect(sent).toBe(0);
    await c.answer(a, id, true, async () => undefined);
    expect(await done).toBe(1);
  });

  it('a no needs no password', async () => {
    const { c, asked } = confirmer(undefined, true);
    const a = session('a');
    const done = c.ask(a, request);
    await c.answer(a, asked[0]!.request.id, false);
    expect(await done).toBe(false);
  });

  it('an unanswered question expires as a no', async () => {
    const { c } = confirmer(20);
    expect(await c.ask(session('a'), request)).toBe(false);
  });
});
