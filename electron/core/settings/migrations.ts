/**
 * Settings files of earlier versions, brought up to this one before the schema checks them.
 * Each step takes the file as the version before wrote it; a file without `version` is from
 * version 1 (its default). A file from a later version is left as it is, and the schema refuses
 * it: guessing would lose what that version kept.
 */
import { mergeGuards } from '../funds/guard-merge.js';
import { exchangeAccountKey, type AccountOf } from '../keys/exchange-account.js';
import type { GuardSettings } from './schema.js';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 1 → 2:
 * - guards move from the profile's id to its exchange account, so that removing the profile no
 *   longer throws the guard and its 24-hour count away (one with no profile stays where it was);
 * - amounts are hidden while locked: version 1 wrote its default (off) into every file, so "off"
 *   there is no choice anyone made. From version 2 on, what is written is the person's choice.
 */
function toVersion2(data: Data): Data {
  const profiles = Array.isArray(data.profiles) ? data.profiles.filter(isObject) : [];
  const next: Data = { ...data, version: 2, hideAmountsWhenLocked: true };
  if (!isObject(data.guards)) return next;
  const guards: Record<string, GuardSettings> = {};
  for (const [id, guard] of Object.entries(data.guards)) {
    const profile = profiles.find((p) => p.id === id);
    const key = profile && typeof profile.exchangeUrl === 'string' && typeof profile.publicKey === 'string' ? exchangeAccountKey(profile as AccountOf) : id;
    const earlier = guards[key];
    // Shapes are the schema's to judge; merging needs the arrays it merges.
    guards[key] = isGuardShaped(earlier) && isGuardShaped(guard) ? mergeGuards(earlier, guard) : (guard as GuardSettings);
  }
  return { ...next, guards };
}

function isGuardShaped(value: unknown): value is GuardSettings {
  return isObject(value) && Array.isArray(value.addresses) && isObject(value.rules) && Array.isArray(value.sent);
}

const STEPS: Record<number, (data: Data) => Data> = { 1: toVersion2 };

export interface Migrated {
  data: unknown;
  /** The version the file was written by, when it was brought up to date. */
  from: number | null;
}

export function migrateSettings(data: unknown): Migrated {
  if (!isObject(data)) return { data, from: null };
  const from = data.version ?? 1;
  if (typeof from !== 'number') return { data, from: null };
  let current: Data = data;
  let version = from;
  for (let step = STEPS[version]; step; step = STEPS[version]) {
    current = step(current);
    version++;
  }
  return version === from ? { data, from: null } : { data: current, from };
}
