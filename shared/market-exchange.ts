/**
 * The exchange whose markets Satchel shows while no account is in use: the embedded demo
 * exchange, or an exchange's address the person gives (Settings, the first start). One reading
 * of what was typed for the window's form and for the core, so both say the same words.
 */
import { exchangeBaseUrl, type MarketExchange } from './contract/index.js';
import { serverAddressProblem, serverAddressText } from './security/server-address.js';

export type { MarketExchange };

export type MarketExchangeReading = { ok: true; url: string } | { ok: false; message: string };

/**
 * An address as typed: its base (`/v3` and trailing slashes off, as an account's), held to the
 * one address rule. The words name the field, never what was typed.
 */
export function readMarketExchangeAddress(text: string): MarketExchangeReading {
  const base = exchangeBaseUrl(text);
  if (base === '') return { ok: false, message: "Enter the exchange's address, such as https://exchange.example." };
  const problem = serverAddressProblem(base);
  if (problem) return { ok: false, message: serverAddressText("The exchange's address", problem) };
  const url = new URL(base);
  if (url.search || url.hash) return { ok: false, message: "The exchange's address ends before any ? or #. Use one like https://exchange.example." };
  return { ok: true, url: url.href.replace(/\/+$/, '') };
}
