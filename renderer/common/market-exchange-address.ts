/**
 * An exchange's address as typed for the market exchange (Settings, the first start), read by
 * the one reading (shared/market-exchange.ts) and refused in the language now: the same checks,
 * each with its sentence from the catalogue, never repeating what was typed.
 */
import { exchangeBaseUrl } from '../../shared/contract/index.js';
import { m } from '../../shared/i18n/language.js';
import { readMarketExchangeAddress, type MarketExchangeReading } from '../../shared/market-exchange.js';
import { serverAddressProblem } from '../../shared/security/server-address.js';

export function readMarketAddress(text: string): MarketExchangeReading {
  const read = readMarketExchangeAddress(text);
  return read.ok ? read : { ok: false, message: whyNot(text) };
}

/** Why readMarketExchangeAddress refused `text`, in the order it checks. */
function whyNot(text: string): string {
  const base = exchangeBaseUrl(text);
  if (base === '') return m.settings_market_address_empty();
  switch (serverAddressProblem(base)) {
    case 'not-web-address':
      return m.settings_market_address_not_web();
    case 'scheme':
      return m.settings_market_address_scheme();
    case 'credentials':
      return m.settings_market_address_credentials();
    case 'plain-http':
      return `${m.settings_market_address_scheme()} ${m.settings_plain_http_rule()}`;
    case null:
      return m.settings_market_address_query();
  }
}
