import { maskCode } from '../../../../shared/codes/mask.js';
import { quoted } from '../../confirm/quote.js';
import { withAppPassword } from '../../lock/password-question.js';
import { pinAccount } from '../../account/pinned-account.js';
import { masked, previewCode, unitOf as unit } from '../../codes/check.js';
import { createTransferCode } from '../../codes/create.js';
import { redeemTransferCode } from '../../codes/redeem.js';
import { codeDetails, issuedByMe, redeemedByMe } from '../../exchange/codes.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type CodesOps = 'codes.check' | 'codes.create' | 'codes.redeem' | 'codes.details' | 'codes.issued' | 'codes.redeemed';

export type CodesNeeds = Pick<Services, 'privateApi' | 'publicApi' | 'currencies' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'guard' | 'oneWithdrawalAtATime'>;

/**
 * Transfer codes. Every code is checked offline first (codes/check.ts), so a mistyped code never
 * reaches the exchange. Creating (codes/create.ts) and redeeming (codes/redeem.ts) run through the
 * state-change pipeline; showing a whole code needs the app password.
 */
export function codesHandlers(s: CodesNeeds): Pick<Handlers, CodesOps> {
  return {
    'codes.check': ({ code }) => previewCode(s, code),
    'codes.create': (request, session) => createTransferCode(s, request, session),
    'codes.redeem': ({ code }, session) => redeemTransferCode(s, code, session),
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
