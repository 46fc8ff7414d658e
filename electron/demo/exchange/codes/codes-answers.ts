/**
 * The transfer code object of the document, in three views: the owner sees every field; an
 * account that redeemed another's code sees it without the owner's private comment; the
 * public check sees neither the secret part of the code nor the private comment. Every view
 * has every field of the table, so one schema reads them all (docs/demo-servers.md).
 */
import { decText } from '../../../../shared/decimal.js';
import { jsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';
import { type TransferCode } from './codes.js';
import { isoWithOffset } from '../funds/funds-answers.js';

export type CodeView = 'owner' | 'redeemer' | 'public';

/** A support number a person can read out. */
export const codeSerial = (c: TransferCode): string => `TC${c.id}`;

export function codeObject(c: TransferCode, view: CodeView): JsonValue {
  return {
    id: jsonNumber(String(c.id)),
    sn: codeSerial(c),
    code: view === 'public' ? c.publicPart : c.code,
    recipient: c.recipient ?? 'all',
    amount: decText(c.amount),
    currency: c.currency,
    status: c.status,
    non_refundable_before: isoWithOffset(c.nonRefundableBefore),
    created_at: isoWithOffset(c.createdAt),
    redeemed_at: c.redeemedAt === null ? null : isoWithOffset(c.redeemedAt),
    comment: c.comment,
    private_comment: view === 'owner' ? c.privateComment : '',
  };
}

/** The view an account is entitled to: the owner's, else the redeemer's. */
export const viewFor = (c: TransferCode, apiKey: string): CodeView => (c.owner === apiKey ? 'owner' : 'redeemer');
