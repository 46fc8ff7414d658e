/**
 * The fee list, in the document's two record kinds. Fiat records are percents (amount "1.5"
 * means 1.5 %), as the document allows only `percent` for them. Crypto records carry fixed
 * amounts in the coin itself, with `to_usd` worked out from the live price at answer time.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { jsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';

interface FiatFee {
  code: 'advcash_wallet' | 'payeer' | 'perfectmoney_account' | 'perfectmoney_transfer' | 'svc_code' | 'payment_card';
  category: 'uah' | 'usd' | 'rub';
  deposit: string;
  withdraw: string;
}

const FIAT_FEES: readonly FiatFee[] = [
  { code: 'payment_card', category: 'uah', deposit: '1', withdraw: '1.5' },
  { code: 'payment_card', category: 'usd', deposit: '2.5', withdraw: '2' },
  { code: 'payment_card', category: 'rub', deposit: '2.5', withdraw: '2.5' },
  { code: 'advcash_wallet', category: 'usd', deposit: '0.5', withdraw: '1' },
  { code: 'advcash_wallet', category: 'rub', deposit: '0.5', withdraw: '1.5' },
  { code: 'payeer', category: 'usd', deposit: '1.95', withdraw: '1.95' },
  { code: 'payeer', category: 'rub', deposit: '1.95', withdraw: '2.95' },
  { code: 'perfectmoney_account', category: 'usd', deposit: '0.5', withdraw: '1.99' },
  { code: 'perfectmoney_transfer', category: 'usd', deposit: '0.5', withdraw: '0.5' },
  { code: 'svc_code', category: 'uah', deposit: '0', withdraw: '0' },
];

/** Per coin: withdrawal fee, smallest deposit, smallest withdrawal, in the coin. */
const COIN_FEES: Readonly<Record<string, readonly [string, string, string]>> = {
  btc: ['0.0005', '0.0001', '0.001'],
  eth: ['0.005', '0.005', '0.01'],
  usdt: ['5', '1', '10'],
  xrp: ['0.25', '1', '20'],
  xlm: ['0.01', '1', '10'],
  eos: ['0.1', '0.5', '1'],
  ltc: ['0.001', '0.01', '0.02'],
  bch: ['0.001', '0.005', '0.01'],
  dash: ['0.002', '0.01', '0.02'],
  trx: ['1', '10', '20'],
  doge: ['5', '20', '50'],
};

export interface CoinFees {
  /** Fixed withdrawal fee, taken in the coin. */
  fee: Decimal;
  minDeposit: Decimal;
  /** Smallest amount a recipient may be sent. */
  minWithdraw: Decimal;
}

/** The same numbers /v3/fees publishes, for the methods that apply them; undefined for fiat. */
export function coinFees(code: string): CoinFees | undefined {
  const row = COIN_FEES[code];
  if (!row) return undefined;
  const [fee, minDeposit, minWithdraw] = row;
  return { fee: new Big(fee), minDeposit: new Big(minDeposit), minWithdraw: new Big(minWithdraw) };
}

/** The `/v3/fees` answer: fiat records first, then one record per coin. */
export function feeRecords(usdPrice: (code: string) => Decimal): JsonValue[] {
  const fiat = FIAT_FEES.map((f) => ({
    code: f.code,
    category: f.category,
    deposit_fees: [{ type: 'percent', amount: f.deposit }],
    withdraw_fees: [{ type: 'percent', amount: f.withdraw }],
  }));
  const coins = Object.entries(COIN_FEES).map(([code, [fee, minDeposit, minWithdraw]]) => {
    const asset = (amount: string) => ({ amount: jsonNumber(amount), currency: code, to_usd: usdPrice(code).times(amount).round(2).toFixed(2) });
    return {
      code,
      category: 'coin',
      deposit_fees: [],
      withdraw_fees: [{ type: 'fixed', asset: asset(fee) }],
      min_deposit: asset(minDeposit),
      min_withdraw: asset(minWithdraw),
    };
  });
  return [...fiat, ...coins];
}
