/**
 * Showing a whole transfer code: a bearer secret, so whoever finds Satchel locked may read the
 * lists, never this (the contract's lock flag), and while it is unlocked whoever holds the
 * window's session needs the app password too (lock/password-question.ts). It runs through the
 * state-change pipeline like every change the person is asked about: the account is pinned, the
 * code read, the question asked with the lock checked before and after it, and the code shown only
 * if the account is still the one asked about. Nothing is sent: the "send" hands on what was read.
 */
import { m } from '../../../shared/i18n/language.js';
import type { TransferCode } from '../../../shared/contract/index.js';
import { maskCode } from '../../../shared/codes/mask.js';
import { pinAccount, type PinnedAccount } from '../account/pinned-account.js';
import type { Session } from '../base/session.js';
import { runStateChange, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import { codeDetails } from '../exchange/codes.js';
import type { PrivateApi } from '../exchange/private.js';
import { passwordQuestion, type PasswordQuestionNeeds } from '../lock/password-question.js';
import type { Profile } from '../settings/schema.js';
import { unitOf } from './check.js';

export interface RevealCodeNeeds extends PasswordQuestionNeeds {
  privateApi(): PrivateApi;
  lock: StateChangePorts['lock'] & PasswordQuestionNeeds['lock'];
  confirm: Confirmer;
  activeProfile(): Profile | null;
}

export const REVEAL_DECLINED = m.core_code_reveal_declined;

export function codeReveal(s: RevealCodeNeeds, id: number): StateChange<TransferCode, TransferCode, TransferCode, PinnedAccount> {
  return {
    pin: () => pinAccount(s),
    plan: () => codeDetails(s.privateApi(), id),
    question: (found, account) =>
      passwordQuestion(s, () => ({
        title: m.core_code_reveal_title(),
        message: m.core_code_reveal_question({ amount: found.amount, unit: unitOf(found) }),
        detail: [
          m.core_code_reveal_line_code({ code: maskCode(found.code), sn: found.sn }),
          m.core_line_account({ account: quoted(account.name) }),
          m.core_code_reveal_screen(),
        ].join('\n'),
        confirmLabel: m.core_code_reveal_confirm(),
      })),
    declined: REVEAL_DECLINED(),
    send: async (found) => found,
    answer: (_found, shown) => shown,
  };
}

export function revealTransferCode(s: RevealCodeNeeds, id: number, session: Session): Promise<TransferCode> {
  return runStateChange(codeReveal(s, id), { lock: s.lock, ask: s.confirm }, session);
}
