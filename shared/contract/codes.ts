/**
 * Transfer codes (exchange document, "Private: transfer codes" and the public check): create,
 * check, redeem, details, and the two lists. The code itself is a secret until redeemed: its
 * whole text crosses IPC only in the answer to its creation (its one showing) and to
 * `codes.details` with `reveal: true` (a person's "Show"); every other answer carries it masked
 * (shared/codes/mask.ts). Satchel never logs or stores it.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { m } from '../i18n/language.js';
import { AmountText, CurrencyCode, PositiveId, TimeMs, op } from './operation.js';

export const CODE_STATUSES = ['created', 'processing', 'unconfirmed', 'active', 'redeeming', 'redeemed', 'onhold', 'canceled'] as const;
/** The statuses the issued-by-me filter takes (the document lists these). */
export const CODE_FILTER_STATUSES = ['created', 'processing', 'active', 'redeeming', 'redeemed', 'onhold', 'canceled'] as const;
export const CODE_PER_PAGE = [10, 20, 50, 100] as const;

export interface TransferCode {
  id: number;
  sn: string;
  /**
   * The secret code, whole only in the answers named above; masked (`abcde-•••••-…-BTC-SVC`)
   * elsewhere; for the public check only what the exchange reveals (may be '').
   */
  code: string;
  /** Account id allowed to redeem; 'all' = anyone. */
  recipient: string;
  amount: DecimalString;
  currency: string;
  status: string;
  /** ms, or null when the owner may take it back at any time. */
  nonRefundableBefore: number | null;
  createdAt: number | null;
  redeemedAt: number | null;
  /** The public note. */
  comment: string;
  /** The owner's own note ('' in anything but the owner's answers). */
  privateComment: string;
}

export interface RedeemResult {
  code: TransferCode;
  /** How the outcome was learnt: the exchange's answer, or (answer lost) the redeemed-by-me list. */
  confirmedBy: 'answer' | 'list';
}

const CodeText = v.pipe(v.string(), v.maxLength(400, () => m.shared_contract_code_too_long()));
const Note = v.pipe(v.string(), v.trim(), v.maxLength(500, () => m.shared_contract_at_most_500()));
const ListQuery = {
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  perPage: v.picklist(CODE_PER_PAGE),
  orderDir: v.picklist(['asc', 'desc']),
};

export const codesOps = {
  /** The public check, after the offline one (the first 5 characters are what is sent). */
  'codes.check': op<TransferCode>()(v.strictObject({ code: CodeText }), { lock: 'any' }),
  /** Changes state: main's confirmation first; sent once. */
  'codes.create': op<TransferCode>()(
    v.strictObject({
      amount: AmountText,
      currency: CurrencyCode,
      recipient: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, () => m.shared_contract_account_id()))),
      nonRefundableBefore: v.optional(TimeMs),
      comment: v.optional(Note),
      privateComment: v.optional(Note),
    }),
    { lock: 'unlocked' },
  ),
  /** Changes state: offline check, public check, main's confirmation, then redeem; sent once. */
  'codes.redeem': op<RedeemResult>()(v.strictObject({ code: CodeText }), { lock: 'unlocked' }),
  /**
   * One of the account's own codes; its text masked unless `reveal` (the person asked to see it):
   * refused while locked, and with an app password set only after main's question, whose yes
   * carries the password in browser mode (docs/codes.md).
   */
  'codes.details': op<TransferCode>()(v.strictObject({ id: PositiveId, reveal: v.optional(v.boolean()) }), { lock: { unlockedWhen: ({ reveal }) => reveal === true } }),
  /** The lists: codes masked. */
  'codes.issued': op<TransferCode[]>()(
    v.strictObject({
      ...ListQuery,
      orderBy: v.picklist(['created_at', 'redeemed_at', 'amount']),
      statuses: v.pipe(v.array(v.picklist(CODE_FILTER_STATUSES)), v.maxLength(CODE_FILTER_STATUSES.length)),
    }),
    { lock: 'any' },
  ),
  'codes.redeemed': op<TransferCode[]>()(v.strictObject({ ...ListQuery, orderBy: v.picklist(['created_at', 'redeemed_at', 'amount']) }), { lock: 'any' }),
} as const;
