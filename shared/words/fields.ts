/**
 * A request's field as the form shows it. Keys of the contract's schemas and of the servers'
 * wire formats (which the exchange and the gateway quote back in their refusals) have their
 * label here; any other key is spelled out in words ("fundSourceId" → "fund source id"), so no
 * key ever reaches a person in code form.
 */
const LABELS: Readonly<Record<string, string>> = {
  // The contract's keys.
  symbol: 'market',
  fundSourceId: 'saved payment details',
  service: 'service',
  fields: 'payment details',
  newName: 'new name',
  names: 'names',
  apiKey: 'API key',
  apiSecret: 'API secret',
  exchangeUrl: 'exchange address',
  gatewayUrl: 'payment gateway address',
  url: 'address',
  user: 'user name',
  prefix: 'API path',
  trustFingerprint: 'certificate fingerprint',
  allowBlankMemo: 'whether to withdraw without a memo',
  feeIncluded: 'whether the fee is included',
  nonRefundableBefore: 'cannot be taken back before',
  privateComment: 'private note',
  autoLockMinutes: 'lock after',
  displayCurrency: 'currency to show values in',
  hideAmounts: 'hide amounts',
  hideAmountsWhenLocked: 'hide amounts while locked',
  closeToTray: 'keep running in the tray',
  checkForUpdates: 'check for updates',
  updateChannel: 'update channel',
  pageSize: 'page size',
  perPage: 'page size',
  orderBy: 'sort by',
  orderDir: 'sort order',
  profileId: 'account',
  id: 'reference number',
  intervalMs: 'refresh interval',
  balancesIntervalMs: 'balance refresh interval',
  ordersIntervalMs: 'order refresh interval',
  tickersIntervalMs: 'price refresh interval',
  // The servers' wire keys (spec 000, the gateway's public API).
  withdraw_type: 'currency',
  payment_id: 'memo',
  allow_blank_memo: 'whether to withdraw without a memo',
  withdrawall: 'whether the fee is included',
  fund_source_id: 'saved payment details',
  card_number: 'card number',
  phone_number: 'phone number',
  public_key: 'payment key',
  reference_id: 'deposit number',
  deposit_id: 'deposit number',
  non_refundable_before: 'cannot be taken back before',
  private_comment: 'private note',
  svcid: 'account number',
  'svc-nonce': 'sequence number',
  'svc-apikey': 'API key',
  'svc-signature': 'signature',
};

/** Keys that name themselves (wire keys quoted by servers are looked up without regard to case). */
export function fieldLabel(key: string): string {
  const known = LABELS[key] ?? LABELS[key.toLowerCase()];
  if (known) return known;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The wire keys a server may quote, longest first (so `allow_blank_memo` goes before a shorter key inside it). */
export const QUOTED_KEYS: readonly string[] = Object.keys(LABELS)
  .filter((key) => /[_-]/.test(key) || key === 'withdrawall' || key === 'svcid')
  .sort((a, b) => b.length - a.length);
