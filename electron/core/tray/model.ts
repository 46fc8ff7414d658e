/**
 * What the tray shows, computed without Electron: the Electron adapter only draws it. The
 * tooltip stays short (Windows cuts tooltips at 127 characters); the menu carries the detail.
 * In privacy mode neither shows an amount: the tray is seen by whoever sits at the desk.
 */
import type { RateCurrency } from '../../../shared/contract/index.js';
import { formatDecimal } from '../../../shared/decimal.js';
import { m } from '../../../shared/i18n/language.js';
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
  /** The last whole total of this account in this currency and its time ("10:02:03"): shown, so dated, while the total is unknown. */
  lastWhole?: { total: string; time: string } | null;
  /** The rates could not be read: nothing held but the display currency can be valued. */
  ratesUnavailable?: boolean;
  largest?: number;
  /** Satchel runs on the demo servers: said in the tooltip and first in the menu, so no figure passes for real money. */
  demo?: boolean;
}

const MAX_TOOLTIP = 127;
import { HIDDEN_AMOUNT } from '../../../shared/privacy.js';

export { HIDDEN_AMOUNT };
const SYMBOL: Record<RateCurrency, string> = { usd: '$', eur: '€', uah: '₴', rub: '₽', btc: '₿' };
const FIAT_DP: Record<RateCurrency, number> = { usd: 2, eur: 2, uah: 2, rub: 2, btc: 8 };

export function formatValue(amount: string, currency: RateCurrency): string {
  return `${SYMBOL[currency]}${formatDecimal(amount, { dp: FIAT_DP[currency] })}`;
}

/**
 * The total's line and tooltip. A sum of the priced part only is never shown as the total (it
 * read 0 or only the dollars held while the rates were away): the last whole one, dated, or
 * words saying it cannot be valued now, and why.
 */
function totalLabels(input: TrayInput, portfolio: Portfolio): { label: string; tooltip: string; why: string | null } {
  const hidden = input.hideAmounts;
  if (portfolio.total !== null) {
    const value = hidden ? HIDDEN_AMOUNT : formatValue(portfolio.total, portfolio.currency);
    return { label: m.tray_portfolio({ value }), tooltip: value, why: null };
  }
  const why = input.ratesUnavailable ? m.tray_why_rates() : m.tray_why_no_rate({ currencies: portfolio.unpriced.map((c) => c.toUpperCase()).join(', ') });
  const last = input.lastWhole;
  if (!last) return { label: m.tray_portfolio_unknown(), tooltip: m.tray_tooltip_unknown(), why };
  const value = hidden ? HIDDEN_AMOUNT : formatValue(last.total, portfolio.currency);
  return { label: m.tray_portfolio_as_of({ time: last.time, value }), tooltip: m.tray_tooltip_as_of({ value, time: last.time }), why };
}

export function trayModel(input: TrayInput): TrayModel {
  const { portfolio } = input;
  const items: TrayItem[] = [];
  const name = input.demo ? m.tray_name_demo() : 'Satchel';
  let tooltip = name;
  if (input.demo) items.push({ kind: 'info', label: m.tray_demo_note() });
  if (portfolio) {
    const hidden = input.hideAmounts;
    const total = totalLabels(input, portfolio);
    tooltip = `${name} — ${hidden ? m.tray_tooltip_hidden() : total.tooltip}${input.locked ? ` ${m.tray_tooltip_locked()}` : ''}`;
    items.push({ kind: 'info', label: total.label });
    if (total.why) items.push({ kind: 'info', label: m.tray_not_valued({ why: total.why }) });
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
        label: m.tray_balance({ code, available, total, value: formatValue(b.value!, portfolio.currency) }),
      });
    }
  } else {
    items.push({ kind: 'info', label: m.tray_no_balances() });
  }
  if (input.problem) items.push({ kind: 'info', label: m.tray_not_current({ problem: input.problem }) });
  items.push({ kind: 'separator' });
  items.push({ kind: 'action', action: 'open', label: m.tray_open(), enabled: true });
  items.push({ kind: 'action', action: 'refresh', label: m.tray_refresh(), enabled: true });
  // Offline: works with the exchange down and while locked.
  items.push({ kind: 'action', action: 'checkCode', label: m.tray_check_code(), enabled: true });
  items.push({ kind: 'action', action: 'lock', label: m.tray_lock(), enabled: input.hasPassword && !input.locked });
  items.push({ kind: 'action', action: 'quit', label: m.tray_quit(), enabled: true });
  return { tooltip: tooltip.length > MAX_TOOLTIP ? `${tooltip.slice(0, MAX_TOOLTIP - 1)}…` : tooltip, items };
}
