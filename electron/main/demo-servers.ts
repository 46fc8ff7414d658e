/**
 * Whether the desktop app starts its embedded demo servers (issue 23: not when they are not
 * used). Decided before the core is created — the core cannot start them (it never imports
 * electron/demo) — from the settings file read and checked as the core's store will read it,
 * changing nothing (a damaged file is still set aside and reported by the store).
 *
 * Only for a start without SATCHEL_EXCHANGE_URL or SATCHEL_DEMO_SERVERS (exchange-choice.ts):
 * those name the exchange themselves. Browser mode's `npm run web` keeps starting them unless
 * given --exchange (its command-line contract, DESIGN.md).
 */
import path from 'node:path';
import { readSettingsFile, type SettingsFileReading } from '../core/settings/recovery.js';
import { SETTINGS_NAME } from '../core/settings/store.js';

/** Start the demo servers, or run on the exchange chosen in Settings without them. */
export type DemoPlan = { start: true } | { start: false; exchangeUrl: string };

/**
 * The demo servers are needed unless the saved choice is a real exchange and no saved account is
 * a demo one (it would find its exchange gone). A new, missing or damaged file: today's start,
 * on the demo (the window then offers the choice).
 */
export function demoPlan(reading: SettingsFileReading): DemoPlan {
  if (reading.kind !== 'settings') return { start: true };
  const { marketExchange, profiles } = reading.settings;
  if (marketExchange === null || marketExchange === 'demo') return { start: true };
  if (profiles.some((profile) => profile.demo)) return { start: true };
  return { start: false, exchangeUrl: marketExchange };
}

/** The plan for the settings file in this user-data folder; a file that cannot be read at all starts the demo (the core then says why). */
export function demoPlanFor(userDataDir: string): DemoPlan {
  try {
    return demoPlan(readSettingsFile(path.join(userDataDir, `${SETTINGS_NAME}.json`)));
  } catch {
    return { start: true };
  }
}
