/**
 * The building blocks every area of the contract uses: how an operation is written (a request
 * schema, an answer type) and the small schemas several areas share.
 */
import * as v from 'valibot';
// The message functions themselves: shared/i18n/language.ts reads LANGUAGES from app.ts, which imports this file.
import { m } from '../i18n/paraglide/messages.js';

/**
 * When an operation may run, judged by the router before its handler (docs/architecture.md,
 * "Lock flags"): `any` also while Satchel is locked (reading, how things look, the lock itself);
 * `unlocked` only while unlocked (everything that changes the account, its keys, its guard or an
 * appliance); `unlockedWhen` for the few whose request decides (a request it is true for needs
 * Satchel unlocked).
 */
export type LockRule<Req> = 'any' | 'unlocked' | { unlockedWhen: (request: Req) => boolean };

export interface OperationFlags<Req> {
  /** Required: a new operation must decide whether it may run while Satchel is locked. */
  lock: LockRule<Req>;
}

/** Phantom carrier for an answer type: the schema checks requests, the type documents answers. */
export interface Operation<Req extends v.GenericSchema, Ans> extends OperationFlags<v.InferOutput<Req>> {
  request: Req;
  answer?: Ans;
}

export function op<Ans>() {
  return <Req extends v.GenericSchema>(request: Req, flags: OperationFlags<v.InferOutput<Req>>): Operation<Req, Ans> => ({ request, ...flags });
}

/** Whether this request of this operation needs Satchel unlocked. */
export function needsUnlocked<Req>(rule: LockRule<Req>, request: Req): boolean {
  return rule === 'unlocked' || (typeof rule === 'object' && rule.unlockedWhen(request));
}

export const Empty = v.strictObject({});
/** Market keys and currency codes: letters, digits and the separators real exchanges use. */
export const SymbolSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, () => m.checks_market_key()));
/** Currency codes: letters and digits, as the exchange lists them. */
export const CurrencyCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,16}$/, () => m.checks_currency_code()));
export const TimeMs = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000));
/** The exchange's ids of orders, deposits, withdrawals and codes: positive whole numbers. */
export const PositiveId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
/** An amount a person typed: a plain decimal, at most 30 digits after the point, never a float. */
export const AmountText = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,20}(?:\.\d{1,30})?$/, () => m.shared_contract_amount()),
);
