/**
 * A pair's name from its market key alone ("btc_usdt" → "BTC/USDT"): the heading and the page
 * title before the market list has come. Kept apart from format.ts so the route table can name
 * a market page without bringing the decimal code into the first chunk.
 */
export function pairNameOfKey(symbol: string): string {
  return symbol.toUpperCase().replace(/[_-]/, '/');
}
