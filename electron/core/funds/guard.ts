/**
 * The withdrawal guard of one account: an address book per currency, and per currency an
 * optional allow-list mode (send only to saved addresses) and an optional daily limit (what
 * may leave in 24 hours, fee included). Checked in main before anything is signed, so a
 * window, however compromised, cannot get past it; changed only with the app password.
 *
 * "Daily" is a rolling 24 hours of what Satchel itself sent with this account, counted from
 * the moment each withdrawal was sent, including those whose outcome is unknown (they may
 * have gone). Withdrawals made elsewhere are not seen: the guard protects this app's key.
 */
import { m } from '../../../shared/i18n/language.js';
import { AppError, type GuardView } from '../../../shared/contract/index.js';
import { dec, decText, sum, ZERO, type Decimal } from '../../../shared/decimal.js';
import { sayAmount } from '../../../shared/i18n/numbers.js';
import { isFiatCurrency, normaliseDestination } from '../../../shared/fiat/destination.js';
import { type GuardSettings } from '../settings/schema.js';
import type { SettingsStore } from '../settings/store.js';
import { sameEntry } from './guard-merge.js';

export const DAY_MS = 24 * 60 * 60_000;

const EMPTY: GuardSettings = { addresses: [], rules: {}, sent: [] };

export interface Destination {
  currency: string;
  address: string;
  memo: string | null;
}

/** A fiat destination is kept as its number, as a payout sends it (so one card is one entry). */
const keptAddress = (d: Destination): string => (isFiatCurrency(d.currency) ? normaliseDestination(d.address) : d.address);

/** Whether a guard holds anything a person set up (what it sent only counts once there is a rule). */
export function isSetUp(g: GuardSettings | undefined): g is GuardSettings {
  return g !== undefined && (g.addresses.length > 0 || Object.keys(g.rules).length > 0);
}

/**
 * What the confirmation of removing an account says is kept, e.g. "1 saved address, a daily
 * limit of 100 USDT"; null when the guard holds nothing set up. Each part is a phrase of its own
 * in the language now (the list's "and" too), the limits written as the language writes amounts.
 */
export function describeGuard(g: GuardSettings | undefined): string | null {
  if (!isSetUp(g)) return null;
  const parts: string[] = [];
  const count = g.addresses.length;
  if (count > 0) parts.push(m.core_guard_kept_addresses({ count }));
  const rules = Object.entries(g.rules).sort(([x], [y]) => x.localeCompare(y));
  const limits = rules.flatMap(([c, r]) => (r.dailyLimit === null ? [] : [`${sayAmount(r.dailyLimit)} ${c.toUpperCase()}`]));
  if (limits.length > 0) parts.push(limits.length === 1 ? m.core_guard_kept_limit({ limit: limits[0]! }) : m.core_guard_kept_limits({ limits: listed(limits) }));
  const onlySaved = rules.filter(([, r]) => r.allowListOnly).map(([c]) => c.toUpperCase());
  if (onlySaved.length > 0) parts.push(m.core_guard_kept_only_saved({ currencies: listed(onlySaved) }));
  return parts.join(', ');
}

function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : m.core_list_and({ items: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

export class WithdrawalGuard {
  constructor(
    private readonly settings: SettingsStore,
    /** The exchange account it guards (keys/exchange-account.ts): the guard outlives the profile. */
    private readonly accountKey: string,
    private readonly now: () => number = Date.now,
  ) {}

  view(needsPassword: boolean): GuardView {
    const g = this.current();
    const usedToday: Record<string, string> = {};
    for (const currency of new Set(g.sent.map((s) => s.currency))) usedToday[currency] = decText(this.usedToday(g, currency));
    return { addresses: g.addresses.map((a) => ({ ...a })), rules: { ...g.rules }, usedToday, needsPassword };
  }

  saveAddress(d: Destination, label: string): void {
    this.change((g) => {
      const rest = g.addresses.filter((a) => !sameEntry(a, d));
      return { ...g, addresses: [...rest, { currency: d.currency, address: keptAddress(d), memo: d.memo || null, label: label.trim() }] };
    });
  }

  removeAddress(d: Destination): void {
    this.change((g) => {
      const addresses = g.addresses.filter((a) => !sameEntry(a, d));
      if (addresses.length === g.addresses.length) throw new AppError('not-found', m.core_guard_address_unknown());
      return { ...g, addresses };
    });
  }

  setRule(currency: string, allowListOnly: boolean, dailyLimit: string | null): void {
    this.change((g) => {
      const rules = { ...g.rules };
      if (!allowListOnly && dailyLimit === null) delete rules[currency];
      else rules[currency] = { allowListOnly, dailyLimit: dailyLimit === null ? null : decText(dailyLimit) };
      return { ...g, rules };
    });
  }

  /** Throws `guard` naming the rule that stops this withdrawal; nothing is recorded. */
  check(d: Destination, debit: string): void {
    const g = this.current();
    const rule = g.rules[d.currency];
    if (!rule) return;
    const unit = d.currency.toUpperCase();
    if (rule.allowListOnly && !g.addresses.some((a) => sameEntry(a, d))) {
      throw new AppError('guard', d.memo ? m.core_guard_not_saved_memo({ unit }) : m.core_guard_not_saved({ unit }));
    }
    this.checkLimit(d.currency, debit);
  }

  /**
   * A transfer code is value that goes to whoever holds the code: it can never be "to a saved
   * address", so allow-list mode stops it (else a code would walk around the allow-list), and
   * the daily limit counts it as a withdrawal. Throws `guard`; nothing is recorded.
   */
  checkCode(currency: string, debit: string): void {
    if (this.current().rules[currency]?.allowListOnly) {
      const unit = currency.toUpperCase();
      throw new AppError('guard', m.core_guard_no_codes({ unit }));
    }
    this.checkLimit(currency, debit);
  }

  /** Throws `guard` when `debit` would take the currency past its daily limit. */
  checkLimit(currency: string, debit: string): void {
    const g = this.current();
    const limit = g.rules[currency]?.dailyLimit ?? null;
    if (limit === null) return;
    const unit = currency.toUpperCase();
    const used = this.usedToday(g, currency);
    const after = used.plus(debit);
    if (after.gt(limit)) {
      const left = dec(limit).minus(used);
      const said = (d: Decimal | string) => sayAmount(decText(d));
      throw new AppError('guard', m.core_guard_daily_limit({ unit, limit: said(limit), used: said(used), debit: said(debit), left: said(left.lt(0) ? ZERO : left) }));
    }
  }

  /**
   * Counts a withdrawal against the daily limit from the moment it goes; the returned function
   * takes it back. Only a clear refusal takes it back; an unknown outcome keeps counting, since it
   * may well have gone (base/state-change.ts owns that rule, electron/core/exchange/outcome.ts).
   */
  record(currency: string, debit: string): () => void {
    const at = this.now();
    this.change((g) => ({ ...g, sent: [...g.sent, { at, currency, debit: decText(debit) }] }));
    return () =>
      this.change((g) => {
        const i = g.sent.findIndex((s) => s.at === at && s.currency === currency && s.debit === decText(debit));
        return i < 0 ? g : { ...g, sent: [...g.sent.slice(0, i), ...g.sent.slice(i + 1)] };
      });
  }

  private usedToday(g: GuardSettings, currency: string) {
    const since = this.now() - DAY_MS;
    return sum(g.sent.filter((s) => s.currency === currency && s.at > since).map((s) => s.debit));
  }

  private current(): GuardSettings {
    return this.settings.get().guards[this.accountKey] ?? EMPTY;
  }

  private change(edit: (g: GuardSettings) => GuardSettings): void {
    this.settings.update((s) => {
      const next = edit(s.guards[this.accountKey] ?? EMPTY);
      const since = this.now() - DAY_MS;
      return { ...s, guards: { ...s.guards, [this.accountKey]: { ...next, sent: next.sent.filter((e) => e.at > since) } } };
    });
  }
}
