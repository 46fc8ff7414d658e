/**
 * The portfolio's value history, kept in the user-data folder (`value-history.json`, beside the
 * settings, 0600) rather than in a window's storage: browser mode's storage belongs to an origin,
 * and an origin is a port, so a new port would have lost it. One list of samples per account and
 * display currency, each bounded by shared/portfolio-history.ts; at most MAX_HISTORIES lists, the
 * one written longest ago dropped first. Written as storage/json-file.ts writes; a damaged file
 * reads as no history.
 */
import path from 'node:path';
import { boundedSamples, record, validSamples, type Sample } from '../../../shared/portfolio-history.js';
import { readJsonFile, writeJsonFile } from '../storage/json-file.js';

export const VALUE_HISTORY_FILE = 'value-history.json';
/** Accounts × display currencies kept; far more than a person has. */
export const MAX_HISTORIES = 64;

type Histories = Map<string, Sample[]>;

export class ValueHistoryStore {
  private histories: Histories | null = null;
  private readonly file: string;

  constructor(
    userDataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = path.join(userDataDir, VALUE_HISTORY_FILE);
  }

  get(profileId: string, currency: string): Sample[] {
    return this.load().get(keyOf(profileId, currency)) ?? [];
  }

  /** Records the value as of now (the time is the core's, not the window's). */
  record(profileId: string, currency: string, value: string): Sample[] {
    const key = keyOf(profileId, currency);
    const before = this.get(profileId, currency);
    const after = record(before, { t: this.now(), v: value });
    if (after.length === before.length && after.at(-1)?.v === before.at(-1)?.v && after.at(-1)?.t === before.at(-1)?.t) return before;
    this.put(key, after);
    return after;
  }

  /**
   * Takes a history the window kept before (its localStorage), once: only when there is none here
   * yet, and bounded by the same rules as what is recorded. Returns what is kept either way.
   */
  adopt(profileId: string, currency: string, samples: readonly Sample[]): Sample[] {
    const existing = this.get(profileId, currency);
    if (existing.length > 0) return existing;
    const taken = boundedSamples(validSamples(samples), this.now());
    if (taken.length > 0) this.put(keyOf(profileId, currency), taken);
    return taken;
  }

  /** Forgets an account's histories (the account was removed). */
  forget(profileId: string): void {
    const histories = this.load();
    let changed = false;
    for (const key of [...histories.keys()]) {
      if (key.startsWith(`${profileId}\n`)) changed = histories.delete(key) || changed;
    }
    if (changed) this.save();
  }

  private put(key: string, samples: Sample[]): void {
    const histories = this.load();
    // Most recently written last, so the oldest is the first to go.
    histories.delete(key);
    histories.set(key, samples);
    while (histories.size > MAX_HISTORIES) histories.delete(histories.keys().next().value as string);
    this.save();
  }

  private load(): Histories {
    if (this.histories) return this.histories;
    const histories: Histories = new Map();
    // No file yet, or a damaged one: no history.
    const data = readJsonFile(this.file);
    const lists = data && typeof data === 'object' ? (data as { histories?: unknown }).histories : undefined;
    if (Array.isArray(lists)) {
      for (const entry of lists.slice(-MAX_HISTORIES)) {
        const { profileId, currency, samples } = (entry ?? {}) as Record<string, unknown>;
        if (typeof profileId !== 'string' || typeof currency !== 'string') continue;
        const kept = boundedSamples(validSamples(samples), this.now());
        if (kept.length > 0) histories.set(keyOf(profileId, currency), kept);
      }
    }
    return (this.histories = histories);
  }

  private save(): void {
    const histories = [...this.load()].map(([key, samples]) => {
      const [profileId, currency] = key.split('\n') as [string, string];
      return { profileId, currency, samples };
    });
    // On a full disk the history goes on in memory for this run.
    writeJsonFile(this.file, { version: 1, histories });
  }
}

function keyOf(profileId: string, currency: string): string {
  return `${profileId}\n${currency}`;
}
