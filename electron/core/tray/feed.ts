/**
 * Keeps the tray model current: whenever balances, the display currency, privacy mode, the lock
 * or the account's health change, the portfolio is valued again (rates at most a minute old) and
 * listeners get the new model; and once a minute with fresh rates, since prices move while
 * balances stay the same. Electron's adapter only draws what it is given.
 *
 * Rates that cannot be read leave the total unknown, never a sum of what needs no rate: the
 * last whole total of this account, exchange and currency is shown with its time instead.
 */
import type { AppErrorData, Balance, Currency, Rate, RateCurrency } from '../../../shared/contract/index.js';
import { valuePortfolio } from '../../../shared/portfolio.js';
import { amountsHidden } from '../../../shared/privacy.js';
import type { AccountWatch } from '../account/watch.js';
import type { CoreEvents } from '../base/events.js';
import type { Logger } from '../base/logger.js';
import type { PublicApi } from '../exchange/public.js';
import type { LockService } from '../lock/lock.js';
import type { SettingsStore } from '../settings/store.js';
import { trayModel, type TrayModel } from './model.js';

/** What the tray reads of the core; the core's services (services.ts) give it all. */
export interface TrayNeeds {
  account: Pick<AccountWatch, 'onBalances' | 'onProblem' | 'latestBalances' | 'latestProblem'>;
  events: CoreEvents;
  settings: SettingsStore;
  lock: Pick<LockService, 'status'>;
  log: Logger;
  exchangeUrl(): string;
  publicApi(): PublicApi;
  options: { demo: boolean };
}

const RATES_EVERY_MS = 60_000;
const CURRENCIES_MAX_AGE_MS = 60 * 60_000;

export class TrayFeed {
  private balances: Balance[] | null = null;
  private problem: AppErrorData | null = null;
  private rates: { at: number; url: string; list: Rate[] } | null = null;
  /** The last reading of the rates failed: they are not used until a reading succeeds. */
  private ratesFailed = false;
  private lastWhole: { key: string; total: string; at: number } | null = null;
  private currencies: { at: number; url: string; list: Currency[] } | null = null;
  private current: TrayModel;
  private readonly listeners = new Set<(model: TrayModel) => void>();
  private readonly stops: (() => void)[] = [];
  private updating: Promise<void> = Promise.resolve();
  private readonly ratesEveryMs: number;
  private readonly revalue: ReturnType<typeof setInterval>;

  constructor(
    private readonly services: TrayNeeds,
    options: { ratesEveryMs?: number } = {},
  ) {
    this.ratesEveryMs = options.ratesEveryMs ?? RATES_EVERY_MS;
    // A tray made once balances are known (after the first window, or again) shows them at once.
    this.balances = services.account.latestBalances;
    this.problem = services.account.latestProblem;
    this.current = this.compute();
    if (this.balances) this.update();
    // With balances known, value them again at new prices (the rates are stale by then).
    this.revalue = setInterval(() => {
      if (this.balances) this.update();
    }, this.ratesEveryMs);
    this.revalue.unref?.();
    this.stops.push(
      services.account.onBalances((balances) => {
        this.balances = balances;
        this.update();
      }),
      services.account.onProblem((problem) => {
        this.problem = problem;
        this.update();
      }),
      services.events.on('lock.changed', () => this.update()),
      services.settings.onChange((next, previous) => {
        if (
          next.displayCurrency !== previous.displayCurrency ||
          next.passwordHash !== previous.passwordHash ||
          next.hideAmounts !== previous.hideAmounts ||
          next.hideAmountsWhenLocked !== previous.hideAmountsWhenLocked ||
          next.language !== previous.language
        ) {
          this.update();
        }
      }),
    );
  }

  get model(): TrayModel {
    return this.current;
  }

  subscribe(listener: (model: TrayModel) => void): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }

  /** Value and draw again (also after the adapter's Refresh). */
  update(): void {
    this.updating = this.updating.then(() => this.refresh()).catch((error: unknown) => this.services.log('Updating the tray failed', error));
  }

  /** Resolves once every update asked for so far has been drawn (for tests). */
  settled(): Promise<void> {
    return this.updating;
  }

  close(): void {
    clearInterval(this.revalue);
    for (const stop of this.stops) stop();
    this.listeners.clear();
  }

  private async refresh(): Promise<void> {
    if (this.balances) await this.loadReference();
    this.current = this.compute();
    for (const listener of this.listeners) listener(this.current);
  }

  private async loadReference(): Promise<void> {
    const url = this.services.exchangeUrl();
    const now = Date.now();
    const api = this.services.publicApi();
    if (this.ratesFailed || !this.rates || this.rates.url !== url || now - this.rates.at >= this.ratesEveryMs) {
      try {
        this.rates = { at: now, url, list: await api.rates() };
        this.ratesFailed = false;
      } catch (error) {
        // Drawn as such (the last whole total, dated), rather than the tray kept as it was, unmarked.
        this.ratesFailed = true;
        this.services.log('Reading the rates for the tray failed', error);
      }
    }
    if (!this.currencies || this.currencies.url !== url || now - this.currencies.at > CURRENCIES_MAX_AGE_MS) {
      try {
        this.currencies = { at: now, url, list: await api.currencies() };
      } catch (error) {
        // Only the digits shown depend on it (8 until it is read).
        this.services.log('Reading the currencies for the tray failed', error);
      }
    }
  }

  private compute(): TrayModel {
    const settings = this.services.settings.get();
    const currency = settings.displayCurrency as RateCurrency;
    const locked = this.services.lock.status.locked;
    const rates = this.ratesFailed ? [] : this.rates?.list;
    const portfolio = this.balances && rates ? valuePortfolio(this.balances, rates, currency) : null;
    // Whose total: another account, exchange or currency does not inherit it.
    const key = `${settings.activeProfileId ?? ''}|${this.rates?.url ?? ''}|${currency}`;
    if (portfolio?.total != null) this.lastWhole = { key, total: portfolio.total, at: Date.now() };
    const last = this.lastWhole?.key === key ? this.lastWhole : null;
    const digits = new Map((this.currencies?.list ?? []).map((c) => [c.code, c.precision.real]));
    return trayModel({
      portfolio,
      precision: (code) => digits.get(code.toLowerCase()) ?? 8,
      locked,
      hasPassword: settings.passwordHash !== null,
      hideAmounts: amountsHidden(settings, locked),
      problem: this.problem?.message ?? null,
      lastWhole: last && { total: last.total, time: clockTime(last.at) },
      ratesUnavailable: this.ratesFailed,
      demo: this.services.options.demo,
    });
  }
}

/** "09:05:03", local time: the tray is read at the desk, in the computer's own zone. */
function clockTime(at: number): string {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}
