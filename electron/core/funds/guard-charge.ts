import type { GuardCharge } from '../base/state-change.js';
import type { Destination, WithdrawalGuard } from './guard.js';

/** A withdrawal or payout as the guard counts it: to this destination, this much out of the balance. */
export function withdrawalCharge(guard: WithdrawalGuard, destination: Destination, debit: string): GuardCharge {
  return { check: () => guard.check(destination, debit), count: () => guard.record(destination.currency, debit) };
}

/** A transfer code as the guard counts it: to whoever holds it (guard.ts, checkCode). */
export function codeCharge(guard: WithdrawalGuard, currency: string, amount: string): GuardCharge {
  return { check: () => guard.checkCode(currency, amount), count: () => guard.record(currency, amount) };
}
