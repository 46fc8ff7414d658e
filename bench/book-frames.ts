import type { Page } from 'playwright-core';
import type { Book, BookLevel } from '../shared/contract/index.js';
import { Big, decText } from '../shared/decimal.js';

/** A book of `levels` a side around `mid`, as the client would have parsed it. */
export function syntheticBook(symbol: string, mid: string, levels: number, seed: number): Book {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const centre = new Big(mid);
  const side = (direction: 1 | -1): BookLevel[] =>
    Array.from({ length: levels }, (_, i) => ({
      price: decText(centre.plus(new Big(i + 1).times('0.5').times(direction)).round(2)),
      volume: decText(new Big(Math.floor(random() * 1_000_000) + 1).div(1_000_000)),
      orders: 1 + Math.floor(random() * 9),
    }));
  return { symbol, bids: side(-1), asks: side(1), receivedAt: Date.now() };
}

/**
 * Per-frame main-thread cost in the page: from the start of each animation frame to a message
 * posted in it, which runs once the frame's style, layout and paint are done. Frames whose
 * interval is over 1.5 vsyncs count as dropped.
 */
// Plain text: tsx would wrap the named inner functions in helpers the page does not have.
const FRAME_PROBE = `
  (() => {
    const probe = (window.__frames = { costs: [], intervals: [], stop: false });
    const channel = new MessageChannel();
    let started = 0;
    let last = 0;
    channel.port1.onmessage = () => probe.costs.push(performance.now() - started);
    const frame = (now) => {
      if (probe.stop) return;
      if (last) probe.intervals.push(now - last);
      last = now;
      started = performance.now();
      channel.port2.postMessage(null);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();
`;

export async function startFrameProbe(page: Page): Promise<void> {
  await page.evaluate(FRAME_PROBE);
}

export async function stopFrameProbe(page: Page): Promise<{ costs: number[]; intervals: number[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __frames: { costs: number[]; intervals: number[]; stop: boolean } };
    w.__frames.stop = true;
    return { costs: w.__frames.costs, intervals: w.__frames.intervals };
  });
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
