/**
 * The details of a coin withdrawal just sent, told from what main already holds, so the window
 * need not read them back from the exchange. The withdraw answer gives only its id, status and
 * message: the rest comes from the summary main checked and sent. It lacks the exchange's time
 * (the moment its answer came stands in) and its support number (shown later by the history).
 * A fresh withdrawal has no transaction on the network yet.
 */
import type { WithdrawalDetails, WithdrawalSummary } from '../../../shared/contract/index.js';
import type { WithdrawalRequestWire } from '../exchange/funds-schemas.js';

export function sentWithdrawalDetails(answer: WithdrawalRequestWire, summary: WithdrawalSummary, destination: string, answeredAt: number): WithdrawalDetails {
  return {
    id: answer.withdrawalId,
    createdAt: answeredAt,
    destination,
    currency: summary.currency,
    amount: summary.receive,
    status: answer.status,
    txid: '',
    sn: '',
    fee: summary.fee,
    totalAmount: summary.debit,
    referenceId: '',
    explorerUrl: null,
  };
}
