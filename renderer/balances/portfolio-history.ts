/**
 * The portfolio's value over time, as this app saw it: one sample per balance poll (at most one
 * a minute), kept per account and display currency on this computer only. The exchange has no
 * such history, and asking it for every currency's past prices would be many calls; the app's
 * own polling costs nothing extra. Pure: storage is the caller's.
 */
import { Big, isDecimalText } from '../../shared/decimal.js';

export interface Sample {
  /** ms since the epoch */
  t: number;
  /** the value in the display currency, decimal text */
  v: string;
}

export const SAMPLE_GAP_MS = 60_000;
/** A month of samples a minute apart is 43,200; a week is plenty for a chart and keeps localStorage small. */
export const KEEP_MS = 7 * 24 * 3600_000;
export const MAX_SAMPLES = 2000;

/**
 * The samples with `sample` recorded, old ones gone, the list bounded. At most one per gap: a
 * later one within it gives the last sample its value (the line ends where the card's total is)
 * and keeps its time (so a value that changes more often than the gap still adds a point a gap).
 */
export function record(samples: readonly Sample[], sample: Sample): Sample[] {
  const kept = samples.filter((s) => s.t > sample.t - KEEP_MS && s.t <= sample.t);
  const last = kept.at(-1);
  if (!isDecimalText(sample.v)) return kept;
  if (last && sample.t - last.t < SAMPLE_GAP_MS) {
    if (last.v !== sample.v) kept[kept.length - 1] = { t: last.t, v: sample.v };
    return kept;
  }
  kept.push(sample);
  if (kept.length <= MAX_SAMPLES) return kept;
  // Too many: keep every other old one, so the shape survives and the newest stay exact.
  const old = kept.slice(0, kept.length - MAX_SAMPLES / 2).filter((_, i) => i % 2 === 0);
  return [...old, ...kept.slice(kept.length - MAX_SAMPLES / 2)];
}

/** Stored text → samples; anything damaged reads as no history rather than an error. */
export function parseSamples(text: string | null): Sample[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return data.filter((s): s is Sample => typeof s?.t === 'number' && Number.isFinite(s.t) && typeof s?.v === 'string' && isDecimalText(s.v)).sort((a, b) => a.t - b.t);
  } catch {
    return [];
  }
}

export function historyKey(profileId: string, currency: string): string {
  return `satchel.portfolioHistory.${profileId}.${currency}`;
}

export interface LineChart {
  /** the line, an SVG path in a width × height box */
  line: string;
  /** the same line closed down to the bottom, for a soft fill */
  area: string;
  min: string;
  max: string;
}

/**
 * Chart geometry for the samples (floats only here, for pixels). null with fewer than two
 * samples: one point is not a line. A flat history is drawn in the middle.
 */
export function lineChart(samples: readonly Sample[], width: number, height: number, pad = 4): LineChart | null {
  if (samples.length < 2) return null;
  let min = new Big(samples[0]!.v);
  let max = min;
  for (const s of samples) {
    const v = new Big(s.v);
    if (v.lt(min)) min = v;
    if (v.gt(max)) max = v;
  }
  const t0 = samples[0]!.t;
  const span = Math.max(1, samples.at(-1)!.t - t0);
  const range = Number(max.minus(min));
  const x = (t: number) => pad + ((t - t0) / span) * (width - 2 * pad);
  const y = (v: string) => (range === 0 ? height / 2 : pad + (1 - Number(new Big(v).minus(min)) / range) * (height - 2 * pad));
  const points = samples.map((s) => `${x(s.t).toFixed(1)},${y(s.v).toFixed(1)}`);
  const line = `M${points.join('L')}`;
  const area = `${line}L${x(samples.at(-1)!.t).toFixed(1)},${height}L${x(t0).toFixed(1)},${height}Z`;
  return { line, area, min: min.toFixed(), max: max.toFixed() };
}
