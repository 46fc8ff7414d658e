/**
 * Which exchange's markets the core reads while no account is in use: the one chosen in Settings
 * (or at the first start), unless the shell was started with an exchange of its own
 * (SATCHEL_EXCHANGE_URL, browser mode's --exchange), which then wins: a person who set it means it.
 */
import { AppError } from '../../../shared/contract/index.js';
import { readMarketExchangeAddress, type MarketExchange } from '../../../shared/market-exchange.js';
import type { Settings } from '../settings/schema.js';

/** What the shell gave the core for this run. */
export interface RunExchange {
  /** The run's own exchange: the demo one when the demo servers run. */
  exchangeUrl: string;
  /** What writes why the run's exchange wins over the choice in Settings; absent: the choice wins. */
  exchangeFixedBy?: () => string;
}

/** The address market data is read from while no account is in use. */
export function marketExchangeUrl(choice: MarketExchange, run: RunExchange): string {
  // 'demo' is the run's own exchange: the demo servers run whenever it is chosen (electron/main/demo-servers.ts).
  if (run.exchangeFixedBy || choice === null || choice === 'demo') return run.exchangeUrl;
  return choice;
}

/**
 * A new settings file: no account and no market exchange chosen. Not when the run's exchange is
 * fixed (there is nothing to choose), nor when the file was damaged and set aside (the person has
 * been here before and is told about the file instead).
 */
export function isFirstStart(settings: Pick<Settings, 'marketExchange' | 'profiles'>, run: RunExchange & { recovered: boolean }): boolean {
  return !run.exchangeFixedBy && !run.recovered && settings.marketExchange === null && settings.profiles.length === 0;
}

/** The window's choice ('demo' or an address as typed), as the settings keep it; refused in words. */
export function marketExchangeSetting(input: string): Exclude<MarketExchange, null> {
  if (input === 'demo') return 'demo';
  const read = readMarketExchangeAddress(input);
  if (!read.ok) throw new AppError('validation', read.message, { field: 'marketExchange' });
  return read.url;
}
