/**
 * What a call asked for or did, as the two sentences every call may end in name it: "did not
 * confirm …" (outcome.ts) and "sent … that Satchel does not understand" (parse.ts). A function,
 * so it is said in the language of the moment the sentence is made; in Ukrainian and Russian a
 * noun phrase that stands after a colon or in brackets, so no case has to agree with the sentence
 * (messages/errors). Amounts keep every digit, with the language's decimal symbol.
 */
import { m } from '../../../shared/i18n/language.js';
import { sayAmount } from '../../../shared/i18n/numbers.js';

export type What = () => string;

const unit = (currency: string): string => currency.toUpperCase();

/** Every digit the call carried, with the language's decimal symbol (1234,5 in Ukrainian), as the questions write them. */
const amountText = (amount: string): string => sayAmount(amount);

/** What a value-moving call did, for "did not confirm …". */
export const did = {
  cancelOrder: (id: number): What => () => m.errors_what_cancel_order({ id }),
  newCode: (amount: string, currency: string): What => () => m.errors_what_new_code({ amount: amountText(amount), currency: unit(currency) }),
  cancelOrders: (count: number): What => () => m.errors_what_cancel_orders({ count }),
  redeemCode: (): What => m.errors_what_redeem_code,
  payout: (amount: string, currency: string): What => () => m.errors_what_payout({ amount: amountText(amount), currency: unit(currency) }),
  deposit: (amount: string, currency: string): What => () => m.errors_what_deposit({ amount: amountText(amount), currency: unit(currency) }),
  newAddress: (currency: string): What => () => m.errors_what_new_address({ currency: unit(currency) }),
  withdrawal: (amount: string, currency: string): What => () => m.errors_what_withdrawal({ amount: amountText(amount), currency: unit(currency) }),
  invoice: (depositId: string | number): What => () => m.errors_what_invoice_for({ id: depositId }),
  /** A call that changes nothing: never an unknown outcome, named only for completeness. */
  request: (): What => m.errors_what_the_request,
};

/** What an answer was to be, for "sent … that Satchel does not understand". */
export const answerOf = {
  accountData: m.errors_what_account_data,
  balanceList: m.errors_what_balance_list,
  orderList: m.errors_what_order_list,
  orderHistory: m.errors_what_order_history,
  tradeList: m.errors_what_trade_list,
  cancelledOrder: m.errors_what_cancelled_order,
  serverTime: m.errors_what_server_time,
  currencyList: m.errors_what_currency_list,
  exchangeRates: m.errors_what_exchange_rates,
  marketList: m.errors_what_market_list,
  tickers: m.errors_what_tickers,
  orderBook: m.errors_what_order_book,
  feeList: m.errors_what_fee_list,
  transferCode: m.errors_what_transfer_code,
  redeemedCode: m.errors_what_redeemed_code,
  codeList: m.errors_what_code_list,
  depositInfo: m.errors_what_deposit_info,
  addressAnswer: m.errors_what_address_answer,
  depositDetails: m.errors_what_deposit_details,
  withdrawalAnswer: m.errors_what_withdrawal_answer,
  withdrawalDetails: m.errors_what_withdrawal_details,
  depositAnswer: m.errors_what_deposit_answer,
  assetHistory: m.errors_what_asset_history,
  invoice: m.errors_what_invoice,
  payoutServices: m.errors_what_payout_services,
  paymentServices: m.errors_what_payment_services,
} satisfies Record<string, What>;
