/**
 * What the tray shows, computed without Electron: the Electron adapter only draws it. The
 * tooltip stays short (Windows cuts tooltips at 127 characters); the menu carries the detail.
 * In privacy mode neither shows an amount: the tray is seen by whoever sits at the desk.
 */
import type { RateCurrency } from '../../../shared/contract/index.js';
import { formatDecimal } from '../../../shared/decimal.js';
import type { Portfolio } from '../../../shared/portfolio.js';

export type TrayAction = 'open' | 'refresh' | 'checkCode' | 'lock' | 'quit';

export type TrayItem =
  | { kind: 'info'; label: string }
  | { kind: 'separator' }
  | { kind: 'action'; action: TrayAction; label: string; enabled: boolean };

export interface TrayModel {
  tooltip: string;
  items: TrayItem[];
}

export interface TrayInput {
  /** null while no account is set up or balances have not loaded yet. */
  portfolio: Portfolio | null;
  /** Digits to show per currency code (the exchange's `precision.real`); 8 when unknown. */
  precision: (currency: string) => number;
  locked: boolean;
  hasPassword: boolean;
  /** Privacy mode is in force (hideAmounts, or hideAmountsWhenLocked while locked): no amounts at all. */
  hideAmounts: boolean;
  /** Why balances are not current, if they are not (shown in the menu). */
  problem: string | null;
  largest?: number;
}

const MAX_TOOLTIP = 127;
import { HIDDEN_AMOUNT } from '../../../shared/privacy.js';

export { HIDDEN_AMOUNT };
const SYMBOL: Record<RateCurrency, string> = { usd: '$', eur: '€', uah: '₴', rub: '₽', btc: '₿' };
const FIAT_DP: Record<RateCurrency, number> = { usd: 2, eur: 2, uah: 2, rub: 2, btc: 8 };

export function formatValue(amount: string, currency: RateCurrency): string {
  return `${SYMBOL[currency]}${formatDecimal(amount, { dp: FIAT_DP[currency] })}`;
}

export function trayModel(input: TrayInput): TrayModel {
  const { portfolio } = input;
  const items: TrayItem[] = [];
  let tooltip = 'Satchel';
  if (portfolio) {
    const hidden = input.hideAmounts;
    const value = hidden ? HIDDEN_AMOUNT : formatValue(portfolio.total, portfolio.currency);
    tooltip = `Satchel — ${hidden ? 'amounts hidden' : value}${input.locked ? ' (locked)' : ''}`;
    items.push({ kind: 'info', label: `Portfolio: ${value}` });
    const largest = portfolio.balances.filter((b) => b.value !== null && b.total !== '0').slice(0, input.largest ?? 5);
    for (const b of largest) {
      const dp = input.precision(b.currency);
      const code = b.currency.toUpperCase();
      if (hidden) {
        items.push({ kind: 'info', label: `${code} ${HIDDEN_AMOUNT}` });
        continue;
      }
      const total = formatDecimal(b.total, { dp });
      const available = formatDecimal(b.available, { dp });
      items.push({
        kind: 'info',
        label: `${code} ${available} available of ${total} ≈ ${formatValue(b.value!, portfolio.currency)}`,
      });
    }
  } else {
    items.push({ kind: 'info', label: 'No balances yet' });
  }
  if (input.problem) items.push({ kind: 'info', label: `Not current: ${input.problem}` });
  items.push({ kind: 'separator' });
  items.push({ kind: 'action', action: 'open', label: 'Open Satchel', enabled: true });
  items.push({ kind: 'action', action: 'refresh', label: 'Refresh', enabled: true });
  // Offline: works with the exchange down and while locked.
  items.push({ kind: 'action', action: 'checkCode', label: 'Check a transfer code from the clipboard', enabled: true });
  items.push({ kind: 'action', action: 'lock', label: 'Lock', enabled: input.hasPassword && !input.locked });
  items.push({ kind: 'action', action: 'quit', label: 'Quit', enabled: true });
  return { tooltip: tooltip.length > MAX_TOOLTIP ? `${tooltip.slice(0, MAX_TOOLTIP - 1)}…` : tooltip, items };
}
