import { m } from '../../../shared/i18n/language.js';
import { AppError, type AnswerOf, type TransferCode } from '../../../shared/contract/index.js';
import { refreshAccount, type AfterChangeNeeds } from '../account/after-change.js';
import { pinAccount, type PinnedAccount } from '../account/pinned-account.js';
import type { Session } from '../base/session.js';
import { runStateChange, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import { redeemCode, redeemedByMe } from '../exchange/codes.js';
import type { PrivateApi } from '../exchange/private.js';
import type { Profile } from '../settings/schema.js';
import { masked, offlineCheck, previewCode, unitOf, type CodeCheckNeeds } from './check.js';

type Redeemed = AnswerOf<'codes.redeem'>;

export interface RedeemCodeNeeds extends AfterChangeNeeds, CodeCheckNeeds {
  privateApi(): PrivateApi;
  lock: StateChangePorts['lock'];
  confirm: Confirmer;
  activeProfile(): Profile | null;
}

/** Statuses a code cannot be redeemed in, in words. */
const NOT_REDEEMABLE: Readonly<Record<string, () => string>> = {
  redeemed: m.core_code_used,
  redeeming: m.core_code_redeeming,
  canceled: m.core_code_cancelled,
  onhold: m.core_code_on_hold,
};

interface RedeemPlan {
  parsed: Awaited<ReturnType<typeof offlineCheck>>;
  found: TransferCode;
}

interface Sent {
  code: TransferCode;
  confirmedBy: Redeemed['confirmedBy'];
}

/**
 * Redeeming a code: checked offline first, then as the exchange knows it; after main's question
 * it is sent once, and a redeem whose answer is lost is looked up in "redeemed by me" instead of
 * being sent again.
 */
export function redemption(s: RedeemCodeNeeds, text: string): StateChange<RedeemPlan, Sent, Redeemed, PinnedAccount> {
  return {
    pin: () => pinAccount(s),
    async plan() {
      const parsed = await offlineCheck(s, text);
      const found = await previewCode(s, parsed.code);
      const refusal = NOT_REDEEMABLE[found.status]?.();
      if (refusal) throw new AppError('validation', refusal);
      return { parsed, found };
    },
    question: async ({ parsed, found }, account) => ({
      title: m.core_code_redeem_title(),
      message: m.core_code_redeem_question({ amount: found.amount, unit: unitOf(found) }),
      detail: [
        m.core_code_redeem_line_amount({ amount: found.amount, unit: unitOf(found), account: quoted(account.name) }),
        found.comment ? m.core_code_line_comment({ comment: quoted(found.comment) }) : null,
        m.core_code_line_code({ code: `${parsed.publicPart}-…-${parsed.currencyMark}` }),
      ]
        .filter((l) => l !== null)
        .join('\n'),
      confirmLabel: m.core_code_redeem_confirm({ amount: found.amount, unit: unitOf(found) }),
    }),
    send: async ({ parsed }) => ({ code: await redeemCode(s.privateApi(), parsed.code), confirmedBy: 'answer' }),
    refresh: () => refreshAccount(s),
    // The answer was lost: look, never send again.
    async lost({ parsed }, error) {
      const mine = await redeemedByMe(s.privateApi(), { page: 1, perPage: 50, orderBy: 'redeemed_at', orderDir: 'desc' }).catch(() => null);
      const hit = mine?.find((c) => c.code === parsed.code || (c.code.startsWith(`${parsed.publicPart}-`) && c.currency.toUpperCase() === parsed.currencyMark));
      if (hit) return { code: hit, confirmedBy: 'list' };
      throw new AppError(
        'unknown-outcome',
        mine === null
          ? m.core_code_redeem_unread({ error: error.message })
          : m.core_code_redeem_lost(),
        { status: error.status, detail: error.detail },
      );
    },
    answer: (_plan, sent) => ({ code: masked(sent.code), confirmedBy: sent.confirmedBy }),
  };
}

export function redeemTransferCode(s: RedeemCodeNeeds, text: string, session: Session): Promise<Redeemed> {
  return runStateChange(redemption(s, text), { lock: s.lock, ask: s.confirm }, session);
}
