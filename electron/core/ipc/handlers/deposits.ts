import { AppError, type DepositInfo } from '../../../../shared/contract/index.js';
import { explorerUrl } from '../../../../shared/funds/explorer.js';
import { depositDetails, depositInfo, generateAddress } from '../../exchange/deposits.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type DepositsOps = 'deposits.info' | 'deposits.generateAddress' | 'deposits.details';

export type DepositsNeeds = Pick<Services, 'privateApi' | 'currencies' | 'lock'>;

/** Where to send coins, making that address (once), and one deposit's details. */
export function depositsHandlers(s: DepositsNeeds): Pick<Handlers, DepositsOps> {
  const info = async (code: string): Promise<DepositInfo> => {
    const currency = await s.currencies().byCode(code);
    if (!currency.coin) throw new AppError('validation', `${currency.code.toUpperCase()} is not a coin: it is deposited through the payment gateway.`);
    const wire = await depositInfo(s.privateApi(), currency.code);
    return {
      currency: currency.code.toLowerCase(),
      confirmations: wire.confirmations,
      minDeposit: wire.min_deposit,
      address: wire.address ?? null,
      memo: wire.memo ?? null,
      needsMemo: currency.hasMemo,
    };
  };

  return {
    'deposits.info': ({ currency }) => info(currency),
    'deposits.generateAddress': async ({ currency }) => {
      const before = await info(currency);
      // Asking again for a currency that has one only earns the exchange's 400.
      if (before.address) return { outcome: 'existed', info: before };
      let outcome: 'made' | 'existed' | 'unconfirmed';
      try {
        const made = await generateAddress(s.privateApi(), before.currency);
        if (made !== 'made') {
          // "Already exists" only if there is one to show; otherwise the 400 meant something else.
          const after = await info(before.currency);
          if (!after.address) throw made.refused;
          return { outcome: 'existed', info: after };
        }
        outcome = 'made';
      } catch (error) {
        // The answer was lost: the address may exist. Look, never ask a second time.
        if (!(error instanceof AppError) || error.kind !== 'unknown-outcome') throw error;
        outcome = 'unconfirmed';
      }
      return { outcome, info: await info(before.currency) };
    },
    'deposits.details': async ({ id }) => {
      const wire = await depositDetails(s.privateApi(), id);
      const currency = await s.currencies().byId(wire.currencyId);
      return {
        ...wire,
        currency: currency?.code.toLowerCase() ?? null,
        explorerUrl: explorerUrl(currency?.explorerLink, wire.txid),
      };
    },
  };
}
