/**
 * What the window says about the exchange whose markets it shows while no account is in use
 * (shared/market-exchange.ts): whether that is the demo exchange, and which one it is now.
 */
import type { AppInfo, ProfileView, SettingsView } from '../../shared/contract/index.js';

/** Market data comes from an address of the person's own, chosen in Settings (not the run's own exchange). */
export function ownMarketExchange(info: AppInfo | null, settings: SettingsView | null): string | null {
  const choice = settings?.marketExchange ?? null;
  if (!info || info.exchangeFixedBy !== null || choice === null || choice === 'demo') return null;
  return choice;
}

/**
 * The figures shown are the demo's: the demo servers run, and either a demo account is in use or
 * no account is and the markets are the run's own (not an exchange chosen in Settings).
 */
export function onDemoExchange(info: AppInfo | null, settings: SettingsView | null, active: ProfileView | null): boolean {
  if (info?.demo !== true) return false;
  if (active) return active.demo;
  return ownMarketExchange(info, settings) === null;
}
