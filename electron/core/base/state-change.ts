/**
 * The one state-change pipeline (docs/architecture.md): every flow that moves value or changes a
 * policy runs the same steps in the same order, written once here; each flow gives only its own
 * steps. It stands on the floor of the core, so the lock, the question and the guard reach it as
 * ports (what confirm/, lock/ and funds/ give fits them), never as imports.
 */
import { m } from '../../../shared/i18n/language.js';
import { AppError } from '../../../shared/contract/index.js';
import type { Serial } from './serial.js';
import type { Session } from './session.js';

/** What the person is asked; confirm/confirm.ts's `ConfirmRequest` has this shape. */
export interface Question {
  title: string;
  message: string;
  detail: string;
  confirmLabel: string;
  passwordChecked?: boolean;
  needsPassword?: boolean;
}

/** What a change is bound to from its start to its send: an exchange account, a payment window's ticket, an appliance. */
export interface Pin {
  /** After the yes: still the one the person was asked about, or this throws the refusal in words and nothing is sent. */
  check(): void;
}

/** For a change whose request names what it changes (an order, a saved appliance): nothing else can move under the question. */
export const NAMED_IN_REQUEST: Pin = { check() {} };

/** What the withdrawal guard counts of a change (funds/guard-charge.ts makes one). */
export interface GuardCharge {
  /** Throws the guard's refusal in words; counts nothing. */
  check(): void;
  /** Counts the debit from now on; the function returned takes it back. */
  count(): () => void;
}

export interface StateChange<Plan, Sent, Answer = Sent, P extends Pin = Pin> {
  /** The line it waits in (one withdrawal, code or payout at a time; one deposit); none: it starts at once. */
  line?: Serial;
  /** What the change is bound to, taken once it is its turn; throws when there is none. */
  pin(): P;
  /** Fresh figures and offline checks, in the flow's own order; throws a refusal in words. */
  plan(pin: P): Promise<Plan>;
  /** What the guard counts: checked after the plan, again after the yes, counted while it is sent. */
  guard?(plan: Plan): GuardCharge;
  /**
   * The question, in quoted words (confirm/quote.ts), made only when it is asked (it may read what
   * it names); null: nothing to ask this time (no app password to ask for). A flow without it is
   * not asked and not checked again (a deposit: nothing leaves the account).
   */
  question?(plan: Plan, pin: P): Promise<Question | null>;
  /** The words of a no. */
  declined?: string;
  /** The one call that changes state, sent once. */
  send(plan: Plan, pin: P): Promise<Sent>;
  /** An unknown outcome: look it up (never send again); throw what the person is told when it is not found. */
  lost?(plan: Plan, error: AppError): Promise<Sent>;
  /** Kept of what went (e.g. the memo sent: funds/sent-memos.ts). */
  record?(plan: Plan, sent: Sent, pin: P): void;
  /** Read the account again once the send settled, however it ended (account/after-change.ts). */
  refresh?(): void;
  /** What the window shows; no read of the account after the send (a policy is read back: the appliance says what it made of it). */
  answer(plan: Plan, sent: Sent, pin: P): Answer | Promise<Answer>;
}

export interface StateChangePorts {
  lock: { assertUnlocked(): void };
  /** Resolves true only for an explicit yes (confirm/confirm.ts's `Confirmer`). */
  ask(session: Session, question: Question): Promise<boolean>;
}

/** Said when the person answers no, in the language of that moment. */
export const DECLINED = m.core_declined;

/**
 * Runs a change: wait in line → unlocked? → pin → plan → guard check → unlocked? → ask →
 * unlocked? same pin? guard check again → count and send once → (a clear refusal takes the count
 * back; an unknown outcome keeps it, is looked up, never sent again) → refresh → record → answer.
 */
export function runStateChange<Plan, Sent, Answer, P extends Pin>(
  change: StateChange<Plan, Sent, Answer, P>,
  ports: StateChangePorts,
  session: Session,
): Promise<Answer> {
  const run = async (): Promise<Answer> => {
    // Satchel may have locked while this waited its turn (the router checked on arrival).
    if (change.line) ports.lock.assertUnlocked();
    const pin = change.pin();
    const plan = await change.plan(pin);
    const charge = change.guard?.(plan);
    charge?.check();
    if (change.question) {
      // Nothing is asked of a locked Satchel, whatever the plan waited for.
      ports.lock.assertUnlocked();
      const question = await change.question(plan, pin);
      if (question && !(await ports.ask(session, question))) throw new AppError('declined', change.declined ?? DECLINED());
      // The question may have stayed open for minutes: still unlocked, the same account, within the guard.
      ports.lock.assertUnlocked();
      pin.check();
      charge?.check();
    }
    const sent = await sendOnce(change, plan, pin, charge);
    change.record?.(plan, sent, pin);
    return change.answer(plan, sent, pin);
  };
  return change.line ? change.line(run) : run();
}

async function sendOnce<Plan, Sent, Answer, P extends Pin>(change: StateChange<Plan, Sent, Answer, P>, plan: Plan, pin: P, charge: GuardCharge | undefined): Promise<Sent> {
  const takeBack = charge?.count();
  try {
    return await change.send(plan, pin).finally(() => change.refresh?.());
  } catch (error) {
    const unknown = error instanceof AppError && error.kind === 'unknown-outcome';
    // Refused for sure: it does not count against the limit. Unknown: it may have gone, so it does.
    if (!unknown) takeBack?.();
    if (unknown && change.lost) return change.lost(plan, error);
    throw error;
  }
}
