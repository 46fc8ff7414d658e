import { describe, expect, it } from 'vitest';
import { Big, scaleOf } from '../../../shared/decimal.js';
import { stringifyJson } from '../../../shared/json/lossless.js';
import { bookAnswer, tickerAnswer } from '../../../electron/demo/exchange/market/answers.js';
import { gridText } from '../../../electron/demo/exchange/market/book.js';
import { CURRENCIES, MARKETS, REFERENCE_PER_USD } from '../../../electron/demo/exchange/market/catalog.js';
import { MarketSim } from '../../../electron/demo/exchange/market/market-sim.js';

const START = Date.UTC(2024, 0, 1, 12, 0, 0);

function run(seed: number, ticks: number): string[] {
  const sim = new MarketSim({ seed, startMs: START });
  const out: string[] = [];
  for (let i = 1; i <= ticks; i++) {
    sim.step(START + i * 250);
    out.push(stringifyJson([tickerAnswer(sim, 'btc_usdt'), tickerAnswer(sim, 'xrp_btc'), bookAnswer(sim, 'eth_btc')]));
  }
  return out;
}

describe('market simulation', () => {
  it('the same seed gives the same data sequence, another seed another', () => {
    const a = run(7, 5);
    expect(run(7, 5)).toEqual(a);
    expect(run(8, 5)).not.toEqual(a);
    // The sequence moves: no two consecutive snapshots are equal.
    for (let i = 1; i < a.length; i++) expect(a[i]).not.toBe(a[i - 1]);
  });

  it('books: at least 200 levels a side, strictly ordered, uncrossed, on the grids, positive', () => {
    const sim = new MarketSim({ seed: 3, startMs: START });
    for (let tick = 0; tick < 3; tick++) {
      sim.step(START + (tick + 1) * 250);
      for (const m of MARKETS) {
        const { bids, asks } = sim.book(m.id);
        expect(bids.length, m.id).toBeGreaterThanOrEqual(200);
        expect(asks.length, m.id).toBeGreaterThanOrEqual(200);
        const descending = bids.every((l, i) => i === 0 || l.ticks < bids[i - 1]!.ticks);
        const ascending = asks.every((l, i) => i === 0 || l.ticks > asks[i - 1]!.ticks);
        expect(descending && ascending, `${m.id} sides strictly ordered`).toBe(true);
        expect(bids[0]!.ticks).toBeLessThan(asks[0]!.ticks);
        expect(bids.at(-1)!.ticks).toBeGreaterThan(0);
        const bad = [...bids, ...asks].filter((l) => !Number.isSafeInteger(l.ticks) || !Number.isSafeInteger(l.units) || l.units < 1 || l.count < 1);
        expect(bad, m.id).toEqual([]);
      }
    }
  });

  it('book answers keep prices on quote_precision and volumes on base_precision, bids positive, asks negative', () => {
    const sim = new MarketSim({ seed: 4, startMs: START });
    for (const m of MARKETS) {
      const entries = bookAnswer(sim, m.id) as unknown as [{ text: string }, { text: string }, { text: string }][];
      const offGrid = entries.filter(
        ([price, volume]) => scaleOf(price.text) > m.quotePrecision || scaleOf(volume.text) > m.basePrecision || !new Big(price.text).gt(0),
      );
      expect(offGrid, m.id).toEqual([]);
      const bids = entries.filter(([, v]) => new Big(v.text).gt(0));
      const asks = entries.filter(([, v]) => new Big(v.text).lt(0));
      expect(bids.length + asks.length).toBe(entries.length);
      expect(new Big(bids[0]![0].text).lt(asks[0]![0].text)).toBe(true);
    }
  });

  it('every market book changes on every tick', () => {
    const sim = new MarketSim({ seed: 5, startMs: START });
    let previous = MARKETS.map((m) => stringifyJson(bookAnswer(sim, m.id)));
    for (let tick = 1; tick <= 4; tick++) {
      sim.step(START + tick * 250);
      const now = MARKETS.map((m) => stringifyJson(bookAnswer(sim, m.id)));
      MARKETS.forEach((m, i) => expect(now[i], `${m.id} at tick ${tick}`).not.toBe(previous[i]));
      previous = now;
    }
  });

  it('tickers agree with the book and hold together over 24 h', () => {
    const sim = new MarketSim({ seed: 6, startMs: START });
    for (let i = 1; i <= 40; i++) sim.step(START + i * 250);
    for (const m of MARKETS) {
      const t = sim.ticker(m.id);
      const { bids, asks } = sim.book(m.id);
      expect(t.bid.toFixed()).toBe(gridText(bids[0]!.ticks, m.quotePrecision));
      expect(t.ask.toFixed()).toBe(gridText(asks[0]!.ticks, m.quotePrecision));
      expect(t.bidVolume.toFixed()).toBe(gridText(bids[0]!.units, m.basePrecision));
      expect(t.askVolume.toFixed()).toBe(gridText(asks[0]!.units, m.basePrecision));
      expect(t.low.lte(t.last) && t.last.lte(t.high), m.id).toBe(true);
      expect(t.low.gt(0)).toBe(true);
      const open = t.last.minus(t.change);
      expect(open.gte(t.low) && open.lte(t.high), `${m.id} open within the day`).toBe(true);
      expect(t.changePercent.eq(t.change.times(100).div(open).round(2))).toBe(true);
      expect(t.volume.gt(0)).toBe(true);
      // Plausible: a day's volume is some dozens to some thousands of typical orders.
      const lots = t.volume.div(m.lot);
      expect(lots.gt(100) && lots.lt(100000), `${m.id} volume ${t.volume.toFixed()}`).toBe(true);
    }
  });

  it('at every tick last lies inside the spread and the ticker is the book\'s top (issue #8)', () => {
    const sim = new MarketSim({ seed: 8, startMs: START });
    const problems: string[] = [];
    for (let i = 1; i <= 400; i++) {
      sim.step(START + i * 250);
      for (const m of MARKETS) {
        const t = sim.ticker(m.id);
        const { bids, asks } = sim.book(m.id);
        const bid = new Big(gridText(bids[0]!.ticks, m.quotePrecision));
        const ask = new Big(gridText(asks[0]!.ticks, m.quotePrecision));
        if (!t.bid.eq(bid) || !t.ask.eq(ask)) problems.push(`${m.id}@${i}: ticker ${t.bid}/${t.ask}, book ${bid}/${ask}`);
        if (t.bidVolume.toFixed() !== gridText(bids[0]!.units, m.basePrecision)) problems.push(`${m.id}@${i}: bid volume`);
        if (t.askVolume.toFixed() !== gridText(asks[0]!.units, m.basePrecision)) problems.push(`${m.id}@${i}: ask volume`);
        if (t.last.lt(bid) || t.last.gt(ask)) problems.push(`${m.id}@${i}: last ${t.last} outside [${bid}, ${ask}]`);
        if (t.last.lt(t.low) || t.last.gt(t.high)) problems.push(`${m.id}@${i}: last ${t.last} outside the day`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('the 24 h open rolls forward after a day, and the window keeps last within high and low', () => {
    const sim = new MarketSim({ seed: 9, startMs: START, maxCatchUpTicks: 50 });
    const before = sim.ticker('btc_usdt');
    const openBefore = before.last.minus(before.change);
    // A day later the made-up history has left the window; only live trades remain.
    sim.advanceTo(START + 25 * 60 * 60 * 1000);
    const after = sim.ticker('btc_usdt');
    const openAfter = after.last.minus(after.change);
    expect(openAfter.eq(openBefore)).toBe(false);
    expect(openAfter.eq(before.last)).toBe(true);
    expect(after.low.lte(after.last) && after.last.lte(after.high)).toBe(true);
  });

  it('advances lazily from the clock: the due ticks, capped after a long pause', () => {
    const sim = new MarketSim({ seed: 1, startMs: START, tickMs: 250, maxCatchUpTicks: 20 });
    expect(sim.advanceTo(START + 100)).toBe(0);
    expect(sim.advanceTo(START + 1000)).toBe(4);
    expect(sim.tick).toBe(4);
    expect(sim.advanceTo(START + 1100)).toBe(0);
    expect(sim.advanceTo(START + 60_000)).toBe(20);
    expect(sim.tick).toBe(24);
    // The skipped time is not owed later.
    expect(sim.advanceTo(START + 60_250)).toBe(1);
  });

  it('rates come from the same prices as the markets, and fiat from the reference rates', () => {
    const sim = new MarketSim({ seed: 2, startMs: START });
    for (let i = 1; i <= 10; i++) sim.step(START + i * 250);
    const close = (a: Big, b: Big, tolerance = '0.0005') => expect(a.minus(b).abs().div(b).lte(tolerance), `${a.toFixed()} vs ${b.toFixed()}`).toBe(true);
    const mid = (id: string) => {
      const t = sim.ticker(id);
      return t.bid.plus(t.ask).div(2);
    };
    const btc = sim.rate('btc');
    expect(btc.btc.eq(1)).toBe(true);
    close(btc.usd, mid('btc_usdt').times(sim.rate('usdt').usd));
    close(btc.uah, mid('btc_uah'));
    close(btc.rub, mid('btc_rub'));
    close(btc.usd, mid('btc_usd'));
    close(sim.rate('eth').btc, mid('eth_btc'));
    close(sim.rate('xrp').btc, mid('xrp_btc'));
    const usd = sim.rate('usd');
    expect([usd.usd, usd.uah, usd.rub, usd.eur].map((d) => d.toFixed())).toEqual(['1', REFERENCE_PER_USD.uah, REFERENCE_PER_USD.rub, REFERENCE_PER_USD.eur]);
    for (const c of CURRENCIES) {
      const r = sim.rate(c.code);
      close(r.eur, r.usd.times(REFERENCE_PER_USD.eur!));
      close(r.btc.times(btc.usd), r.usd);
    }
  });
});
