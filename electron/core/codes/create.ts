import { m } from '../../../shared/i18n/language.js';
import { AppError, type AnswerOf, type CheckedRequestOf } from '../../../shared/contract/index.js';
import { dec, decText, scaleOf } from '../../../shared/decimal.js';
import { sayAmount } from '../../../shared/i18n/numbers.js';
import { refreshAccount, type AfterChangeNeeds } from '../account/after-change.js';
import { pinAccount, type PinnedAccount } from '../account/pinned-account.js';
import type { Serial } from '../base/serial.js';
import type { Session } from '../base/session.js';
import { runStateChange, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import { createCode } from '../exchange/codes.js';
import type { PrivateApi } from '../exchange/private.js';
import type { CurrencyDirectory } from '../funds/currencies.js';
import type { WithdrawalGuard } from '../funds/guard.js';
import { codeCharge } from '../funds/guard-charge.js';
import type { Profile } from '../settings/schema.js';
import { unitOf } from './check.js';

export type CreateCodeRequest = CheckedRequestOf<'codes.create'>;
type Created = AnswerOf<'codes.create'>;

export interface CreateCodeNeeds extends AfterChangeNeeds {
  privateApi(): PrivateApi;
  currencies(): CurrencyDirectory;
  guard(): WithdrawalGuard;
  lock: StateChangePorts['lock'];
  confirm: Confirmer;
  activeProfile(): Profile | null;
  oneWithdrawalAtATime: Serial;
}

interface CreatePlan {
  code: string;
  unit: string;
  amount: string;
  guard: WithdrawalGuard;
}

/**
 * A transfer code is money anyone holding it can take: it counts against the daily limit like a
 * withdrawal, one at a time with them, so two cannot both pass the limit.
 */
export function codeCreation(s: CreateCodeNeeds, request: CreateCodeRequest): StateChange<CreatePlan, Created, Created, PinnedAccount> {
  return {
    line: s.oneWithdrawalAtATime,
    pin: () => pinAccount(s),
    async plan() {
      const currency = await s.currencies().byCode(request.currency);
      const code = currency.code.toLowerCase();
      const unit = unitOf(currency);
      if (scaleOf(request.amount) > currency.precision.real) throw new AppError('validation', m.core_code_digits({ unit, digits: currency.precision.real }), { field: 'amount' });
      const amount = decText(request.amount);
      if (dec(amount).lte(0)) throw new AppError('validation', m.core_amount_positive(), { field: 'amount' });
      const available = (await s.privateApi().wallets()).find((b) => b.currency === code)?.available ?? '0';
      if (dec(amount).gt(available)) throw new AppError('validation', m.core_code_available({ available: sayAmount(available), unit }), { field: 'amount' });
      return { code, unit, amount, guard: s.guard() };
    },
    guard: ({ guard, code, amount }) => codeCharge(guard, code, amount),
    async question({ unit, amount: plain }, account) {
      // The amount as the person's language writes it (a decimal comma in Ukrainian); the exact digits are unchanged.
      const amount = sayAmount(plain);
      // After the guard's check, as it always was: the guard's words come first when both refuse.
      if (request.nonRefundableBefore !== undefined && request.nonRefundableBefore <= Date.now()) {
        throw new AppError('validation', m.core_code_refundable_past(), { field: 'nonRefundableBefore' });
      }
      const lines = [
        m.core_line_from_account({ account: quoted(account.name) }),
        m.core_code_line_amount({ amount, unit }),
        request.recipient ? m.core_code_line_only({ recipient: request.recipient }) : m.core_code_line_anyone(),
        request.nonRefundableBefore !== undefined ? m.core_code_line_not_before({ time: new Date(request.nonRefundableBefore).toISOString() }) : null,
        request.comment ? m.core_code_line_public({ comment: quoted(request.comment) }) : null,
        request.privateComment ? m.core_code_line_private({ comment: quoted(request.privateComment) }) : null,
        m.core_code_like_cash(),
      ];
      return {
        title: m.core_code_create_title(),
        message: m.core_code_create_question({ amount, unit }),
        detail: lines.filter((l) => l !== null).join('\n'),
        confirmLabel: m.core_code_create_confirm({ amount, unit }),
      };
    },
    send: ({ code, amount }) => createCode(s.privateApi(), { ...request, amount, currency: code }),
    refresh: () => refreshAccount(s),
    answer: (_plan, created) => created,
  };
}

export function createTransferCode(s: CreateCodeNeeds, request: CreateCodeRequest, session: Session): Promise<Created> {
  return runStateChange(codeCreation(s, request), { lock: s.lock, ask: s.confirm }, session);
}
