/**
 * The exchange whose markets Satchel shows while no account is in use: the embedded demo
 * exchange, or an exchange's address the person gives (Settings, the first start). One reading
 * of what was typed for the window's form and for the core, so both say the same words.
 */
import { exchangeBaseUrl, type MarketExchange } from './contract/index.js';
import { m } from './i18n/language.js';
import { serverAddressProblem, type ServerAddressProblem } from './security/server-address.js';

export type { MarketExchange };

/** Each problem of the one address rule (security/server-address.ts) as a whole sentence about this field. */
const PROBLEMS: Readonly<Record<ServerAddressProblem, () => string>> = {
  'not-web-address': m.shared_exchange_address_not_web,
  scheme: m.shared_exchange_address_scheme,
  credentials: m.shared_exchange_address_credentials,
  'plain-http': m.shared_exchange_address_plain_http,
};

export type MarketExchangeReading = { ok: true; url: string } | { ok: false; message: string };

/**
 * An address as typed: its base (`/v3` and trailing slashes off, as an account's), held to the
 * one address rule. The words name the field, never what was typed.
 */
export function readMarketExchangeAddress(text: string): MarketExchangeReading {
  const base = exchangeBaseUrl(text);
  if (base === '') return { ok: false, message: m.shared_exchange_address_enter() };
  const problem = serverAddressProblem(base);
  if (problem) return { ok: false, message: PROBLEMS[problem]() };
  const url = new URL(base);
  if (url.search || url.hash) return { ok: false, message: m.shared_exchange_address_query() };
  return { ok: true, url: url.href.replace(/\/+$/, '') };
}
