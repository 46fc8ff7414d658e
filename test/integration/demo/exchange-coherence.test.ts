import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get } from './fetch-json.js';

// Issue #8: a trader saw the header's bid over the book's best ask and last above the book. The
// demo exchange must answer tickers and books that agree at any one simulated moment.
let exchange: DemoExchange;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 8, tickMs: 40 });
});
afterAll(() => exchange.close());

const text = (v: JsonValue | undefined): string => String(v);

interface Sample {
  tick: string | null;
  ticker: { bid: Big; ask: Big; last: Big; high: Big; low: Big };
  bestBid: Big;
  bestAsk: Big;
}

async function sample(symbol: string): Promise<Sample> {
  const [t, b] = await Promise.all([get(`${exchange.url}/v3/tickers?symbols=${symbol}`), get(`${exchange.url}/v3/book/${symbol}`)]);
  const tickTicker = t.headers.get('x-demo-tick');
  const tickBook = b.headers.get('x-demo-tick');
  const row = arr(arr(t.json)[0]);
  const levels = arr(b.json).map((l) => arr(l));
  const bids = levels.filter((l) => new Big(text(l[1])).gt(0));
  const asks = levels.filter((l) => new Big(text(l[1])).lt(0));
  return {
    tick: tickTicker !== null && tickTicker === tickBook ? tickTicker : null,
    ticker: { bid: new Big(text(row[1])), ask: new Big(text(row[3])), last: new Big(text(row[7])), high: new Big(text(row[9])), low: new Big(text(row[10])) },
    bestBid: new Big(text(bids[0]![0])),
    bestAsk: new Big(text(asks[0]![0])),
  };
}

describe('tickers, books and trades agree at one moment', () => {
  it('every answer says which simulated tick it shows', async () => {
    const r = await get(`${exchange.url}/v3/tickers?symbols=btc_usdt`);
    expect(r.headers.get('x-demo-tick')).toMatch(/^\d+$/);
  });

  it.each(['btc_usdt', 'xrp_btc', 'btc_uah'])('%s: over many moments, bid ≤ last ≤ ask, ticker top = book top, low ≤ last ≤ high', async (symbol) => {
    let sameMoment = 0;
    const problems: string[] = [];
    for (let i = 0; i < 120; i++) {
      const s = await sample(symbol);
      const { bid, ask, last, high, low } = s.ticker;
      // Whatever the moment: a quote is never crossed, and last lies in the day's range.
      if (!bid.lt(ask)) problems.push(`ticker bid ${bid} ≥ ask ${ask}`);
      if (!s.bestBid.lt(s.bestAsk)) problems.push(`book best bid ${s.bestBid} ≥ best ask ${s.bestAsk}`);
      if (last.lt(low) || last.gt(high)) problems.push(`last ${last} outside [${low}, ${high}]`);
      if (s.tick === null) continue;
      sameMoment++;
      if (!bid.eq(s.bestBid)) problems.push(`tick ${s.tick}: ticker bid ${bid} ≠ best bid ${s.bestBid}`);
      if (!ask.eq(s.bestAsk)) problems.push(`tick ${s.tick}: ticker ask ${ask} ≠ best ask ${s.bestAsk}`);
      if (last.lt(s.bestBid) || last.gt(s.bestAsk)) problems.push(`tick ${s.tick}: last ${last} outside the spread [${s.bestBid}, ${s.bestAsk}]`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
    // Two requests sent together mostly land on one tick; enough of them must, or this proves nothing.
    expect(sameMoment).toBeGreaterThanOrEqual(30);
  });
});
