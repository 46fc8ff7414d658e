/**
 * The diagnostics a person sends to support (Help › Export Diagnostics…, Settings): one plain
 * text with the versions, the settings as choices and counts, and the end of the log with
 * secrets and what identifies the person removed (shared/diagnostics/redact.ts).
 *
 * The settings part is built from choices only (a theme, a number of accounts, "demo" or
 * "custom"), never from a value a person typed or an exchange gave: no names, addresses,
 * keys or e-mails can reach it. The log is free text, so it is redacted, and the values Satchel
 * knows are the person's are removed from it by name as well.
 */
import { redact, type KnownValue } from '../../../shared/diagnostics/redact.js';
import { isLoopbackHost } from '../../../shared/security/server-address.js';
import type { Settings } from '../settings/schema.js';
import type { LogTail } from './log-tail.js';

export interface DiagnosticsFacts {
  madeAt: Date;
  version: string;
  shell: 'electron' | 'browser';
  demo: boolean;
  platform: string;
  arch: string;
  osRelease: string;
  /** process.versions: electron and chrome only in Electron's main process. */
  versions: { node?: string; electron?: string; chrome?: string; v8?: string };
  locked: boolean;
  settings: Settings;
  log: LogTail;
  /** Values the log may hold that are the person's (knownValues). */
  known: readonly KnownValue[];
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const seconds = (ms: number) => `${ms / 1000} s`;
const size = (bytes: number) => (bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(2)} MiB`);

/** The settings as choices and counts: nothing a person typed. */
export function settingsSummary(settings: Settings, locked: boolean): string[] {
  const lines = [
    `Display currency: ${settings.displayCurrency.toUpperCase()}`,
    `Language: ${settings.language}`,
    `Theme: ${settings.theme}`,
    `Auto-lock: ${settings.autoLockMinutes === 0 ? 'never' : `after ${settings.autoLockMinutes} min`}`,
    `App password set: ${yesNo(settings.passwordHash !== null)}; locked now: ${yesNo(locked)}`,
    `Close to tray: ${yesNo(settings.closeToTray)}`,
    `Amounts hidden: ${yesNo(settings.hideAmounts)}; hidden while locked: ${yesNo(settings.hideAmountsWhenLocked)}`,
    `Refresh: balances every ${seconds(settings.polling.balancesMs)}, orders every ${seconds(settings.polling.ordersMs)}, prices every ${seconds(settings.polling.tickersMs)}`,
    `Favourite markets: ${settings.favourites.length}`,
    `Accounts: ${settings.profiles.length}`,
  ];
  settings.profiles.forEach((profile, i) => {
    const inUse = profile.id === settings.activeProfileId ? ' (in use)' : '';
    const gateway = profile.gatewayUrl ? (profile.demo ? 'demo' : 'custom') : 'none';
    lines.push(`  Account ${i + 1}${inUse}: ${profile.demo ? 'demo' : 'custom'} exchange; payment gateway: ${gateway}`);
  });
  const guards = Object.values(settings.guards);
  const rules = guards.flatMap((g) => Object.values(g.rules));
  lines.push(
    `Withdrawal guards: ${guards.length}; saved addresses: ${guards.reduce((n, g) => n + g.addresses.length, 0)}; ` +
      `currencies sent only to saved addresses: ${rules.filter((r) => r.allowListOnly).length}; daily limits: ${rules.filter((r) => r.dailyLimit !== null).length}`,
  );
  lines.push(`Appliances: ${settings.appliances.length}`);
  settings.appliances.forEach((appliance, i) => {
    const inUse = appliance.id === settings.activeApplianceId ? ' (in use)' : '';
    lines.push(`  Appliance ${i + 1}${inUse}: ${appliance.demo ? 'demo' : 'custom'}; sign-in: ${appliance.auth}; certificate pinned: ${yesNo(appliance.pinnedFingerprint !== null)}`);
  });
  return lines;
}

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(url).hostname;
    // This computer's addresses say nothing of the person, and support needs to see them.
    return isLoopbackHost(host) ? null : host;
  } catch {
    return null;
  }
}

/**
 * What the settings and the run know to be the person's and the log might repeat: accounts'
 * names, keys, e-mails and exchanges; saved addresses, their memos and labels; appliances'
 * names, users and addresses; the demo's keys and password.
 */
export function knownValues(settings: Settings, run: { demoAccounts?: readonly { email: string; apiKey: string; apiSecret: string }[]; applianceDemo?: { user: string; password: string } }): KnownValue[] {
  const known: KnownValue[] = [];
  const add = (value: string | null | undefined, kind: KnownValue['kind']) => {
    if (value) known.push({ value, kind });
  };
  for (const profile of settings.profiles) {
    add(profile.name, 'name');
    add(profile.publicKey, 'key');
    add(profile.demoAccount, 'e-mail');
    add(profile.svcid, 'name');
    add(hostOf(profile.exchangeUrl), 'host');
    add(hostOf(profile.gatewayUrl), 'host');
  }
  for (const guard of Object.values(settings.guards)) {
    for (const saved of guard.addresses) {
      add(saved.address, 'address');
      add(saved.memo, 'value');
      add(saved.label, 'name');
    }
  }
  for (const appliance of settings.appliances) {
    add(appliance.name, 'name');
    add(appliance.user, 'user');
    add(hostOf(appliance.url), 'host');
    add(appliance.pinnedFingerprint, 'key');
  }
  for (const account of run.demoAccounts ?? []) {
    add(account.email, 'e-mail');
    add(account.apiKey, 'key');
    add(account.apiSecret, 'key');
  }
  add(run.applianceDemo?.user, 'user');
  add(run.applianceDemo?.password, 'password');
  return known;
}

/** The file's name: Satchel's, and the day it was made. */
export function diagnosticsFileName(madeAt: Date): string {
  return `satchel-diagnostics-${madeAt.toISOString().slice(0, 10)}.txt`;
}

export function diagnosticsReport(facts: DiagnosticsFacts): string {
  const v = facts.versions;
  const { log } = facts;
  const logWhat =
    log.totalBytes === 0
      ? 'nothing logged yet'
      : log.keptBytes < log.totalBytes
        ? `the last ${size(log.keptBytes)} of ${size(log.totalBytes)}, oldest first`
        : `all ${size(log.totalBytes)}, oldest first`;
  const lines = [
    'Satchel diagnostics',
    `Made: ${facts.madeAt.toISOString()}`,
    '',
    'What this file holds: the versions below, your settings as choices and counts, and the end of',
    'Satchel’s log. Keys, passwords, e-mail addresses, coin addresses, IBANs, card numbers, transfer',
    'codes, account and appliance names, and the addresses of exchanges and appliances are not in it:',
    'they are replaced by marks such as [address removed]. Read it before you send it.',
    '',
    '== Versions ==',
    `Satchel: ${facts.version}${facts.demo ? ' (demo mode)' : ''}`,
    `Shell: ${facts.shell === 'electron' ? 'desktop app (Electron)' : 'browser mode'}`,
    `System: ${facts.platform} ${facts.arch}, release ${facts.osRelease}`,
    `Electron: ${v.electron ?? (facts.shell === 'browser' ? 'none (browser mode)' : 'unknown')}`,
    `Chromium: ${v.chrome ?? (facts.shell === 'browser' ? 'the browser’s own' : 'unknown')}`,
    `Node.js: ${v.node ?? 'unknown'}`,
    '',
    '== Settings ==',
    ...settingsSummary(facts.settings, facts.locked),
    '',
    `== Log (${logWhat}) ==`,
  ];
  const text = redact(log.text, facts.known).trimEnd();
  return `${lines.join('\n')}\n${text}${text ? '\n' : ''}`;
}
