import { AppError, type TransferCode } from '../../../../shared/contract/index.js';
import { checkCode } from '../../../../shared/codes/codec.js';
import { maskCode } from '../../../../shared/codes/mask.js';
import { dec, decText, scaleOf } from '../../../../shared/decimal.js';
import { confirmThen } from '../../confirm/confirm.js';
import { quoted } from '../../confirm/quote.js';
import { withAppPassword } from '../../lock/password-question.js';
import { codeDetails, createCode, issuedByMe, redeemCode, redeemedByMe } from '../../exchange/codes.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import { afterChange } from './after-change.js';
import { pinAccount } from './pinned-account.js';

type CodesOps = 'codes.check' | 'codes.create' | 'codes.redeem' | 'codes.details' | 'codes.issued' | 'codes.redeemed';

export type CodesNeeds = Pick<Services, 'privateApi' | 'publicApi' | 'currencies' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'guard' | 'oneWithdrawalAtATime'>;

/** Statuses a code cannot be redeemed in, in words. */
const NOT_REDEEMABLE: Readonly<Record<string, string>> = {
  redeemed: 'This code has already been used.',
  redeeming: 'This code is being redeemed right now.',
  canceled: 'This code was cancelled by its owner.',
  onhold: 'This code is blocked by the exchange (on hold). Contact its support with the code’s support number.',
};

/**
 * A code as a window may see it without having asked: its secret groups hidden. Only the answer
 * to its creation and an explicit reveal carry the whole text (docs/codes.md).
 */
const masked = (c: TransferCode): TransferCode => (c.code ? { ...c, code: maskCode(c.code) } : c);

const unit = (c: { currency: string } | { code: string }) => ('currency' in c ? c.currency : c.code).toUpperCase();

/**
 * Transfer codes. Every code is checked offline first (the document's checksum), so a mistyped
 * code never reaches the exchange. Creating and redeeming need main's confirmation, are refused
 * while locked, and are sent once; a redeem whose answer is lost is looked up in "redeemed by
 * me" instead of being sent again.
 */
export function codesHandlers(s: CodesNeeds): Pick<Handlers, CodesOps> {
  const offline = async (text: string) => {
    const codes = new Set((await s.currencies().all().catch(() => [])).map((c) => c.code.toLowerCase()));
    const check = checkCode(text, codes.size ? codes : undefined);
    if (!check.ok) throw new AppError('validation', check.problem.message);
    return check.parsed;
  };
  const preview = async (text: string): Promise<TransferCode> => {
    const parsed = await offline(text);
    const found = await s.publicApi().checkCode(parsed.publicPart);
    if (found.currency.toUpperCase() !== parsed.currencyMark) {
      throw new AppError('validation', `The exchange knows this code's first group as a ${unit(found)} code, but the code says ${parsed.currencyMark}: it was mistyped.`);
    }
    return found;
  };

  return {
    'codes.check': ({ code }) => preview(code),
    // A code is money anyone holding it can take: it counts against the daily limit like a
    // withdrawal, one at a time with them, so two cannot both pass the limit.
    'codes.create': (request, session) =>
      s.oneWithdrawalAtATime(async () => {
        // Checked again after the wait in line (the router checked on arrival): Satchel may have locked meanwhile.
        s.lock.assertUnlocked();
        const account = pinAccount(s);
        const currency = await s.currencies().byCode(request.currency);
        const code = currency.code.toLowerCase();
        if (scaleOf(request.amount) > currency.precision.real) throw new AppError('validation', `${unit(currency)} amounts have at most ${currency.precision.real} digits after the point.`, { field: 'amount' });
        const amount = decText(request.amount);
        if (dec(amount).lte(0)) throw new AppError('validation', 'The amount must be more than zero.', { field: 'amount' });
        const available = (await s.privateApi().wallets()).find((b) => b.currency === code)?.available ?? '0';
        if (dec(amount).gt(available)) throw new AppError('validation', `Only ${available} ${unit(currency)} is available for a code.`, { field: 'amount' });
        const guard = s.guard();
        guard.checkCode(code, amount);
        if (request.nonRefundableBefore !== undefined && request.nonRefundableBefore <= Date.now()) {
          throw new AppError('validation', 'The “not refundable before” time is already past: choose a later one, or none.', { field: 'nonRefundableBefore' });
        }
        const lines = [
          `From account: ${quoted(account.name)}`,
          `Amount: ${amount} ${unit(currency)} (it leaves your available balance now)`,
          `Who may redeem it: ${request.recipient ? `only account ${request.recipient}` : 'anyone who has the code'}`,
          request.nonRefundableBefore !== undefined ? `You cannot take it back before: ${new Date(request.nonRefundableBefore).toISOString()}` : null,
          request.comment ? `Public comment: ${quoted(request.comment)}` : null,
          request.privateComment ? `Private comment: ${quoted(request.privateComment)}` : null,
          'Whoever has the code can redeem it: keep it like cash.',
        ];
        const ask = {
          title: 'Create a transfer code',
          message: `Create a code worth ${amount} ${unit(currency)}?`,
          detail: lines.filter((l) => l !== null).join('\n'),
          confirmLabel: `Create code for ${amount} ${unit(currency)}`,
        };
        return confirmThen(s.confirm, session, ask, () => {
          s.lock.assertUnlocked();
          account.check();
          guard.checkCode(code, amount);
          return guard.counted(code, amount, () => afterChange(s, createCode(s.privateApi(), { ...request, amount, currency: code })));
        });
      }),
    'codes.redeem': async ({ code: text }, session) => {
      const account = pinAccount(s);
      const parsed = await offline(text);
      const found = await preview(parsed.code);
      const refusal = NOT_REDEEMABLE[found.status];
      if (refusal) throw new AppError('validation', refusal);
      const ask = {
        title: 'Redeem a transfer code',
        message: `Redeem this code for ${found.amount} ${unit(found)}?`,
        detail: [`Amount: ${found.amount} ${unit(found)}, credited to ${quoted(account.name)}`, found.comment ? `Comment: ${quoted(found.comment)}` : null, `Code: ${parsed.publicPart}-…-${parsed.currencyMark}`]
          .filter((l) => l !== null)
          .join('\n'),
        confirmLabel: `Redeem ${found.amount} ${unit(found)}`,
      };
      return confirmThen(s.confirm, session, ask, async () => {
        s.lock.assertUnlocked();
        account.check();
        try {
          return { code: masked(await afterChange(s, redeemCode(s.privateApi(), parsed.code))), confirmedBy: 'answer' as const };
        } catch (error) {
          if (!(error instanceof AppError) || error.kind !== 'unknown-outcome') throw error;
          // The answer was lost: look, never send again.
          const mine = await redeemedByMe(s.privateApi(), { page: 1, perPage: 50, orderBy: 'redeemed_at', orderDir: 'desc' }).catch(() => null);
          const hit = mine?.find((c) => c.code === parsed.code || (c.code.startsWith(`${parsed.publicPart}-`) && c.currency.toUpperCase() === parsed.currencyMark));
          if (hit) return { code: masked(hit), confirmedBy: 'list' as const };
          throw new AppError(
            'unknown-outcome',
            mine === null
              ? `${error.message} Satchel could not read the codes you redeemed either; look at the list in a moment before trying again.`
              : 'The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before trying again.',
            { status: error.status, detail: error.detail },
          );
        }
      });
    },
    'codes.details': async ({ id, reveal }, session) => {
      if (reveal !== true) return masked(await codeDetails(s.privateApi(), id));
      // A whole code is a bearer secret: whoever finds Satchel locked may read the lists, never that
      // (the contract's lock flag); and while it is unlocked, whoever holds the window's session needs the app password too.
      const account = pinAccount(s);
      const found = await codeDetails(s.privateApi(), id);
      const ask = {
        title: 'Show a transfer code',
        message: `Show the whole code worth ${found.amount} ${unit(found)}?`,
        detail: [
          `Code: ${maskCode(found.code)} (support number ${found.sn})`,
          `Account: ${quoted(account.name)}`,
          'Whoever sees the whole code can redeem it: make sure nobody else can see your screen.',
        ].join('\n'),
        confirmLabel: 'Show the code',
      };
      return withAppPassword(s, session, () => ask, 'Declined: the code was not shown.', async () => {
        account.check();
        return found;
      });
    },
    'codes.issued': async ({ page, perPage, orderBy, orderDir, statuses }) =>
      (await issuedByMe(s.privateApi(), { page, perPage, orderBy, orderDir, statuses: [...statuses] })).map(masked),
    'codes.redeemed': async ({ page, perPage, orderBy, orderDir }) => (await redeemedByMe(s.privateApi(), { page, perPage, orderBy, orderDir })).map(masked),
  };
}
