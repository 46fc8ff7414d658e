/**
 * The demo exchange's side of the link to the demo payment gateway (gateway/link.ts): which
 * account a fiat public key belongs to, its fiat deposits opened through /v3/auth/deposit,
 * and their settlement. Accounts are named by svcid, so no API key crosses the link.
 */
import { type GatewayLink, type KeyHolder, type SettleOutcome } from '../../gateway/link.js';
import { GATEWAY_FIAT, isGatewayFiat } from '../../gateway/services.js';
import { type Deposit, type Funds } from '../funds/funds.js';
import { type Ledger } from '../accounts/ledger.js';

export function exchangeGatewayLink(ledger: Ledger, funds: Funds, website: () => string): GatewayLink {
  // Public keys are made once per run with the accounts (seed-ledger.ts).
  const holders = new Map<string, KeyHolder>();
  for (const book of ledger.all()) for (const currency of GATEWAY_FIAT) holders.set(book.profile.publicKeys[currency], { account: book.account.svcid, currency });

  const view = (d: Deposit) => (isGatewayFiat(d.currency) ? { id: d.id, currency: d.currency, amount: d.amount, status: d.status } : null);

  const settle = (account: string, id: number, to: 'done' | 'canceled', method: string): SettleOutcome => {
    const book = ledger.bySvcid(account);
    if (!book) return { ok: false, reason: 'not-found' };
    const outcome = funds.settleDeposit(book, id, to, method);
    return outcome.ok ? { ok: true, deposit: view(outcome.deposit)! } : outcome;
  };

  return {
    merchant: () => ({
      name: 'Satchel demo exchange',
      description: 'Deposits to and withdrawals from accounts of the Satchel demo exchange. Test mode: no real money moves.',
      website: website(),
    }),
    accountForPublicKey: (publicKey) => holders.get(publicKey) ?? null,
    fiatDeposit(account, id) {
      const book = ledger.bySvcid(account);
      const d = book ? funds.deposit(book.apiKey, id) : undefined;
      return d?.viaGateway ? view(d) : null;
    },
    completeDeposit: (account, id, method) => settle(account, id, 'done', method),
    cancelDeposit: (account, id, method) => settle(account, id, 'canceled', method),
  };
}
