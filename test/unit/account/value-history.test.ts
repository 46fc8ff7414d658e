import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_HISTORIES, VALUE_HISTORY_FILE, ValueHistoryStore } from '../../../electron/core/account/value-history.js';
import { KEEP_MS, MAX_SAMPLES, SAMPLE_GAP_MS } from '../../../shared/portfolio-history.js';

let dir: string;
let now: number;
const clock = () => now;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'satchel-history-'));
  now = 1_700_000_000_000;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the value history in the user-data folder', () => {
  it('records a sample a minute at the core’s time, in a file of its owner that a restart reads back', () => {
    const store = new ValueHistoryStore(dir, clock);
    store.record('p1', 'usd', '100');
    now += 1000;
    expect(store.record('p1', 'usd', '101')).toEqual([{ t: now - 1000, v: '101' }]); // within the gap: the last one's value
    now += SAMPLE_GAP_MS;
    store.record('p1', 'usd', '102');
    store.record('p1', 'eur', '90');
    expect(statSync(path.join(dir, VALUE_HISTORY_FILE)).mode & 0o777).toBe(0o600);

    const again = new ValueHistoryStore(dir, clock);
    expect(again.get('p1', 'usd').map((s) => s.v)).toEqual(['101', '102']);
    expect(again.get('p1', 'eur').map((s) => s.v)).toEqual(['90']);
    expect(again.get('p2', 'usd')).toEqual([]);
  });

  it('takes the window’s old history once, only while it has none, bounded by the same rules', () => {
    const store = new ValueHistoryStore(dir, clock);
    const old = Array.from({ length: MAX_SAMPLES + 500 }, (_, i) => ({ t: now - (MAX_SAMPLES + 500 - i) * SAMPLE_GAP_MS, v: String(i) }));
    const taken = store.adopt('p1', 'usd', [...old, { t: now + KEEP_MS, v: '5' }, { t: now - 2 * KEEP_MS, v: '6' }]);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThanOrEqual(MAX_SAMPLES);
    expect(taken.every((s) => s.t <= now && s.t > now - KEEP_MS)).toBe(true);
    expect(taken.at(-1)).toEqual(old.at(-1));
    // Once there is a history, another hand-over changes nothing.
    expect(store.adopt('p1', 'usd', [{ t: now, v: '999' }])).toEqual(taken);
    expect(new ValueHistoryStore(dir, clock).get('p1', 'usd')).toEqual(taken);
  });

  it('keeps at most MAX_HISTORIES lists (the one written longest ago goes), forgets a removed account, and reads a damaged file as none', () => {
    const store = new ValueHistoryStore(dir, clock);
    for (let i = 0; i <= MAX_HISTORIES; i++) store.record(`p${i}`, 'usd', '1');
    const reread = new ValueHistoryStore(dir, clock);
    expect(reread.get('p0', 'usd')).toEqual([]);
    expect(reread.get(`p${MAX_HISTORIES}`, 'usd')).toHaveLength(1);
    reread.forget('p1');
    expect(new ValueHistoryStore(dir, clock).get('p1', 'usd')).toEqual([]);

    writeFileSync(path.join(dir, VALUE_HISTORY_FILE), '{"histories": [{"profileId": "p1", "currency": "usd", "samples": "no"}');
    const damaged = new ValueHistoryStore(dir, clock);
    expect(damaged.get('p1', 'usd')).toEqual([]);
    damaged.record('p1', 'usd', '3');
    expect(JSON.parse(readFileSync(path.join(dir, VALUE_HISTORY_FILE), 'utf8')).histories).toHaveLength(1);
  });
});
