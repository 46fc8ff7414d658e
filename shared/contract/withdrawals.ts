/**
 * Crypto withdrawals: the request, its details, and the withdrawal guard (an address book per
 * currency, an optional allow-list mode and an optional daily limit), all enforced in main.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { m } from '../i18n/language.js';
import { PasswordText } from './app.js';
import { AmountText, CurrencyCode, PositiveId, op } from './operation.js';

/** Addresses and memos: printable, no spaces; their formats differ per network. */
const AddressText = v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]{1,256}$/, () => m.shared_contract_address_no_spaces()));
/**
 * What the address book takes: a coin's address, or a fiat payout's destination written as people
 * print cards and phones (spaces, dashes of any sort), which main keeps as its digits; main refuses
 * such characters in a coin's address (handlers/withdrawals.ts).
 */
const DestinationText = v.pipe(v.string(), v.trim(), v.regex(/^[\x20-\x7e\u00a0\u2007\u202f\u2010-\u2015\u2212]{1,256}$/, () => m.shared_contract_destination()));
const MemoText = v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]{0,128}$/, () => m.shared_contract_memo_no_spaces()));
const Label = v.pipe(v.string(), v.trim(), v.maxLength(60, () => m.shared_contract_at_most_60()));

export interface WithdrawalSummary {
  currency: string;
  /** The amount as typed (more digits than the currency has are refused, never rounded away). */
  amount: DecimalString;
  fee: DecimalString;
  /** What the recipient gets. */
  receive: DecimalString;
  /** What leaves the balance. */
  debit: DecimalString;
  feeIncluded: boolean;
}

export interface WithdrawalResult {
  /** `pending`, `awaiting_confirmation` (the e-mail confirmation), … as the exchange said. */
  status: string;
  message: string;
  withdrawalId: number;
  summary: WithdrawalSummary;
  /** Fiat payouts: the exchange's number for this destination, to pay it again without its details. */
  fundSourceId?: number;
  /** Fiat payouts: where it went as a person may read it (a card or a phone by its last four digits). */
  recipient?: string;
}

/**
 * A coin withdrawal's answer carries what the window shows after it, so nothing is read again:
 * its details (from the summary main checked and the exchange's answer) and the guard as it now
 * stands (the sent amount counted in "the last 24 hours").
 */
export interface CoinWithdrawalResult extends WithdrawalResult {
  details: WithdrawalDetails;
  guard: GuardView;
}

export interface WithdrawalDetails {
  id: number;
  /** ms */
  createdAt: number;
  destination: string;
  currency: string;
  /** Credited to the recipient. */
  amount: DecimalString;
  status: string;
  txid: string;
  sn: string;
  fee: DecimalString;
  /** Debited in total. */
  totalAmount: DecimalString;
  referenceId: string;
  explorerUrl: string | null;
}

export interface SavedAddress {
  currency: string;
  address: string;
  /** Null for currencies without one. */
  memo: string | null;
  label: string;
}

export interface GuardRule {
  /** Withdraw only to saved addresses of this currency. */
  allowListOnly: boolean;
  /** The most that may leave in 24 hours (what is debited, fee included); null = no limit. */
  dailyLimit: DecimalString | null;
}

export interface GuardView {
  addresses: SavedAddress[];
  /** Per currency code; a currency not listed has no rule. */
  rules: Record<string, GuardRule>;
  /** Debited by withdrawals Satchel sent in the last 24 hours, per currency. */
  usedToday: Record<string, DecimalString>;
  /** Changing the guard needs the app password again. */
  needsPassword: boolean;
}

/** The app password again, when one is set (null otherwise). */
const Reauth = v.nullable(PasswordText);

export const withdrawalsOps = {
  /** Changes state: guard, checks and main's confirmation first; sent once, never retried. */
  'withdrawals.create': op<CoinWithdrawalResult>()(
    v.strictObject({
      currency: CurrencyCode,
      address: AddressText,
      memo: v.optional(MemoText),
      allowBlankMemo: v.boolean(),
      amount: AmountText,
      /** `withdrawall`: the amount includes the fee. */
      feeIncluded: v.boolean(),
    }),
    { lock: 'unlocked' },
  ),
  'withdrawals.details': op<WithdrawalDetails>()(v.strictObject({ id: PositiveId }), { lock: 'any' }),

  'guard.get': op<GuardView>()(v.strictObject({}), { lock: 'any' }),
  'guard.saveAddress': op<GuardView>()(
    v.strictObject({ currency: CurrencyCode, address: DestinationText, memo: v.nullable(MemoText), label: Label, password: Reauth }),
    { lock: 'unlocked' },
  ),
  'guard.removeAddress': op<GuardView>()(
    v.strictObject({ currency: CurrencyCode, address: DestinationText, memo: v.nullable(MemoText), password: Reauth }),
    { lock: 'unlocked' },
  ),
  'guard.setRule': op<GuardView>()(
    v.strictObject({ currency: CurrencyCode, allowListOnly: v.boolean(), dailyLimit: v.nullable(AmountText), password: Reauth }),
    { lock: 'unlocked' },
  ),
} as const;
