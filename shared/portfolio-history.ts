/**
 * The portfolio's value over time, as this app saw it: one sample per balance poll (at most one
 * a minute), kept per account and display currency on this computer only (the core keeps them in
 * the user-data folder: electron/core/account/value-history.ts). The exchange has no such
 * history, and asking it for every currency's past prices would be many calls; the app's own
 * polling costs nothing extra. Pure: storage is the caller's. The same rules bound what the core
 * keeps and what the window may hand over.
 */
import { isDecimalText } from './decimal.js';

export interface Sample {
  /** ms since the epoch */
  t: number;
  /** the value in the display currency, decimal text */
  v: string;
}

export const SAMPLE_GAP_MS = 60_000;
/** A month of samples a minute apart is 43,200; a week is plenty for a chart and keeps the file small. */
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
    return validSamples(JSON.parse(text));
  } catch {
    return [];
  }
}

/** The well-formed samples of a parsed list, oldest first; anything else is left out. */
export function validSamples(data: unknown): Sample[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((s): s is Sample => typeof s?.t === 'number' && Number.isFinite(s.t) && typeof s?.v === 'string' && isDecimalText(s.v))
    .map((s) => ({ t: s.t, v: s.v }))
    .sort((a, b) => a.t - b.t);
}

/** Samples handed over from elsewhere (the window's old storage) made to follow the rules: recorded one by one, as of `now`. */
export function boundedSamples(samples: readonly Sample[], now: number): Sample[] {
  let kept: Sample[] = [];
  for (const s of samples) if (s.t <= now) kept = record(kept, s);
  return kept.filter((s) => s.t > now - KEEP_MS);
}

