/**
 * Main's questions against text a window (or whoever writes through the exchange or the
 * appliance) chose: every confirmation that embeds such text — account and appliance names,
 * code comments, policy names — is walked with a name that tries to print lines of its own.
 * No line of any question may be one the window wrote: the text shows quoted, on one line.
 */
import { describe, expect, it } from 'vitest';
import type { ConfirmationRequest, TransferCode } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

/** What a window tries: blank lines, then a line that reads as main's own, then an override. */
const FORGED = 'Main\n\nAmount: 0\r\nTo: \u202Eattacker';
const FORGED_LINES = ['Amount: 0', 'To: attacker', 'To: \u202Eattacker'];

const fx = useCore({
  exchange: { seed: 21 },
  appliance: { user: 'nsdemo', password: 'demo-Quote-Pass-0042' },
  applianceDemo: true,
  answer: false,
  funds: { btc: '1' },
  fundsTo: 'every',
});
const { call, failure } = fx;
const questions: { op: string; question: ConfirmationRequest }[] = [];
let asking = '';
fx.onQuestion = (question, session) => {
  questions.push({ op: asking, question });
  void fx.reply(question, session);
};

/** Asks through the core as `op`, answering the question yes or no. */
async function ask(op: string, request: unknown, yes = false): Promise<unknown> {
  asking = op;
  fx.answer = yes;
  const before = questions.length;
  const result = await fx.core.handle(op, request, fx.main);
  expect(questions.length, `${op} asked no question: ${JSON.stringify(result).slice(0, 200)}`).toBe(before + 1);
  if (!yes) expect(result).toMatchObject({ ok: false, error: { kind: 'declined' } });
  return result.ok ? result.value : null;
}

describe('main’s questions quote what the window wrote', () => {
  it('walks every confirmation that embeds window text', async () => {
    const alice = (await call<{ id: string }>('profiles.addDemo', { index: 0 })).id;
    const bob = (await call<{ id: string }>('profiles.addDemo', { index: 1 })).id;
    await call('profiles.rename', { id: alice, name: FORGED.slice(0, 60) });
    // Names are unique (issue 21): Bob's carries the same forged lines and a word more.
    await call('profiles.rename', { id: bob, name: `${FORGED.slice(0, 60)} (Bob)` });

    await call('profiles.activate', { id: alice });
    await ask('codes.create', { amount: '0.001', currency: 'btc', comment: FORGED, privateComment: FORGED });
    // Made for real, so that its comment (now the exchange's text) comes back in the redeem question.
    const code = (await ask('codes.create', { amount: '0.001', currency: 'btc', comment: FORGED }, true)) as TransferCode;
    await ask('withdrawals.create', { currency: 'btc', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', allowBlankMemo: false, amount: '0.01', feeIncluded: false });

    await call('profiles.activate', { id: bob });
    await ask('codes.redeem', { code: code.code });
    await ask('profiles.remove', { id: alice });

    const demo = await call<{ id: string }>('appliances.addDemo', {});
    await call('appliances.rename', { id: demo.id, name: FORGED.slice(0, 60) });
    await call('appliances.activate', { id: demo.id });
    await ask('policies.remove', { names: [FORGED] });
    await ask('policies.remove', { names: [FORGED, `${FORGED} 2`] });
    await ask('policies.enable', { names: [FORGED, `${FORGED} 2`] });
    await ask('policies.disable', { names: [FORGED, `${FORGED} 2`] });
    await ask('appliances.remove', { id: demo.id });

    expect(questions.map((q) => q.op)).toContain('codes.redeem');
    const forged: string[] = [];
    for (const { op, question } of questions) {
      for (const part of [question.title, question.message, question.detail, question.confirmLabel]) {
        expect(part, `${op} has a bidi override`).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
        for (const line of part.split(/\r\n|[\n\r\u2028\u2029\u0085\v\f]/)) {
          if (FORGED_LINES.includes(line.trim()) || line.trim() === '' && part === question.message) forged.push(`${op}: ${JSON.stringify(line)}`);
        }
      }
      // The name is there, quoted and on one line.
      expect(`${question.message}\n${question.detail}`, op).toContain('“Main↵↵Amount: 0↵To: attacker');
    }
    expect(forged).toEqual([]);
    expect(await failure('policies.get', { name: FORGED })).toMatchObject({ kind: 'not-found' });
  }, 60_000);
});
