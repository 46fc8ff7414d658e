/**
 * The value history's chart and where the window kept it before the core did (the rules are in
 * shared/portfolio-history.ts).
 */
import { Big } from '../../shared/decimal.js';
import type { Sample } from '../../shared/portfolio-history.js';

export { KEEP_MS, MAX_SAMPLES, parseSamples, record, SAMPLE_GAP_MS, type Sample } from '../../shared/portfolio-history.js';

/** Where the window kept an account's history before it lived in the user-data folder (read once, to hand it over). */
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
