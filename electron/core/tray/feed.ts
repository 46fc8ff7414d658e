/**
 * Keeps the tray model current: whenever balances, the display currency, privacy mode, the lock
 * or the account's health change, the portfolio is valued again (rates at most a minute old) and
 * listeners get the new model; and once a minute with fresh rates, since prices move while
 * balances stay the same. Electron's adapter only draws what it is given.
 */
import type { AppErrorData, Balance, Currency, Rate, RateCurrency } from '../../../shared/contract/index.js';
import { valuePortfolio } from '../../../shared/portfolio.js';
import { amountsHidden } from '../../../shared/privacy.js';
import type { Services } from '../services.js';
import { trayModel, type TrayModel } from './model.js';

const RATES_EVERY_MS = 60_000;
const CURRENCIES_MAX_AGE_MS = 60 * 60_000;

export class TrayFeed {
  private balances: Balance[] | null = null;
  private problem: AppErrorData | null = null;
  private rates: { at: number; url: string; list: Rate[] } | null = null;
  private currencies: { at: number; url: string; list: Currency[] } | null = null;
  private current: TrayModel;
  private readonly listeners = new Set<(model: TrayModel) => void>();
  private readonly stops: (() => void)[] = [];
  private updating: Promise<void> = Promise.resolve();
  private readonly ratesEveryMs: number;
  private readonly revalue: ReturnType<typeof setInterval>;

  constructor(
    private readonly services: Services,
    options: { ratesEveryMs?: number } = {},
  ) {
    this.ratesEveryMs = options.ratesEveryMs ?? RATES_EVERY_MS;
    this.current = this.compute();
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
      services.onLockChange(() => this.update()),
      services.settings.onChange((next, previous) => {
        if (
          next.displayCurrency !== previous.displayCurrency ||
          next.passwordHash !== previous.passwordHash ||
          next.hideAmounts !== previous.hideAmounts ||
          next.hideAmountsWhenLocked !== previous.hideAmountsWhenLocked
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
    if (!this.rates || this.rates.url !== url || now - this.rates.at >= this.ratesEveryMs) {
      this.rates = { at: now, url, list: await api.rates() };
    }
    if (!this.currencies || this.currencies.url !== url || now - this.currencies.at > CURRENCIES_MAX_AGE_MS) {
      this.currencies = { at: now, url, list: await api.currencies() };
    }
  }

  private compute(): TrayModel {
    const settings = this.services.settings.get();
    const currency = settings.displayCurrency as RateCurrency;
    const locked = this.services.lock.status.locked;
    const portfolio = this.balances && this.rates ? valuePortfolio(this.balances, this.rates.list, currency) : null;
    const digits = new Map((this.currencies?.list ?? []).map((c) => [c.code, c.precision.real]));
    return trayModel({
      portfolio,
      precision: (code) => digits.get(code.toLowerCase()) ?? 8,
      locked,
      hasPassword: settings.passwordHash !== null,
      hideAmounts: amountsHidden(settings, locked),
      problem: this.problem?.message ?? null,
    });
  }
}
