/**
 * Seeded randomness. Everything the demo exchange invents comes from here, so one seed gives
 * one data sequence. Two kinds: a stream (mulberry32) for the price walk, which must be drawn
 * in a fixed order, and a stateless hash for the book, so a level's volume can be computed on
 * request from (seed, market, price, tick) without keeping 400 levels a market in memory.
 */

export type Random = () => number;

/** mulberry32: tiny, fast, good enough for a simulation; uniform in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal from two uniforms (Box–Muller); only ever scales a step, never an amount. */
export function normal(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function mix(h: number, k: number): number {
  k = Math.imul(k, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** A 32-bit hash of integers (murmur3-style); integers beyond 32 bits are split, not truncated. */
export function hash32(...parts: number[]): number {
  let h = 0x9747b28c;
  for (const part of parts) {
    const n = Math.trunc(part);
    h = mix(h, n >>> 0);
    h = mix(h, Math.floor(n / 4294967296) >>> 0);
  }
  h ^= parts.length * 8;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) fixed by its inputs. */
export function unit(...parts: number[]): number {
  return hash32(...parts) / 4294967296;
}

/** A seed for a run that was given none. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}
