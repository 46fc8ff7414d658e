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

const WebAddress = (what: string) =>
  v.pipe(
    v.string(`${what} must be text.`),
    v.maxLength(2048, `${what} is too long.`),
    v.regex(WEB_ADDRESS, `${what} must be a web address starting with https:// (http:// only for this computer), without a user name or password.`),
  );

export const ProfileSchema = v.strictObject(
  {
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'A profile id has 1 to 64 letters, digits, - or _.')),
    name: v.pipe(
      v.string('A profile name must be text.'),
      v.trim(),
      v.minLength(1, 'Give the profile a name.'),
      v.maxLength(60, 'A profile name has at most 60 characters.'),
    ),
    exchangeUrl: WebAddress('The exchange address'),
    gatewayUrl: v.optional(v.nullable(WebAddress('The payment gateway address')), null),
    /** The API public key: not a secret; stored as is, shown masked. */
    publicKey: v.pipe(
      v.string('The API public key must be text.'),
      v.minLength(1, 'Enter the API public key.'),
      v.maxLength(256, 'The API public key is too long.'),
      v.regex(/^[\x21-\x7e]+$/, 'The API public key has only letters, digits and punctuation, no spaces.'),
    ),
    demo: v.optional(v.boolean('demo must be true or false.'), false),
    /**
     * For an account of the embedded demo exchange: its e-mail. Such a profile follows the demo
     * exchange of the current run (address and keys are new every run) and has no keychain entry.
     */
    demoAccount: v.optional(
      v.nullable(v.pipe(v.string('demoAccount must be text.'), v.minLength(1, 'demoAccount is empty.'), v.maxLength(254, 'demoAccount is too long.'))),
      null,
    ),
    /**
     * The account on the exchange, as `/v3/auth/me` named it (svcid) when the key was checked; null
     * for profiles saved before it was kept, and for demo accounts (theirs is new every run).
     */
    svcid: v.optional(v.nullable(v.pipe(v.string('svcid must be text.'), v.regex(/^[\x21-\x7e]{1,128}$/, 'svcid has 1 to 128 letters, digits or punctuation.'))), null),
  },
  'A profile has only id, name, exchangeUrl, gatewayUrl, publicKey, demo, demoAccount and svcid.',
);

const Interval = (key: keyof typeof POLLING_BOUNDS, what: string) => {
  const [min, max, fallback] = POLLING_BOUNDS[key];
  return v.optional(
    v.pipe(
      v.number(`The ${what} interval must be a number of milliseconds.`),
      v.integer(`The ${what} interval must be a whole number of milliseconds.`),
      v.minValue(min, `The ${what} interval must be at least ${min / 1000} s.`),
      v.maxValue(max, `The ${what} interval must be at most ${max / 1000} s.`),
    ),
    fallback,
  );
};

const PollingSchema = v.strictObject(
  {
    balancesMs: Interval('balancesMs', 'balances'),
    ordersMs: Interval('ordersMs', 'orders'),
    tickersMs: Interval('tickersMs', 'tickers'),
  },
  'Polling has only balancesMs, ordersMs and tickersMs.',
);

const pollingDefaults = () => ({
  balancesMs: POLLING_BOUNDS.balancesMs[2],
  ordersMs: POLLING_BOUNDS.ordersMs[2],
  tickersMs: POLLING_BOUNDS.tickersMs[2],
});

const Code = v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/, 'A currency code has 1 to 16 lower-case letters or digits.'));
const DecimalText = v.pipe(v.string(), v.regex(/^\d{1,20}(?:\.\d{1,30})?$/, 'An amount is a plain decimal number.'));
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
            address: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,256}$/, 'An address has no spaces.')),
            memo: v.nullable(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,128}$/, 'A memo has no spaces.'))),
            label: v.pipe(v.string(), v.maxLength(60, 'A label has at most 60 characters.')),
          }),
        ),
        v.maxLength(MAX_SAVED_ADDRESSES, `At most ${MAX_SAVED_ADDRESSES} saved addresses.`),
      ),
      () => [],
    ),
    rules: v.optional(v.record(Code, v.strictObject({ allowListOnly: v.boolean(), dailyLimit: v.nullable(DecimalText) })), () => ({})),
    sent: v.optional(
      v.pipe(v.array(v.strictObject({ at: v.pipe(v.number(), v.integer(), v.minValue(0)), currency: Code, debit: DecimalText })), v.maxLength(10_000)),
      () => [],
    ),
  },
  'A withdrawal guard has only addresses, rules and sent.',
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
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'An appliance id has 1 to 64 letters, digits, - or _.')),
    name: v.pipe(
      v.string('An appliance name must be text.'),
      v.trim(),
      v.minLength(1, 'Give the appliance a name.'),
      v.maxLength(60, 'An appliance name has at most 60 characters.'),
    ),
    url: v.pipe(
      WebAddress('The appliance address'),
      v.check(secureApplianceAddress, 'The appliance address must start with https:// (plain http:// only to this computer).'),
    ),
    user: v.pipe(
      v.string('The appliance user must be text.'),
      v.minLength(1, 'Enter the appliance user.'),
      v.maxLength(255, 'The appliance user is too long.'),
      // eslint-disable-next-line no-control-regex
      v.regex(/^[^\u0000-\u001f\u007f]+$/, 'The appliance user has a control character.'),
    ),
    auth: v.picklist(APPLIANCE_AUTH_MODES, `The sign-in way is one of ${APPLIANCE_AUTH_MODES.join(', ')}.`),
    /** The API path before /config (spec/001's /svc/v1, a real appliance's own such as /nitro/v1); stored without a trailing "/". */
    prefix: v.optional(
      v.pipe(
        v.string('An appliance API path must be text.'),
        v.check((path) => apiPathProblem(path) === null && path === path.trim() && !path.endsWith('/'), (issue) => apiPathProblem(issue.input) ?? 'An appliance API path has no spaces or “/” at its ends.'),
      ),
      DEFAULT_API_PATH,
    ),
    /** SHA-256 of the certificate the person trusted for this address (https); null: none pinned. */
    pinnedFingerprint: v.nullable(v.pipe(v.string(), v.regex(/^(?:[0-9A-F]{2}:){31}[0-9A-F]{2}$/, 'A pinned fingerprint is SHA-256 as AB:CD:…'))),
    /** The embedded demo appliance: address, user and password are the running one's. */
    demo: v.optional(v.boolean('demo must be true or false.'), false),
  },
  'An appliance has only id, name, url, user, auth, prefix, pinnedFingerprint and demo.',
);

/** 'demo', or an exchange's address held to the one address rule (a hand-edited file too). */
const MarketExchangeSchema = v.union(
  [
    v.literal('demo'),
    v.pipe(
      WebAddress('The market exchange address'),
      v.check((text) => serverAddressProblem(text) === null, 'The market exchange address must start with https:// (plain http:// only to this computer).'),
    ),
  ],
  'The market exchange is the demo exchange or a web address starting with https://.',
);

/** The desktop app's update checks (electron/main/updates.ts); browser mode keeps them for it. */
const UpdatesSchema = v.strictObject(
  {
    check: v.optional(v.boolean('updates.check must be true or false.'), true),
    channel: v.optional(v.picklist(UPDATE_CHANNELS, 'The update channel must be stable or beta.'), 'stable'),
  },
  'Unknown update setting.',
);
const updatesDefaults = { check: true, channel: 'stable' as const };

export const MAX_FAVOURITES = 200;

const FavouritesSchema = v.pipe(
  v.array(v.pipe(v.string('A favourite is a market id.'), v.regex(/^[a-z0-9]{1,16}_[a-z0-9]{1,16}$/, 'A favourite is a market id such as btc_usdt.'))),
  v.maxLength(MAX_FAVOURITES, `At most ${MAX_FAVOURITES} favourite markets.`),
  v.check((list) => new Set(list).size === list.length, 'A market is a favourite only once.'),
);

const SettingsObject = v.strictObject(
  {
    /** Files of earlier versions are brought up to this one first (migrations.ts). */
    version: v.optional(v.literal(SETTINGS_VERSION, 'This settings file is from another version of Satchel.'), SETTINGS_VERSION),
    profiles: v.optional(v.pipe(v.array(ProfileSchema), v.maxLength(MAX_PROFILES, `At most ${MAX_PROFILES} profiles.`)), () => []),
    activeProfileId: v.optional(v.nullable(v.string()), null),
    displayCurrency: v.optional(v.picklist(DISPLAY_CURRENCIES, `The display currency must be one of ${DISPLAY_CURRENCIES.join(', ')}.`), 'usd'),
    polling: v.optional(PollingSchema, pollingDefaults),
    theme: v.optional(v.picklist(THEMES, `The theme must be one of ${THEMES.join(', ')}.`), 'system'),
    language: v.optional(v.picklist(LANGUAGES, `The language must be one of ${LANGUAGES.join(', ')}.`), 'en'),
    autoLockMinutes: v.optional(v.picklist(AUTO_LOCK_MINUTES, `Auto-lock must be one of ${AUTO_LOCK_MINUTES.join(', ')} minutes (0 = never).`), 15),
    closeToTray: v.optional(v.boolean('closeToTray must be true or false.'), false),
    /** Privacy mode: amounts (holdings, values, order sizes) shown as dots, in the window and the tray. */
    hideAmounts: v.optional(v.boolean('hideAmounts must be true or false.'), false),
    /** The same, but only while Satchel is locked. */
    hideAmountsWhenLocked: v.optional(v.boolean('hideAmountsWhenLocked must be true or false.'), true),
    /** The app password's scrypt hash (never the password); null when there is none. */
    passwordHash: v.optional(v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(1024, 'The password hash is too long.'))), null),
    /** Markets the person starred, by market id ("btc_usdt"): listed first in Markets. */
    favourites: v.optional(FavouritesSchema, () => []),
    /** Withdrawal guards by exchange account (keys/exchange-account.ts), not by profile: they outlive a removed profile. */
    // eslint-disable-next-line no-control-regex
    guards: v.optional(v.record(v.pipe(v.string(), v.regex(/^[^\u0000-\u0020\u007f]{1,2600}$/, 'A guard is kept under an exchange account.')), GuardSchema), () => ({})),
    /** Appliance connections (spec/001) and the one the Policies view works on. */
    appliances: v.optional(v.pipe(v.array(ApplianceSchema), v.maxLength(MAX_APPLIANCES, `At most ${MAX_APPLIANCES} appliances.`)), () => []),
    activeApplianceId: v.optional(v.nullable(v.string()), null),
    /**
     * The exchange whose markets Satchel shows while no account is in use: 'demo' (the embedded
     * demo exchange), an exchange's address (https, or plain http to this computer:
     * shared/security/server-address.ts), or null while nobody chose (a first start).
     */
    marketExchange: v.optional(v.nullable(MarketExchangeSchema), null),
    updates: v.optional(UpdatesSchema, () => ({ ...updatesDefaults })),
  },
  'Unknown setting.',
);

export const SettingsSchema = v.pipe(
  SettingsObject,
  v.check((s) => new Set(s.profiles.map((p) => p.id)).size === s.profiles.length, 'Two profiles have the same id.'),
  v.check((s) => s.activeProfileId === null || s.profiles.some((p) => p.id === s.activeProfileId), 'The active profile does not exist.'),
  v.check((s) => new Set(s.appliances.map((a) => a.id)).size === s.appliances.length, 'Two appliances have the same id.'),
  v.check((s) => s.activeApplianceId === null || s.appliances.some((a) => a.id === s.activeApplianceId), 'The active appliance does not exist.'),
);

export type Settings = v.InferOutput<typeof SettingsSchema>;
export type Profile = v.InferOutput<typeof ProfileSchema>;
export type GuardSettings = v.InferOutput<typeof GuardSchema>;
export type ApplianceSettings = v.InferOutput<typeof ApplianceSchema>;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type UpdateSettings = Settings['updates'];

/** Fallback wording for any check above without its own: the place and what was expected, never the value (it could be anything a person pasted). */
const CONFIG: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => `expected ${issue.expected ?? 'something else'}`,
};

export type SettingsCheck = { ok: true; settings: Settings } | { ok: false; reason: string };

/** Checks a whole settings object and fills in defaults. The reason names where and what, never a value. */
export function checkSettings(input: unknown): SettingsCheck {
  const result = v.safeParse(SettingsSchema, input, CONFIG);
  if (result.success) return { ok: true, settings: result.output };
  const issue = result.issues[0];
  const where = v.getDotPath(issue);
  return { ok: false, reason: where ? `${where}: ${issue.message}` : issue.message };
}

export function defaultSettings(): Settings {
  const checked = checkSettings({});
  if (!checked.ok) throw new Error(`The default settings do not pass their own schema: ${checked.reason}`);
  return checked.settings;
}
