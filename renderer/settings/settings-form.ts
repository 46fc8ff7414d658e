/** The Settings view's choices and checks (pure): labels, interval options, the key and password forms. */
import { exchangeBaseUrl, type AUTO_LOCK_MINUTES, type DISPLAY_CURRENCIES } from '../../shared/contract/index.js';
import { serverAddressProblem } from '../../shared/security/server-address.js';
import { m } from '../../shared/i18n/language.js';
import { formatInterval } from '../common/format.js';

/**
 * Where plain http:// is still allowed, said after a sentence about an address field: the rule of
 * shared/security/server-address.ts, in the language now.
 */
export const withPlainHttpRule = (sentence: string): string => `${sentence} ${m.settings_plain_http_rule()}`;

/** Under the address fields of the add-account form. */
export const exchangeUrlHint = (): string => withPlainHttpRule(m.settings_exchange_url_hint());
export const gatewayUrlHint = (): string => withPlainHttpRule(m.settings_starts_https());

/** Each label is said in the language now: a function, called where it is shown. */
export const DISPLAY_CURRENCY_LABELS: Record<(typeof DISPLAY_CURRENCIES)[number], () => string> = {
  usd: m.currency_usd,
  eur: m.currency_eur,
  uah: m.currency_uah,
  rub: m.currency_rub,
  btc: m.currency_btc,
};

export const AUTO_LOCK_LABELS: Record<(typeof AUTO_LOCK_MINUTES)[number], () => string> = {
  0: m.never,
  5: () => m.minutes_count({ count: 5 }),
  15: () => m.minutes_count({ count: 15 }),
  30: () => m.minutes_count({ count: 30 }),
  60: () => m.hours_count({ count: 1 }),
  120: () => m.hours_count({ count: 2 }),
};

/** Polling choices, ms; the contract allows 2 s to 10 min. */
export const INTERVAL_CHOICES_MS = [2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000] as const;

/** "2 min" for whole minutes, otherwise seconds as the book's interval control says them. */
export function intervalLabel(ms: number): string {
  return ms % 60_000 === 0 ? m.unit_minutes({ n: ms / 60_000 }) : formatInterval(ms);
}

/** Market prices: all tickers are one large answer, 1 s to 1 min. */
export const TICKER_INTERVAL_CHOICES_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000] as const;

/** The choices, plus the current value when it is not one of them (a hand-edited settings file). */
export function intervalOptions(current: number, choices: readonly number[] = INTERVAL_CHOICES_MS): number[] {
  const list: number[] = [...choices];
  if (!list.includes(current)) list.push(current);
  return list.sort((a, b) => a - b);
}

export interface ProfileForm {
  name: string;
  exchangeUrl: string;
  gatewayUrl: string;
  apiKey: string;
  apiSecret: string;
}

export type ProfileField = keyof ProfileForm;

/** The request 'profiles.add' takes (trimmed; an empty gateway left out) or the first problem, in words. */
export function profileRequest(
  form: ProfileForm,
): { ok: true; request: { name: string; exchangeUrl: string; gatewayUrl?: string; apiKey: string; apiSecret: string } } | { ok: false; field: ProfileField; message: string } {
  const name = form.name.trim();
  if (name === '') return { ok: false, field: 'name', message: m.settings_account_name_needed() };
  if (name.length > 60) return { ok: false, field: 'name', message: m.settings_name_too_long() };
  const exchangeUrl = exchangeBaseUrl(form.exchangeUrl);
  const exchangeProblem = serverAddressProblem(exchangeUrl);
  if (exchangeProblem === 'plain-http') return { ok: false, field: 'exchangeUrl', message: withPlainHttpRule(m.settings_exchange_plain_http()) };
  if (exchangeProblem) return { ok: false, field: 'exchangeUrl', message: m.settings_exchange_not_web() };
  const gatewayUrl = form.gatewayUrl.trim();
  const gatewayProblem = gatewayUrl === '' ? null : serverAddressProblem(gatewayUrl);
  if (gatewayProblem === 'plain-http') return { ok: false, field: 'gatewayUrl', message: withPlainHttpRule(m.settings_gateway_plain_http()) };
  if (gatewayProblem) return { ok: false, field: 'gatewayUrl', message: m.settings_gateway_not_web() };
  const apiKey = form.apiKey.trim();
  if (!KEY_TEXT.test(apiKey)) return { ok: false, field: 'apiKey', message: m.settings_api_key_invalid() };
  const apiSecret = form.apiSecret.trim();
  if (!KEY_TEXT.test(apiSecret)) return { ok: false, field: 'apiSecret', message: m.settings_api_secret_invalid() };
  return { ok: true, request: { name, exchangeUrl, ...(gatewayUrl ? { gatewayUrl } : {}), apiKey, apiSecret } };
}

// The contract's rule for keys and secrets (printable ASCII without spaces, 8–256).
const KEY_TEXT = /^[\x21-\x7e]{8,256}$/;

/** Mirrors main's rule (electron/core/lock/lock.ts); main checks again. */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordForm {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordAction = 'set' | 'change' | 'remove';

/** The 'lock.setPassword' request for an action, or what is wrong with the form. */
export function passwordRequest(
  action: PasswordAction,
  form: PasswordForm,
): { ok: true; request: { current: string | null; next: string | null } } | { ok: false; field: keyof PasswordForm; message: string } {
  if (action !== 'set' && form.current === '') return { ok: false, field: 'current', message: m.settings_enter_current_password() };
  if (action === 'remove') return { ok: true, request: { current: form.current, next: null } };
  if (form.next.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, field: 'next', message: m.settings_password_too_short({ count: MIN_PASSWORD_LENGTH }) };
  }
  if (form.repeat !== form.next) return { ok: false, field: 'repeat', message: m.settings_passwords_differ() };
  return { ok: true, request: { current: action === 'set' ? null : form.current, next: form.next } };
}
