/**
 * What the demo exchange lists: currencies, markets and the fixed reference rates of fiat.
 * Prices here are where the simulation starts; the live ones come from prices.ts. Fiat and
 * eur never move against usd, so every cross (btc_uah, rub rates, eur rates) is derived from
 * the usd price of the crypto side and these reference rates (docs/demo-servers.md).
 */

export interface CurrencySpec {
  code: string;
  name: string;
  coin: boolean;
  hasMemo: boolean;
  /** Explorer template; '#{txid}' is the document's placeholder. Empty for fiat. */
  explorer: string;
  precision: { real: number; trade: number };
  /** Starting price in usd; fiat has none: its price is fixed by REFERENCE_PER_USD. */
  usd: string | null;
  /** Volatility of one tick of the walk; 0 for fiat, which is fixed. */
  sigma: number;
  color: string;
}

/** Units of each per 1 usd: the fixed reference rates every fiat and eur figure comes from. */
export const REFERENCE_PER_USD: Readonly<Record<string, string>> = { usd: '1', uah: '41.5', rub: '92', eur: '0.92' };

export const CURRENCIES: readonly CurrencySpec[] = [
  { code: 'btc', name: 'Bitcoin', coin: true, hasMemo: false, explorer: 'https://blockchair.com/bitcoin/transaction/#{txid}', precision: { real: 8, trade: 6 }, usd: '64000', sigma: 0.00008, color: '#f7931a' },
  { code: 'eth', name: 'Ethereum', coin: true, hasMemo: false, explorer: 'https://etherscan.io/tx/#{txid}', precision: { real: 18, trade: 4 }, usd: '3200', sigma: 0.0001, color: '#627eea' },
  { code: 'usdt', name: 'Tether USD', coin: true, hasMemo: false, explorer: 'https://etherscan.io/tx/#{txid}', precision: { real: 6, trade: 2 }, usd: '1', sigma: 0.00001, color: '#26a17b' },
  { code: 'xrp', name: 'Ripple', coin: true, hasMemo: true, explorer: 'https://xrpscan.com/tx/#{txid}', precision: { real: 6, trade: 1 }, usd: '0.52', sigma: 0.00012, color: '#23292f' },
  { code: 'xlm', name: 'Stellar', coin: true, hasMemo: true, explorer: 'https://stellar.expert/explorer/public/tx/#{txid}', precision: { real: 7, trade: 1 }, usd: '0.11', sigma: 0.00012, color: '#14b6e7' },
  { code: 'eos', name: 'EOS', coin: true, hasMemo: true, explorer: 'https://bloks.io/transaction/#{txid}', precision: { real: 4, trade: 2 }, usd: '0.72', sigma: 0.00012, color: '#443f54' },
  { code: 'ltc', name: 'Litecoin', coin: true, hasMemo: false, explorer: 'https://blockchair.com/litecoin/transaction/#{txid}', precision: { real: 8, trade: 4 }, usd: '82', sigma: 0.0001, color: '#345d9d' },
  { code: 'bch', name: 'Bitcoin Cash', coin: true, hasMemo: false, explorer: 'https://blockchair.com/bitcoin-cash/transaction/#{txid}', precision: { real: 8, trade: 4 }, usd: '480', sigma: 0.0001, color: '#0ac18e' },
  { code: 'dash', name: 'Dash', coin: true, hasMemo: false, explorer: 'https://blockchair.com/dash/transaction/#{txid}', precision: { real: 8, trade: 3 }, usd: '28', sigma: 0.00011, color: '#008de4' },
  { code: 'trx', name: 'TRON', coin: true, hasMemo: false, explorer: 'https://tronscan.org/#/transaction/#{txid}', precision: { real: 6, trade: 1 }, usd: '0.12', sigma: 0.0001, color: '#eb0029' },
  { code: 'doge', name: 'Dogecoin', coin: true, hasMemo: false, explorer: 'https://blockchair.com/dogecoin/transaction/#{txid}', precision: { real: 8, trade: 0 }, usd: '0.15', sigma: 0.00013, color: '#c2a633' },
  { code: 'uah', name: 'Ukrainian Hryvnia', coin: false, hasMemo: false, explorer: '', precision: { real: 2, trade: 2 }, usd: null, sigma: 0, color: '#0057b7' },
  { code: 'usd', name: 'US Dollar', coin: false, hasMemo: false, explorer: '', precision: { real: 2, trade: 2 }, usd: null, sigma: 0, color: '#2e7d32' },
  { code: 'rub', name: 'Russian Ruble', coin: false, hasMemo: false, explorer: '', precision: { real: 2, trade: 2 }, usd: null, sigma: 0, color: '#6d4c41' },
];

export interface MarketSpec {
  id: string;
  base: string;
  quote: string;
  basePrecision: number;
  quotePrecision: number;
  displayPrecision: number;
  /** A typical order in base units: book volumes and trades scale with it. */
  lot: string;
}

function market(base: string, quote: string, basePrecision: number, quotePrecision: number, displayPrecision: number, lot: string): MarketSpec {
  return { id: `${base}_${quote}`, base, quote, basePrecision, quotePrecision, displayPrecision, lot };
}

// Quote precisions are chosen so every mid price is at least ~40 000 steps of its grid: the
// book then has room for hundreds of distinct levels without reaching zero.
export const MARKETS: readonly MarketSpec[] = [
  market('btc', 'usdt', 6, 2, 1, '0.05'),
  market('eth', 'usdt', 4, 2, 1, '0.8'),
  market('eth', 'btc', 4, 6, 5, '0.8'),
  market('xrp', 'usdt', 1, 5, 4, '4000'),
  market('xrp', 'btc', 0, 10, 9, '4000'),
  market('ltc', 'usdt', 4, 3, 2, '25'),
  market('ltc', 'btc', 4, 8, 7, '25'),
  market('bch', 'usdt', 4, 2, 1, '4'),
  market('dash', 'btc', 3, 8, 7, '60'),
  market('xlm', 'usdt', 1, 6, 5, '15000'),
  market('eos', 'usdt', 2, 5, 4, '2500'),
  market('trx', 'usdt', 1, 6, 5, '15000'),
  market('doge', 'usdt', 0, 6, 5, '12000'),
  market('btc', 'uah', 6, 0, 0, '0.05'),
  market('eth', 'uah', 4, 1, 0, '0.8'),
  market('usdt', 'uah', 2, 3, 2, '1500'),
  market('btc', 'rub', 6, 0, 0, '0.05'),
  market('usdt', 'rub', 2, 3, 2, '1500'),
  market('btc', 'usd', 6, 2, 1, '0.05'),
];

export function currencySpec(code: string): CurrencySpec | undefined {
  return CURRENCIES.find((c) => c.code === code);
}

/** The internal currency id of /v3/currencies: the position in CURRENCIES, from 1. */
export function currencyId(code: string): number {
  const index = CURRENCIES.findIndex((c) => c.code === code);
  if (index < 0) throw new RangeError(`Unknown currency ${code}`);
  return index + 1;
}

export function currencyById(id: number): CurrencySpec | undefined {
  return Number.isInteger(id) && id >= 1 ? CURRENCIES[id - 1] : undefined;
}
