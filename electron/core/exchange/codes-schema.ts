/**
 * The transfer code object of the exchange document, as every codes method and the public check
 * answer it. The public check leaves out what only the owner may see: a missing code or private
 * comment is read as empty, never invented.
 */
import * as v from 'valibot';
import type { TransferCode } from '../../../shared/contract/index.js';
import { isoTime } from './funds-schemas.js';
import { decimal, integer, optionalText, text } from './wire.js';

const optionalTime = v.pipe(
  v.optional(v.nullable(v.union([isoTime, v.literal('')]))),
  v.transform((value) => (typeof value === 'number' ? value : null)),
);

export const transferCodeSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(integer)),
    sn: optionalText,
    code: optionalText,
    recipient: v.optional(v.nullable(text)),
    amount: decimal,
    currency: text,
    status: text,
    non_refundable_before: optionalTime,
    created_at: optionalTime,
    redeemed_at: optionalTime,
    comment: optionalText,
    private_comment: optionalText,
  }),
  v.transform(
    (c): TransferCode => ({
      id: c.id ?? 0,
      sn: c.sn,
      code: c.code,
      recipient: c.recipient || 'all',
      amount: c.amount,
      currency: c.currency.toLowerCase(),
      status: c.status,
      nonRefundableBefore: c.non_refundable_before ?? null,
      createdAt: c.created_at ?? null,
      redeemedAt: c.redeemed_at ?? null,
      comment: c.comment,
      privateComment: c.private_comment,
    }),
  ),
);
