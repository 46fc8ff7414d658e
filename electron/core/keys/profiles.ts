/**
 * Accounts: a profile in the settings (name, addresses, public key) plus its API secret in the
 * keychain, kept together. The order of add() is the point of this module:
 *
 *   1. check the input (nothing is asked of anyone yet);
 *   2. verify the key with the exchange (the caller's `/v3/auth/me`): a wrong key stores nothing;
 *   3. the secret into the keychain: a missing or locked keychain stores nothing — there is no
 *      plain-text fallback anywhere;
 *   4. only then the profile into the settings (and if that fails, the secret is taken back).
 *
 * The secret is read from the keychain each time credentials are needed, never cached here.
 *
 * Accounts of the embedded demo exchange are the exception: its address and keys are made anew
 * every run and its "secret" is no person's secret, so a demo profile keeps only the account's
 * e-mail, takes the address and keys of the demo exchange running now, and has no keychain entry.
 */
import { randomUUID } from 'node:crypto';
import { AppError, exchangeBaseUrl, type ProfileView } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { sameName } from '../../../shared/names.js';
import { serverAddressProblem, serverAddressText } from '../../../shared/security/server-address.js';
import { isSetUp } from '../funds/guard.js';
import { mergeGuards } from '../funds/guard-merge.js';
import { checkSettings, ProfileSchema, type Profile, type Settings } from '../settings/schema.js';
import type { SettingsStore } from '../settings/store.js';
import { exchangeAccountKey } from './exchange-account.js';
import { accountForProfile, type SecretVault } from './vault.js';
import * as v from 'valibot';

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

export interface ProfileInput {
  name: string;
  exchangeUrl: string;
  gatewayUrl?: string | null;
  /** The API public key. */
  apiKey: string;
  apiSecret: string;
  demo?: boolean;
}

/** The demo exchange of this run, when the app runs one. */
export interface DemoExchange {
  exchangeUrl: string;
  /** The demo payment gateway beside it, when one runs. */
  gatewayUrl?: string | null;
  /** The running demo exchange's key pair for an account, by e-mail; null when it has no such account. */
  credentials(email: string): Credentials | null;
}

/** What verify() gets: enough to call `/v3/auth/me` with these credentials. */
export interface CandidateCredentials extends Credentials {
  exchangeUrl: string;
}

/** What the exchange said about the account the key belongs to (`/v3/auth/me`). */
export interface VerifiedAccount {
  svcid: string;
}

/** Resolves when the exchange accepts the credentials (with the account it names, when known); rejects (e.g. AppError('auth')) otherwise. */
export type VerifyCredentials = (candidate: CandidateCredentials) => Promise<VerifiedAccount | void>;

/** `iqxwAbCd…P0bN`-style: enough to recognise a key, not enough to use it. */
export function maskKey(key: string): string {
  if (key.length >= 12) return `${key.slice(0, 4)}…${key.slice(-4)}`;
  if (key.length >= 6) return `${key.slice(0, 2)}…${key.slice(-2)}`;
  return '…';
}

const SECRET_MAX = 1024;

export class ProfilesService {
  private readonly settings: SettingsStore;
  private readonly vault: SecretVault;
  private readonly newId: () => string;
  private readonly demo: DemoExchange | null;

  constructor(deps: { settings: SettingsStore; vault: SecretVault; newId?: () => string; demo?: DemoExchange | null }) {
    this.settings = deps.settings;
    this.vault = deps.vault;
    this.newId = deps.newId ?? (() => `p-${randomUUID()}`);
    this.demo = deps.demo ?? null;
  }

  /** The profiles as the renderer may see them: no secret, the public key masked. */
  list(): ProfileView[] {
    return this.settings.get().profiles.map((p) => this.view(this.current(p)));
  }

  activeId(): string | null {
    return this.settings.get().activeProfileId;
  }

  /** The active profile as it works now (a demo profile with this run's address), or null. */
  active(): Profile | null {
    const { profiles, activeProfileId } = this.settings.get();
    const profile = profiles.find((p) => p.id === activeProfileId);
    return profile ? this.current(profile) : null;
  }

  /** A saved profile as it works now (a demo profile with this run's address). */
  get(profileId: string): Profile {
    const profile = this.settings.get().profiles.find((p) => p.id === profileId);
    if (!profile) throw new AppError('not-found', m.errors_account_gone());
    return this.current(profile);
  }

  /**
   * Adds an account of the demo exchange running now: checked with it like any key, but only
   * its e-mail is kept (see the top of this file), and nothing goes into the keychain.
   */
  async addDemo(input: { name: string; email: string }, verify: VerifyCredentials): Promise<ProfileView> {
    const credentials = this.demo?.credentials(input.email);
    if (!this.demo || !credentials) throw new AppError('not-found', m.errors_demo_account_none());
    const same = this.settings.get().profiles.find((p) => p.demoAccount === input.email);
    if (same) throw new AppError('validation', m.errors_demo_account_saved({ name: same.name }));
    const profile = this.draft({ name: input.name, exchangeUrl: this.demo.exchangeUrl, apiKey: credentials.apiKey, demo: true }, input.email);
    this.dryRun((s) => withProfile(s, profile));
    await verify({ exchangeUrl: profile.exchangeUrl, ...credentials });
    this.settings.update((s) => withProfile(s, profile));
    return this.view(profile);
  }

  async add(input: ProfileInput, verify: VerifyCredentials): Promise<ProfileView> {
    const secret = checkSecret(input.apiSecret);
    const profile = this.draft(input, null);
    // Nothing but a dry run so far: the profile must fit the settings before anyone is asked.
    this.dryRun((s) => withProfile(s, profile));

    const verified = await verify({ exchangeUrl: profile.exchangeUrl, apiKey: profile.publicKey, apiSecret: secret });
    const svcid = verified?.svcid ?? null;
    const saved: Profile = { ...profile, svcid };

    const account = accountForProfile(profile.id);
    await this.vault.set(account, secret);
    try {
      // The same key saved before svcid was kept left its guard under the key: it is this account's.
      this.settings.update((s) => withProfile({ ...s, guards: adoptGuard(s.guards, exchangeAccountKey({ ...saved, svcid: null }), exchangeAccountKey(saved)) }, saved));
    } catch (error) {
      // No secret without its profile: take it back (best effort; the profile id is fresh).
      await this.vault.delete(account).catch(() => false);
      throw error;
    }
    return this.view(saved);
  }

  rename(profileId: string, name: string): ProfileView {
    this.get(profileId);
    this.assertNameFree(name, profileId);
    const next = this.settings.update((s) => ({ ...s, profiles: s.profiles.map((p) => (p.id === profileId ? { ...p, name } : p)) }));
    return this.view(this.current(next.profiles.find((p) => p.id === profileId)!));
  }

  /**
   * The exchange named the account of a profile saved before svcid was kept: from now on it is
   * known by it, and its guard moves from the key to the account (so another key of the same
   * account finds it too).
   */
  learnSvcid(profileId: string, svcid: string): void {
    const profile = this.get(profileId);
    if (profile.svcid !== null || profile.demoAccount !== null) return;
    const known: Profile = { ...profile, svcid };
    this.settings.update((s) => ({
      ...s,
      profiles: s.profiles.map((p) => (p.id === profileId ? { ...p, svcid } : p)),
      guards: adoptGuard(s.guards, exchangeAccountKey(profile), exchangeAccountKey(known)),
    }));
  }

  /** The exchange account a profile is (its guard is kept under this). */
  accountKey(profileId: string): string {
    return exchangeAccountKey(this.get(profileId));
  }

  /** Two accounts never share a name, compared as a person reads them: case and surrounding spaces aside. */
  private assertNameFree(name: string, exceptId: string | null): void {
    if (this.settings.get().profiles.some((p) => p.id !== exceptId && sameName(p.name, name))) {
      throw new AppError('validation', m.errors_account_name_taken(), { field: 'name' });
    }
  }

  /** Deletes the secret from the keychain first: a locked keychain refuses, and the profile stays (no orphaned secret). */
  async remove(profileId: string): Promise<void> {
    const profile = this.get(profileId);
    if (profile.demoAccount === null) await this.vault.delete(accountForProfile(profileId));
    this.settings.update((s) => {
      const profiles = s.profiles.filter((p) => p.id !== profileId);
      const activeProfileId = s.activeProfileId === profileId ? (profiles[0]?.id ?? null) : s.activeProfileId;
      return { ...s, profiles, activeProfileId };
    });
  }

  setActive(profileId: string | null): void {
    if (profileId !== null) this.get(profileId);
    this.settings.update({ activeProfileId: profileId });
  }

  /**
   * Refuses a profile saved with a plain http:// address to another computer (allowed before
   * https became the rule): it is listed and can be removed, but nothing is sent to it, and its
   * address is not silently rewritten (the https address may be another one, or not exist).
   */
  assertUsable(profile: Profile): void {
    // One sentence per server: the grammar around its name differs between the languages.
    for (const [sentence, url] of [
      [m.errors_account_plain_http_exchange, profile.exchangeUrl],
      [m.errors_account_plain_http_gateway, profile.gatewayUrl],
    ] as const) {
      if (url === null || serverAddressProblem(url) !== 'plain-http') continue;
      throw new AppError('validation', sentence({ name: profile.name, host: new URL(url).host }));
    }
  }

  /** The key pair for a signed call, the secret read from the keychain now. */
  async credentialsFor(profileId: string): Promise<Credentials> {
    const profile = this.get(profileId);
    if (profile.demoAccount !== null) {
      const credentials = this.demo?.credentials(profile.demoAccount);
      if (!credentials) {
        throw new AppError('auth', m.errors_demo_exchange_gone({ name: profile.name }));
      }
      return credentials;
    }
    const apiSecret = await this.vault.get(accountForProfile(profileId));
    if (apiSecret === null) {
      throw new AppError('keychain', m.errors_secret_gone({ name: profile.name }));
    }
    return { apiKey: profile.publicKey, apiSecret };
  }

  private view(profile: Profile): ProfileView {
    return toView(profile, isSetUp(this.settings.get().guards[exchangeAccountKey(profile)]));
  }

  /** A demo profile takes the address and public key of the demo exchange running now. */
  private current(profile: Profile): Profile {
    if (profile.demoAccount === null || !this.demo) return profile;
    const credentials = this.demo.credentials(profile.demoAccount);
    return {
      ...profile,
      exchangeUrl: this.demo.exchangeUrl,
      gatewayUrl: this.demo.gatewayUrl ?? profile.gatewayUrl,
      publicKey: credentials?.apiKey ?? profile.publicKey,
    };
  }

  private draft(input: Omit<ProfileInput, 'apiSecret'>, demoAccount: string | null): Profile {
    const parsed = v.safeParse(ProfileSchema, {
      id: this.newId(),
      name: input.name,
      exchangeUrl: typeof input.exchangeUrl === 'string' ? exchangeBaseUrl(input.exchangeUrl) : input.exchangeUrl,
      gatewayUrl: typeof input.gatewayUrl === 'string' ? input.gatewayUrl.trim().replace(/\/+$/, '') || null : (input.gatewayUrl ?? null),
      publicKey: typeof input.apiKey === 'string' ? input.apiKey.trim() : input.apiKey,
      demo: input.demo ?? false,
      demoAccount,
    });
    if (!parsed.success) throw new AppError('validation', parsed.issues[0].message);
    const profile = parsed.output;
    this.assertNameFree(profile.name, null);
    // The file's schema still loads http addresses saved before this rule; a new one must follow it.
    for (const [field, what, url] of [
      ['exchangeUrl', 'exchange', profile.exchangeUrl],
      ['gatewayUrl', 'gateway', profile.gatewayUrl],
    ] as const) {
      const problem = url === null ? null : serverAddressProblem(url);
      if (problem) throw new AppError('validation', serverAddressText(what, problem), { field });
    }
    const same = this.settings.get().profiles.find((p) => p.publicKey === profile.publicKey && p.exchangeUrl === profile.exchangeUrl);
    if (same) throw new AppError('validation', m.errors_key_saved({ name: same.name }));
    return profile;
  }

  private dryRun(change: (s: ReturnType<SettingsStore['get']>) => unknown): void {
    const checked = checkSettings(change(this.settings.get()));
    if (!checked.ok) throw new AppError('validation', m.errors_account_not_saved({ reason: checked.reason }));
  }
}

function withProfile<S extends { profiles: Profile[]; activeProfileId: string | null }>(s: S, profile: Profile): S {
  return { ...s, profiles: [...s.profiles, profile], activeProfileId: s.activeProfileId ?? profile.id };
}

/** The secret is checked here so that its text never reaches a schema message. */
function checkSecret(secret: unknown): string {
  if (typeof secret !== 'string') throw new AppError('validation', m.errors_secret_enter());
  const trimmed = secret.trim();
  if (trimmed.length === 0) throw new AppError('validation', m.errors_secret_enter());
  if (trimmed.length > SECRET_MAX) throw new AppError('validation', m.errors_secret_too_long());
  if (!/^[\x21-\x7e]+$/.test(trimmed)) throw new AppError('validation', m.errors_secret_characters());
  return trimmed;
}

/** Moves a guard kept under one key of an exchange account to another (merged with one already there). */
function adoptGuard(guards: Settings['guards'], from: string, to: string): Settings['guards'] {
  const earlier = guards[from];
  if (from === to || earlier === undefined) return guards;
  const { [from]: _moved, ...rest } = guards;
  const there = rest[to];
  return { ...rest, [to]: there ? mergeGuards(there, earlier) : earlier };
}

function toView(profile: Profile, guarded: boolean): ProfileView {
  return {
    id: profile.id,
    name: profile.name,
    exchangeUrl: profile.exchangeUrl,
    gatewayUrl: profile.gatewayUrl ?? '',
    maskedKey: maskKey(profile.publicKey),
    demo: profile.demo,
    guarded,
  };
}
