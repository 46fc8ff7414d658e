/**
 * The saved accounts and the active one's data and balances (exchange document, "Private:
 * account and trading"). camelCase fields; every amount a canonical decimal string.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { m } from '../i18n/language.js';
import { serverAddressProblem } from '../security/server-address.js';
import type { AppErrorData } from './result.js';
import { Empty, TimeMs, op } from './operation.js';
import { PasswordText } from './app.js';
import { RATE_CURRENCIES } from './market.js';
import { MAX_SAMPLES, type Sample } from '../portfolio-history.js';

export interface AccountInfo {
  email: string;
  svcid: string;
  twoFactor: boolean;
  withdrawConfirmation: boolean;
  /** deposit_sdk_<cur>_public_key by fiat currency (uah, usd, rub); public, used with the payment gateway. */
  publicKeys: Record<string, string>;
  announcements: boolean;
}

export interface Balance {
  walletType: string;
  currency: string;
  total: DecimalString;
  available: DecimalString;
  /** total − available: what open orders and pending withdrawals hold. */
  locked: DecimalString;
}

/** A saved account as the renderer sees it: never the secret, the public key masked. */
export interface ProfileView {
  id: string;
  name: string;
  exchangeUrl: string;
  gatewayUrl: string;
  /** e.g. `iqxw…P0bN`. */
  maskedKey: string;
  demo: boolean;
  /** Its exchange account has a withdrawal guard: removing it needs the app password when one is set (the guard is kept). */
  guarded: boolean;
}

export interface DemoAccountView {
  index: number;
  email: string;
  withdrawConfirmation: boolean;
}

export interface ProfilesView {
  profiles: ProfileView[];
  activeId: string | null;
  /** In demo mode, the demo exchange's accounts, one click from being added. */
  demoAccounts: DemoAccountView[];
}

const ProfileId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, () => m.checks_profile_id()));
const ProfileName = v.pipe(v.string(), v.trim(), v.minLength(1, () => m.shared_contract_account_name()), v.maxLength(60, () => m.shared_contract_at_most_60()));
/**
 * The exchange's base address as Satchel keeps it: what goes before `/v3/…`. People paste the
 * API's address as the exchange's documents show it, `https://host/v3`, and every path already
 * starts with `/v3/` (it is part of what is signed), so a trailing `/v3` would double it
 * ("Unknown path: /v3/v3/auth/me"). It is taken off here, before any call; trailing slashes too.
 */
export function exchangeBaseUrl(text: string): string {
  return text.trim().replace(/\/+$/, '').replace(/\/v3$/i, '').replace(/\/+$/, '');
}

const Url = v.pipe(v.string(), v.trim(), v.maxLength(2048), v.url(() => m.shared_contract_web_address()));
/** An exchange's or a payment gateway's address: https, or http to this computer only (shared/security/server-address.ts). */
const ServerUrl = v.pipe(
  Url,
  v.check(
    (text) => serverAddressProblem(text) === null,
    // Says which rule, never what was typed.
    (issue) =>
      serverAddressProblem(String(issue.input)) === 'plain-http'
        ? m.shared_contract_https_only()
        : m.shared_contract_web_address_no_credentials(),
  ),
);
/** API keys and secrets: printable, no spaces; their real format was never documented. */
const ApiKeyText = v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]{8,256}$/, () => m.shared_contract_api_key()));

/** A portfolio's value as the window computed it: a plain decimal, never a float. */
const PortfolioValue = v.pipe(v.string(), v.regex(/^\d{1,40}(?:\.\d{1,40})?$/, () => m.checks_value_such_as()));
const ValueHistoryOf = { profileId: ProfileId, currency: v.picklist(RATE_CURRENCIES, () => m.checks_display_currency()) };

export const accountOps = {
  // The secret crosses IPC once, renderer → main, when a key is added; it is never sent back,
  // never logged, and stored only in the OS keychain.
  'profiles.list': op<ProfilesView>()(Empty, { lock: 'any' }),
  'profiles.add': op<ProfileView>()(
    v.strictObject({
      name: ProfileName,
      exchangeUrl: v.pipe(ServerUrl, v.transform(exchangeBaseUrl)),
      gatewayUrl: v.optional(ServerUrl),
      apiKey: ApiKeyText,
      apiSecret: ApiKeyText,
    }),
    { lock: 'unlocked' },
  ),
  /** Adds one of the demo exchange's accounts (demo mode only). */
  'profiles.addDemo': op<ProfileView>()(v.strictObject({ index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)) }), { lock: 'unlocked' }),
  'profiles.rename': op<ProfileView>()(v.strictObject({ id: ProfileId, name: ProfileName }), { lock: 'unlocked' }),
  /**
   * Removes the profile and its secret from the keychain, after a confirmation owned by main. The
   * withdrawal guard of its exchange account is kept; with one set up, the app password is needed
   * (when one is set).
   */
  'profiles.remove': op<ProfilesView>()(v.strictObject({ id: ProfileId, password: v.optional(v.nullable(PasswordText)) }), { lock: 'unlocked' }),
  'profiles.activate': op<ProfilesView>()(v.strictObject({ id: ProfileId }), { lock: 'unlocked' }),

  // The active account (all answer `auth`/`keychain` errors when no usable key is set up).
  'account.me': op<AccountInfo>()(Empty, { lock: 'any' }),
  'balances.list': op<Balance[]>()(Empty, { lock: 'any' }),
  /** What this window wants pushed about the account; replaces its previous wish. */
  'account.watch': op<null>()(v.strictObject({ balances: v.boolean(), orders: v.boolean() }), { lock: 'any' }),
  /** Poll balances and orders now. */
  'account.refresh': op<null>()(Empty, { lock: 'any' }),

  // The portfolio's value over time, kept by the core in the user-data folder (shared/portfolio-history.ts).
  'valueHistory.get': op<Sample[]>()(v.strictObject(ValueHistoryOf), { lock: 'any' }),
  /** The value now, as a sample (the core stamps the time); answers the samples kept. */
  'valueHistory.record': op<Sample[]>()(v.strictObject({ ...ValueHistoryOf, value: PortfolioValue }), { lock: 'any' }),
  /** The history the window kept before (its localStorage), taken once, only while the core has none. */
  'valueHistory.adopt': op<Sample[]>()(
    v.strictObject({
      ...ValueHistoryOf,
      samples: v.pipe(v.array(v.strictObject({ t: TimeMs, v: PortfolioValue })), v.maxLength(MAX_SAMPLES, () => m.checks_too_many_samples())),
    }),
    { lock: 'any' },
  ),
} as const;

export interface AccountEvents {
  'balances.changed': Balance[];
  /** The active account's data could not be refreshed (auth, keychain, network …); null when it recovers. */
  'account.problem': AppErrorData | null;
  'profiles.changed': ProfilesView;
}
