import { masked, previewCode } from '../../codes/check.js';
import { createTransferCode } from '../../codes/create.js';
import { redeemTransferCode } from '../../codes/redeem.js';
import { revealTransferCode } from '../../codes/reveal.js';
import { codeDetails, issuedByMe, redeemedByMe } from '../../exchange/codes.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type CodesOps = 'codes.check' | 'codes.create' | 'codes.redeem' | 'codes.details' | 'codes.issued' | 'codes.redeemed';

export type CodesNeeds = Pick<Services, 'privateApi' | 'publicApi' | 'currencies' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'guard' | 'oneWithdrawalAtATime'>;

/**
 * Transfer codes. Every code is checked offline first (codes/check.ts), so a mistyped code never
 * reaches the exchange. Creating (codes/create.ts) and redeeming (codes/redeem.ts) run through the
 * state-change pipeline, and so does showing a whole code (codes/reveal.ts: the app password).
 */
export function codesHandlers(s: CodesNeeds): Pick<Handlers, CodesOps> {
  return {
    'codes.check': ({ code }) => previewCode(s, code),
    'codes.create': (request, session) => createTransferCode(s, request, session),
    'codes.redeem': ({ code }, session) => redeemTransferCode(s, code, session),
    // A whole code needs the app password while unlocked (codes/reveal.ts); the lists show it masked.
    'codes.details': async ({ id, reveal }, session) => (reveal === true ? revealTransferCode(s, id, session) : masked(await codeDetails(s.privateApi(), id))),
    'codes.issued': async ({ page, perPage, orderBy, orderDir, statuses }) =>
      (await issuedByMe(s.privateApi(), { page, perPage, orderBy, orderDir, statuses: [...statuses] })).map(masked),
    'codes.redeemed': async ({ page, perPage, orderBy, orderDir }) => (await redeemedByMe(s.privateApi(), { page, perPage, orderBy, orderDir })).map(masked),
  };
}
