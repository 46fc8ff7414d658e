/**
 * The settings, as one schema: what the settings file may hold, with the defaults for what it
 * does not. The same schema checks the file when it is read and every change before it is
 * written.
 *
 * There is deliberately no field for an API secret or an appliance password, anywhere: objects
 * are strict, so a secret handed to the settings by mistake is refused, not stored (secrets live
 * in the keychain).
 */
import * as v from 'valibot';
import { APPLIANCE_AUTH_MODES, AUTO_LOCK_MINUTES, DISPLAY_CURRENCIES, LANGUAGES, THEMES, UPDATE_CHANNELS } from '../../../shared/contract/index.js';
import { apiPathProblem, DEFAULT_API_PATH } from '../../../shared/appliance/api-path.js';
import { serverAddressProblem } from '../../../shared/security/server-address.js';
import { m } from '../../../shared/i18n/language.js';

// The allowed values are the contract's, so the renderer and the file can never disagree.
export { AUTO_LOCK_MINUTES, DISPLAY_CURRENCIES, LANGUAGES, THEMES, UPDATE_CHANNELS };
export const MAX_PROFILES = 50;
/** 2: guards by exchange account instead of profile id; amounts hidden while locked unless chosen otherwise. */
export const SETTINGS_VERSION = 2;

/** Polling intervals in ms: [min, max, default]. Faster than min would hammer the exchange. */
export const POLLING_BOUNDS = {
  balancesMs: [2_000, 600_000, 15_000],
  ordersMs: [2_000, 600_000, 10_000],
  tickersMs: [1_000, 60_000, 2_000],
} as const;

/**
 * http:// stays loadable here on purpose: profiles saved before https became the rule must not
 * make the whole settings file "damaged" (and be moved aside). New profiles are held to the rule
 * when added, and old ones refused when used (ProfilesService; shared/security/server-address.ts).
 */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:\/[^\s?#]*)?$/i;

/** A message said when the issue is made, in the language then (valibot takes a function). */
type Say = () => string;

/** Whose address it is, as the three sentences about it: each a whole sentence of the catalogue. */
interface AddressWords {
  text: Say;
  long: Say;
  web: Say;
}

const WebAddress = (words: AddressWords) => v.pipe(v.string(words.text), v.maxLength(2048, words.long), v.regex(WEB_ADDRESS, words.web));

const EXCHANGE_ADDRESS: AddressWords = { text: m.errors_settings_exchange_address_text, long: m.errors_settings_exchange_address_long, web: m.errors_settings_exchange_address_web };
const GATEWAY_ADDRESS: AddressWords = { text: m.errors_settings_gateway_address_text, long: m.errors_settings_gateway_address_long, web: m.errors_settings_gateway_address_web };
const APPLIANCE_ADDRESS: AddressWords = { text: m.errors_settings_appliance_address_text, long: m.errors_settings_appliance_address_long, web: m.errors_settings_appliance_address_web };
const MARKET_ADDRESS: AddressWords = { text: m.errors_settings_market_address_text, long: m.errors_settings_market_address_long, web: m.errors_settings_market_address_web };

export const ProfileSchema = v.strictObject(
  {
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, () => m.errors_settings_profile_id())),
    name: v.pipe(
      v.string(() => m.errors_settings_profile_name_text()),
      v.trim(),
      v.minLength(1, () => m.errors_settings_profile_name_empty()),
      v.maxLength(60, () => m.errors_settings_profile_name_long()),
    ),
    exchangeUrl: WebAddress(EXCHANGE_ADDRESS),
    gatewayUrl: v.optional(v.nullable(WebAddress(GATEWAY_ADDRESS)), null),
    /** The API public key: not a secret; stored as is, shown masked. */
    publicKey: v.pipe(
      v.string(() => m.errors_settings_public_key_text()),
      v.minLength(1, () => m.errors_settings_public_key_empty()),
      v.maxLength(256, () => m.errors_settings_public_key_long()),
      v.regex(/^[\x21-\x7e]+$/, () => m.errors_settings_public_key_characters()),
    ),
    demo: v.optional(v.boolean(() => m.errors_settings_profile_demo()), false),
    /**
     * For an account of the embedded demo exchange: its e-mail. Such a profile follows the demo
     * exchange of the current run (address and keys are new every run) and has no keychain entry.
     */
    demoAccount: v.optional(
      v.nullable(v.pipe(v.string(() => m.errors_settings_demo_account_text()), v.minLength(1, () => m.errors_settings_demo_account_empty()), v.maxLength(254, () => m.errors_settings_demo_account_long()))),
      null,
    ),
    /**
     * The account on the exchange, as `/v3/auth/me` named it (svcid) when the key was checked; null
     * for profiles saved before it was kept, and for demo accounts (theirs is new every run).
     */
    svcid: v.optional(v.nullable(v.pipe(v.string(() => m.errors_settings_svcid_text()), v.regex(/^[\x21-\x7e]{1,128}$/, () => m.errors_settings_svcid_shape()))), null),
  },
  () => m.errors_settings_profile_unknown(),
);

/** One interval's four sentences (each names which interval: word order differs between the languages). */
interface IntervalWords {
  number: Say;
  whole: Say;
  min: (inputs: { seconds: number }) => string;
  max: (inputs: { seconds: number }) => string;
}

const INTERVAL_WORDS: Record<keyof typeof POLLING_BOUNDS, IntervalWords> = {
  balancesMs: { number: m.errors_settings_balances_interval_number, whole: m.errors_settings_balances_interval_whole, min: m.errors_settings_balances_interval_min, max: m.errors_settings_balances_interval_max },
  ordersMs: { number: m.errors_settings_orders_interval_number, whole: m.errors_settings_orders_interval_whole, min: m.errors_settings_orders_interval_min, max: m.errors_settings_orders_interval_max },
  tickersMs: { number: m.errors_settings_tickers_interval_number, whole: m.errors_settings_tickers_interval_whole, min: m.errors_settings_tickers_interval_min, max: m.errors_settings_tickers_interval_max },
};

const Interval = (key: keyof typeof POLLING_BOUNDS) => {
  const [min, max, fallback] = POLLING_BOUNDS[key];
  const words = INTERVAL_WORDS[key];
  return v.optional(
    v.pipe(
      v.number(() => words.number()),
      v.integer(() => words.whole()),
      v.minValue(min, () => words.min({ seconds: min / 1000 })),
      v.maxValue(max, () => words.max({ seconds: max / 1000 })),
    ),
    fallback,
  );
};

const PollingSchema = v.strictObject(
  {
    balancesMs: Interval('balancesMs'),
    ordersMs: Interval('ordersMs'),
    tickersMs: Interval('tickersMs'),
  },
  () => m.errors_settings_polling_unknown(),
);

const pollingDefaults = () => ({
  balancesMs: POLLING_BOUNDS.balancesMs[2],
  ordersMs: POLLING_BOUNDS.ordersMs[2],
  tickersMs: POLLING_BOUNDS.tickersMs[2],
});

const Code = v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, () => m.errors_settings_currency_code()));
const DecimalText = v.pipe(v.string(), v.regex(/^\d{1,20}(?:\.\d{1,30})?$/, () => m.errors_settings_amount()));
export const MAX_SAVED_ADDRESSES = 500;

/**
 * One account's withdrawal guard: its address book, its rules per currency, and what Satchel
 * sent in the last 24 hours (for the daily limit; older entries are dropped on every change).
 */
const GuardSchema = v.strictObject(
  {
    addresses: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            currency: Code,
            address: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,256}$/, () => m.errors_settings_guard_address())),
            memo: v.nullable(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/, () => m.errors_settings_guard_memo()))),
            label: v.pipe(v.string(), v.maxLength(60, () => m.errors_settings_guard_label())),
          }),
        ),
        v.maxLength(MAX_SAVED_ADDRESSES, () => m.errors_settings_saved_addresses_max({ count: MAX_SAVED_ADDRESSES })),
      ),
      () => [],
    ),
    rules: v.optional(v.record(Code, v.strictObject({ allowListOnly: v.boolean(), dailyLimit: v.nullable(DecimalText) })), () => ({})),
    sent: v.optional(
      v.pipe(v.array(v.strictObject({ at: v.pipe(v.number(), v.integer(), v.minValue(0)), currency: Code, debit: DecimalText })), v.maxLength(10_000)),
      () => [],
    ),
  },
  () => m.errors_settings_guard_unknown(),
);

export const MAX_APPLIANCES = 50;

/** https anywhere; plain http only to this computer, as the appliance client insists (a hand-edited file too): the one rule of shared/security/server-address.ts. */
function secureApplianceAddress(text: string): boolean {
  return serverAddressProblem(text) === null;
}

/**
 * One appliance connection (spec/001). No password: it is in the keychain under
 * `appliance:<id>` (a demo one's comes from the running demo appliance and is kept nowhere).
 */
export const ApplianceSchema = v.strictObject(
  {
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, () => m.errors_settings_appliance_id())),
    name: v.pipe(
      v.string(() => m.errors_settings_appliance_name_text()),
      v.trim(),
      v.minLength(1, () => m.errors_settings_appliance_name_empty()),
      v.maxLength(60, () => m.errors_settings_appliance_name_long()),
    ),
    url: v.pipe(
      WebAddress(APPLIANCE_ADDRESS),
      v.check(secureApplianceAddress, () => m.errors_settings_appliance_address_secure()),
    ),
    user: v.pipe(
      v.string(() => m.errors_settings_appliance_user_text()),
      v.minLength(1, () => m.errors_settings_appliance_user_empty()),
      v.maxLength(255, () => m.errors_settings_appliance_user_long()),
      // eslint-disable-next-line no-control-regex
      v.regex(/^[^\u0000-\u001f\u007f]+$/, () => m.errors_settings_appliance_user_control()),
    ),
    auth: v.picklist(APPLIANCE_AUTH_MODES, () => m.errors_settings_appliance_auth({ choices: APPLIANCE_AUTH_MODES.join(', ') })),
    /** The API path before /config (spec/001's /svc/v1, a real appliance's own such as /nitro/v1); stored without a trailing "/". */
    prefix: v.optional(
      v.pipe(
        v.string(() => m.errors_settings_api_path_text()),
        v.check((path) => apiPathProblem(path) === null && path === path.trim() && !path.endsWith('/'), (issue) => apiPathProblem(issue.input) ?? m.errors_settings_api_path_ends()),
      ),
      DEFAULT_API_PATH,
    ),
    /** SHA-256 of the certificate the person trusted for this address (https); null: none pinned. */
    pinnedFingerprint: v.nullable(v.pipe(v.string(), v.regex(/^(?:[0-9A-F]{2}:){31}[0-9A-F]{2}$/, () => m.errors_settings_fingerprint()))),
    /** The embedded demo appliance: address, user and password are the running one's. */
    demo: v.optional(v.boolean(() => m.errors_settings_appliance_demo()), false),
  },
  () => m.errors_settings_appliance_unknown(),
);

/** 'demo', or an exchange's address held to the one address rule (a hand-edited file too). */
const MarketExchangeSchema = v.union(
  [
    v.literal('demo'),
    v.pipe(
      WebAddress(MARKET_ADDRESS),
      v.check((text) => serverAddressProblem(text) === null, () => m.errors_settings_market_address_secure()),
    ),
  ],
  () => m.errors_settings_market_exchange(),
);

/** The desktop app's update checks (electron/main/updates.ts); browser mode keeps them for it. */
const UpdatesSchema = v.strictObject(
  {
    check: v.optional(v.boolean(() => m.errors_settings_updates_check()), true),
    channel: v.optional(v.picklist(UPDATE_CHANNELS, () => m.errors_settings_updates_channel()), 'stable'),
  },
  () => m.errors_settings_updates_unknown(),
);
const updatesDefaults = { check: true, channel: 'stable' as const };

export const MAX_FAVOURITES = 200;

const FavouritesSchema = v.pipe(
  v.array(v.pipe(v.string(() => m.errors_settings_favourite_text()), v.regex(/^[a-z0-9]{1,16}_[a-z0-9]{1,16}$/, () => m.errors_settings_favourite_shape()))),
  v.maxLength(MAX_FAVOURITES, () => m.errors_settings_favourites_max({ count: MAX_FAVOURITES })),
  v.check((list) => new Set(list).size === list.length, () => m.errors_settings_favourite_twice()),
);

const SettingsObject = v.strictObject(
  {
    /** Files of earlier versions are brought up to this one first (migrations.ts). */
    version: v.optional(v.literal(SETTINGS_VERSION, () => m.errors_settings_version()), SETTINGS_VERSION),
    profiles: v.optional(v.pipe(v.array(ProfileSchema), v.maxLength(MAX_PROFILES, () => m.errors_settings_profiles_max({ count: MAX_PROFILES }))), () => []),
    activeProfileId: v.optional(v.nullable(v.string()), null),
    displayCurrency: v.optional(v.picklist(DISPLAY_CURRENCIES, () => m.errors_settings_display_currency({ choices: DISPLAY_CURRENCIES.join(', ') })), 'usd'),
    polling: v.optional(PollingSchema, pollingDefaults),
    theme: v.optional(v.picklist(THEMES, () => m.errors_settings_theme({ choices: THEMES.join(', ') })), 'system'),
    language: v.optional(v.picklist(LANGUAGES, () => m.errors_settings_language({ choices: LANGUAGES.join(', ') })), 'en'),
    autoLockMinutes: v.optional(v.picklist(AUTO_LOCK_MINUTES, () => m.errors_settings_auto_lock({ choices: AUTO_LOCK_MINUTES.join(', ') })), 15),
    closeToTray: v.optional(v.boolean(() => m.errors_settings_close_to_tray()), false),
    /** Privacy mode: amounts (holdings, values, order sizes) shown as dots, in the window and the tray. */
    hideAmounts: v.optional(v.boolean(() => m.errors_settings_hide_amounts()), false),
    /** The same, but only while Satchel is locked. */
    hideAmountsWhenLocked: v.optional(v.boolean(() => m.errors_settings_hide_amounts_locked()), true),
    /** The app password's scrypt hash (never the password); null when there is none. */
    passwordHash: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(1024, () => m.errors_settings_password_hash()))), null),
    /** Markets the person starred, by market id ("btc_usdt"): listed first in Markets. */
    favourites: v.optional(FavouritesSchema, () => []),
    /** Withdrawal guards by exchange account (keys/exchange-account.ts), not by profile: they outlive a removed profile. */
    // eslint-disable-next-line no-control-regex
    guards: v.optional(v.record(v.pipe(v.string(), v.regex(/^[^\u0000-\u0020\u007f]{1,2600}$/, () => m.errors_settings_guard_key())), GuardSchema), () => ({})),
    /** Appliance connections (spec/001) and the one the Policies view works on. */
    appliances: v.optional(v.pipe(v.array(ApplianceSchema), v.maxLength(MAX_APPLIANCES, () => m.errors_settings_appliances_max({ count: MAX_APPLIANCES }))), () => []),
    activeApplianceId: v.optional(v.nullable(v.string()), null),
    /**
     * The exchange whose markets Satchel shows while no account is in use: 'demo' (the embedded
     * demo exchange), an exchange's address (https, or plain http to this computer:
     * shared/security/server-address.ts), or null while nobody chose (a first start).
     */
    marketExchange: v.optional(v.nullable(MarketExchangeSchema), null),
    updates: v.optional(UpdatesSchema, () => ({ ...updatesDefaults })),
  },
  () => m.errors_settings_unknown(),
);

export const SettingsSchema = v.pipe(
  SettingsObject,
  v.check((s) => new Set(s.profiles.map((p) => p.id)).size === s.profiles.length, () => m.errors_settings_profile_ids_twice()),
  v.check((s) => s.activeProfileId === null || s.profiles.some((p) => p.id === s.activeProfileId), () => m.errors_settings_active_profile_gone()),
  v.check((s) => new Set(s.appliances.map((a) => a.id)).size === s.appliances.length, () => m.errors_settings_appliance_ids_twice()),
  v.check((s) => s.activeApplianceId === null || s.appliances.some((a) => a.id === s.activeApplianceId), () => m.errors_settings_active_appliance_gone()),
);

export type Settings = v.InferOutput<typeof SettingsSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;
export type GuardSettings = v.InferOutput<typeof GuardSchema>;
export type ApplianceSettings = v.InferOutput<typeof ApplianceSchema>;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type UpdateSettings = Settings['updates'];

/** Fallback wording for any check above without its own: what was expected, never the value (it could be anything a person pasted). */
const CONFIG: v.Config<v.BaseIssue<unknown>> = {
  message: () => m.errors_settings_unexpected(),
};

/**
 * A refusal: `reason` in the language now, and `say` to say it again later in the language then
 * (the damaged-settings notice is read long after the file was). `where` is the dot path of what
 * was refused (`profiles.1.name`), for the log only: a person reads the place in words.
 */
export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; reason: string; say: () => string; where: string | null };

/** Checks a whole settings object and fills in defaults. The reason names where and what, never a value. */
export function checkSettings(input: unknown): SettingsCheck {
  const result = v.safeParse(SettingsSchema, input, CONFIG);
  if (result.success) return { ok: true, settings: result.output };
  const issue = result.issues[0];
  const say = () => {
    const again = v.safeParse(SettingsSchema, input, CONFIG);
    return placed(again.success ? issue : again.issues[0]);
  };
  return { ok: false, reason: placed(issue), say, where: v.getDotPath(issue) };
}

/**
 * The issue's sentence, with the saved account or appliance it is in said by its number when the
 * sentence itself does not say which (a name too long: which account's?). Other settings' sentences
 * name their setting already; a guard's place is an exchange account's key, not words.
 */
function placed(issue: v.BaseIssue<unknown>): string {
  const [list, item, ...inside] = (issue.path ?? []).map((step) => step.key);
  if (typeof item === 'number' && inside.length > 0) {
    if (list === 'profiles') return m.errors_settings_in_account({ n: item + 1, reason: issue.message });
    if (list === 'appliances') return m.errors_settings_in_appliance({ n: item + 1, reason: issue.message });
  }
  return issue.message;
}

export function defaultSettings(): Settings {
  const checked = checkSettings({});
  if (!checked.ok) throw new Error(`The default settings do not pass their own schema: ${checked.reason}`);
  return checked.settings;
}
