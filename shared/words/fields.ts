/**
 * A request's field as the form shows it. Keys of the contract's schemas and of the servers'
 * wire formats (which the exchange and the gateway quote back in their refusals) have their
 * label here, a message called when the sentence is written, so it follows the language; any
 * other key is spelled out in words ("fundSourceId" → "fund source id"), so no key ever reaches
 * a person in code form.
 */
import type { Language } from '../contract/app.js';
import { m } from '../i18n/language.js';

type Label = (inputs?: Record<string, never>, options?: { locale?: Language }) => string;

const LABELS: Readonly<Record<string, Label>> = {
  // The contract's keys.
  accepted: m.checks_label_accepted,
  action: m.checks_label_action,
  address: m.checks_label_address,
  allowBlankMemo: m.checks_label_allow_blank_memo,
  allowListOnly: m.checks_label_allow_list_only,
  amount: m.checks_label_amount,
  apiKey: m.checks_label_api_key,
  apiSecret: m.checks_label_api_secret,
  auth: m.checks_label_auth,
  autoLockMinutes: m.checks_label_auto_lock_minutes,
  balances: m.checks_label_balances,
  balancesIntervalMs: m.checks_label_balances_interval,
  book: m.checks_label_book,
  checkForUpdates: m.checks_label_check_for_updates,
  closeToTray: m.checks_label_close_to_tray,
  code: m.checks_label_code,
  comment: m.checks_label_comment,
  currencies: m.checks_label_currencies,
  currency: m.checks_label_currency,
  current: m.checks_label_current,
  dailyLimit: m.checks_label_daily_limit,
  direction: m.checks_label_direction,
  displayCurrency: m.checks_label_display_currency,
  end: m.checks_label_end,
  exchangeUrl: m.checks_label_exchange_url,
  favourites: m.checks_label_favourites,
  feeIncluded: m.checks_label_fee_included,
  field: m.checks_label_field,
  fields: m.checks_label_fields,
  filter: m.checks_label_filter,
  fingerprint: m.checks_label_fingerprint,
  flow: m.checks_label_flow,
  from: m.checks_label_from,
  fundSourceId: m.checks_label_fund_source,
  gatewayUrl: m.checks_label_gateway_url,
  hideAmounts: m.checks_label_hide_amounts,
  hideAmountsWhenLocked: m.checks_label_hide_amounts_when_locked,
  id: m.checks_label_id,
  index: m.checks_label_index,
  intervalMs: m.checks_label_interval,
  label: m.checks_label_label,
  language: m.checks_label_language,
  limit: m.checks_label_limit,
  market: m.checks_label_market,
  marketExchange: m.checks_label_market_exchange,
  memo: m.checks_label_memo,
  name: m.checks_label_name,
  names: m.checks_label_names,
  newName: m.checks_label_new_name,
  next: m.checks_label_next,
  nonRefundableBefore: m.checks_label_non_refundable_before,
  orderBy: m.checks_label_order_by,
  orderDir: m.checks_label_order_dir,
  orderId: m.checks_label_order_id,
  orderIds: m.checks_label_order_ids,
  orders: m.checks_label_orders,
  ordersIntervalMs: m.checks_label_orders_interval,
  page: m.checks_label_page,
  pageSize: m.checks_label_page_size,
  password: m.checks_label_password,
  perPage: m.checks_label_page_size,
  prefix: m.checks_label_prefix,
  privateComment: m.checks_label_private_comment,
  profileId: m.checks_label_profile,
  recipient: m.checks_label_recipient,
  reveal: m.checks_label_reveal,
  rule: m.checks_label_rule,
  samples: m.checks_label_samples,
  service: m.checks_label_service,
  sort: m.checks_label_sort,
  start: m.checks_label_start,
  statuses: m.checks_label_statuses,
  symbol: m.checks_label_market,
  symbols: m.checks_label_symbols,
  // A value history's point: its time and its value.
  t: m.checks_label_time,
  theme: m.checks_label_theme,
  tickers: m.checks_label_tickers,
  tickersIntervalMs: m.checks_label_tickers_interval,
  to: m.checks_label_to,
  trustFingerprint: m.checks_label_trust_fingerprint,
  type: m.checks_label_type,
  updateChannel: m.checks_label_update_channel,
  url: m.checks_label_url,
  user: m.checks_label_user,
  v: m.checks_label_value,
  value: m.checks_label_value,
  // The servers' wire keys (spec 000, the gateway's public API).
  withdraw_type: m.checks_label_currency,
  payment_id: m.checks_label_memo,
  allow_blank_memo: m.checks_label_allow_blank_memo,
  withdrawall: m.checks_label_fee_included,
  fund_source_id: m.checks_label_fund_source,
  card_number: m.checks_label_card_number,
  phone_number: m.checks_label_phone_number,
  public_key: m.checks_label_public_key,
  reference_id: m.checks_label_deposit_number,
  deposit_id: m.checks_label_deposit_number,
  non_refundable_before: m.checks_label_non_refundable_before,
  private_comment: m.checks_label_private_comment,
  svcid: m.checks_label_svcid,
  'svc-nonce': m.checks_label_svc_nonce,
  'svc-apikey': m.checks_label_api_key,
  'svc-signature': m.checks_label_svc_signature,
};

/** A key's label (wire keys quoted by servers are looked up without regard to case); undefined for a key of no form. */
function labelOf(key: string): Label | undefined {
  if (Object.hasOwn(LABELS, key)) return LABELS[key];
  const lower = key.toLowerCase();
  return Object.hasOwn(LABELS, lower) ? LABELS[lower] : undefined;
}

/**
 * A field's name in the language now, or in `language` (a server's English sentence quotes its
 * keys in English). A key with no label is spelled out in (English) words.
 */
export function fieldLabel(key: string, language?: Language): string {
  const label = labelOf(key);
  if (label) return label({}, language ? { locale: language } : undefined);
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A field's name in the language now, only for a key the forms know: any other key is the caller's text, not to be repeated. */
export function knownFieldLabel(key: string): string | null {
  return labelOf(key)?.({}) ?? null;
}

/** The wire keys a server may quote, longest first (so `allow_blank_memo` goes before a shorter key inside it). */
export const QUOTED_KEYS: readonly string[] = Object.keys(LABELS)
  .filter((key) => /[_-]/.test(key) || key === 'withdrawall' || key === 'svcid')
  .sort((a, b) => b.length - a.length);
