/**
 * The appliance connections Satchel keeps: a settings entry each (name, address, user, sign-in
 * way, pinned certificate) and the password in the OS keychain under `appliance:<id>`. The
 * order of add() is the point, as for accounts (keys/profiles.ts):
 *
 *   1. check the input (the address: https, or http to this computer only);
 *   2. sign in with it and read the policy count: a wrong password, address or certificate
 *      stores nothing;
 *   3. the password into the keychain (a locked or missing keychain stores nothing);
 *   4. only then the entry into the settings (and if that fails, the password is taken back).
 *
 * One client per appliance, made when first used; it signs out when the person switches to
 * another appliance, removes it, trusts a new certificate for it, or quits. The password is
 * read from the keychain when a sign-in needs it and never kept here.
 *
 * The demo appliance (demo mode) is the exception: its address, user and password are the
 * running demo's, so its entry keeps none of them in force and it has no keychain entry.
 */
import { m } from '../../../shared/i18n/language.js';
import { sameName } from '../../../shared/names.js';
import { randomUUID } from 'node:crypto';
import { apiPathProblem, normalApiPath } from '../../../shared/appliance/api-path.js';
import * as v from 'valibot';
import { AppError, type ApplianceAuth, type ApplianceCertificate, type AppliancesView, type ApplianceView } from '../../../shared/contract/index.js';
import type { Logger } from '../base/logger.js';
import { accountForAppliance, type SecretVault } from '../keys/vault.js';
import { ApplianceSchema, checkSettings, type ApplianceSettings, type Settings } from '../settings/schema.js';
import type { HttpClient } from '../http/client.js';
import type { SettingsStore } from '../settings/store.js';
import { applianceAddress } from './address.js';
import { normalizeFingerprint, pinnedCertificateExpiredOn } from './certificate.js';
import { applianceCertificate, createApplianceClient, type ApplianceClient, type ApplianceClientOptions } from './client.js';
import { ApplianceError } from './errors.js';

/** The demo appliance of this run (demo mode). */
export interface ApplianceDemo {
  url: string;
  user: string;
  password: string;
}

export interface ApplianceInput {
  name: string;
  url: string;
  user: string;
  password: string;
  auth: ApplianceAuth;
  /** The API path before /config; left out: the document's /svc/v1. */
  prefix?: string;
  /** The certificate the person looked at and trusts (https only). */
  trustFingerprint?: string;
}

export interface ConnectionsDeps {
  settings: SettingsStore;
  vault: SecretVault;
  demo?: ApplianceDemo | null;
  log: Logger;
  timeoutMs?: number;
  /** The app's one HTTP primitive, handed to every appliance client. */
  http?: HttpClient;
  newId?: () => string;
  /** Tests count sign-ins and sign-outs through this. */
  makeClient?: (options: ApplianceClientOptions) => ApplianceClient;
}

/** The active appliance and the client that talks to it. */
export interface ActiveAppliance {
  entry: ApplianceSettings;
  client: ApplianceClient;
}

const PASSWORD_MAX = 1024;

export class ApplianceConnections {
  private readonly clients = new Map<string, ApplianceClient>();
  /** Passwords being checked by add(), before they are in the keychain: for that sign-in only. */
  private readonly checking = new Map<string, string>();
  /** Connections that answered 1240 to enable, disable or unset in this run (not saved). */
  private readonly unsupported = new Set<string>();
  private readonly demo: ApplianceDemo | null;
  private readonly newId: () => string;
  private readonly makeClient: (options: ApplianceClientOptions) => ApplianceClient;

  constructor(private readonly deps: ConnectionsDeps) {
    this.demo = deps.demo ?? null;
    this.newId = deps.newId ?? (() => `a-${randomUUID()}`);
    this.makeClient = deps.makeClient ?? createApplianceClient;
  }

  view(): AppliancesView {
    const { appliances, activeApplianceId } = this.deps.settings.get();
    return {
      appliances: appliances.map((a) => this.toView(this.current(a))),
      activeId: activeApplianceId,
      demoOffered: this.demo !== null && !appliances.some((a) => a.demo),
    };
  }

  activeId(): string | null {
    return this.deps.settings.get().activeApplianceId;
  }

  /** A saved appliance as it works now (the demo one with this run's address and user). */
  get(id: string): ApplianceSettings {
    const entry = this.deps.settings.get().appliances.find((a) => a.id === id);
    if (!entry) throw new AppError('not-found', m.errors_appliance_gone());
    return this.current(entry);
  }

  /** The active appliance and its client; `not-found` when none is set up. */
  active(): ActiveAppliance {
    const id = this.deps.settings.get().activeApplianceId;
    if (id === null) throw new AppError('not-found', m.errors_appliance_none());
    const entry = this.get(id);
    if (entry.demo && !this.demo) throw demoGone(entry);
    return { entry, client: this.clientFor(entry) };
  }

  async add(input: ApplianceInput): Promise<ApplianceView> {
    const password = checkPassword(input.password);
    const address = applianceAddress(input.url);
    const problem = input.prefix === undefined ? null : apiPathProblem(input.prefix);
    if (problem) throw new ApplianceError('validation', problem, { reason: 'invalid' });
    let pin: string | null = null;
    if (input.trustFingerprint !== undefined) {
      if (!address.https) throw new ApplianceError('validation', m.errors_appliance_http_no_certificate(), { reason: 'invalid' });
      pin = normalizeFingerprint(input.trustFingerprint);
    }
    const entry = this.draft({
      name: input.name,
      url: address.base,
      user: input.user.trim(),
      auth: input.auth,
      prefix: normalApiPath(input.prefix),
      pinnedFingerprint: pin,
      demo: false,
    });
    return this.save(entry, password);
  }

  /** The demo appliance of this run: checked like any, nothing of it in the keychain. */
  async addDemo(): Promise<ApplianceView> {
    if (!this.demo) throw new AppError('not-found', m.errors_demo_appliance_off());
    const same = this.deps.settings.get().appliances.find((a) => a.demo);
    if (same) throw new AppError('validation', m.errors_demo_appliance_saved({ name: same.name }));
    const entry = this.draft({ name: 'Demo appliance', url: applianceAddress(this.demo.url).base, user: this.demo.user, auth: 'session', prefix: normalApiPath(null), pinnedFingerprint: null, demo: true });
    return this.save(entry, null);
  }

  rename(id: string, name: string): ApplianceView {
    this.get(id);
    this.assertNameFree(name, id);
    const next = this.deps.settings.update((s) => ({ ...s, appliances: s.appliances.map((a) => (a.id === id ? { ...a, name } : a)) }));
    return this.toView(this.current(next.appliances.find((a) => a.id === id)!));
  }

  /**
   * The appliance answered 1240 to enable, disable or unset: it has none of them (FACTS.md, a
   * real appliance of the family). Remembered for the run; true when this is news.
   */
  learnStatesUnsupported(id: string): boolean {
    if (this.unsupported.has(id) || !this.deps.settings.get().appliances.some((a) => a.id === id)) return false;
    this.unsupported.add(id);
    return true;
  }

  /** The password leaves the keychain first: a locked keychain refuses, and the entry stays (no orphaned password). */
  async remove(id: string): Promise<void> {
    const entry = this.get(id);
    if (!entry.demo) await this.deps.vault.delete(accountForAppliance(id));
    this.deps.settings.update((s) => {
      const appliances = s.appliances.filter((a) => a.id !== id);
      const activeApplianceId = s.activeApplianceId === id ? (appliances[0]?.id ?? null) : s.activeApplianceId;
      return { ...s, appliances, activeApplianceId };
    });
    this.unsupported.delete(id);
    await this.drop(id);
  }

  /** Signs out of the appliance active before. */
  async activate(id: string): Promise<void> {
    this.get(id);
    const before = this.deps.settings.get().activeApplianceId;
    if (before === id) return;
    this.deps.settings.update({ activeApplianceId: id });
    if (before !== null) await this.drop(before);
  }

  /** What an https address presents now, read without sending anything. */
  async certificate(url: string): Promise<ApplianceCertificate> {
    const info = await applianceCertificate(url, { timeoutMs: this.deps.timeoutMs });
    const selfSigned = (info.problem !== undefined && /SELF_SIGNED/.test(info.problem)) || (info.subject !== '' && info.subject === info.issuer);
    return {
      fingerprint: info.fingerprint256,
      subject: info.subject,
      issuer: info.issuer,
      validFrom: info.validFrom,
      validTo: info.validTo,
      trusted: info.trusted,
      selfSigned,
      ...(info.problem ? { problem: info.problem } : {}),
    };
  }

  /**
   * The certificate a saved https appliance presents now, checked to be the one with
   * `fingerprint` (the one the person looked at): what trust() will pin.
   */
  async presented(id: string, fingerprint: string): Promise<{ entry: ApplianceSettings; fingerprint: string }> {
    const entry = this.get(id);
    if (entry.demo || !applianceAddress(entry.url).https) throw new ApplianceError('validation', m.errors_appliance_plain_http_no_certificate({ name: entry.name }), { reason: 'invalid' });
    const wanted = normalizeFingerprint(fingerprint);
    const now = await this.certificate(entry.url);
    if (now.fingerprint !== wanted) {
      throw new ApplianceError(
        'validation',
        m.errors_appliance_certificate_changed({ host: applianceAddress(entry.url).host, now: now.fingerprint, wanted }),
        { reason: 'certificate-changed', fingerprint: now.fingerprint },
      );
    }
    return { entry, fingerprint: wanted };
  }

  /** Pins a new certificate for a saved appliance; its client (and session) is made anew. */
  async trust(id: string, fingerprint: string): Promise<ApplianceView> {
    const pin = normalizeFingerprint(fingerprint);
    this.get(id);
    const next = this.deps.settings.update((s) => ({ ...s, appliances: s.appliances.map((a) => (a.id === id ? { ...a, pinnedFingerprint: pin } : a)) }));
    await this.drop(id);
    return this.toView(this.current(next.appliances.find((a) => a.id === id)!));
  }

  /** Signs out everywhere (quit). Never rejects: a gone appliance must not keep the app from quitting. */
  async close(): Promise<void> {
    await Promise.all([...this.clients.keys()].map((id) => this.drop(id)));
  }

  private async save(entry: ApplianceSettings, password: string | null): Promise<ApplianceView> {
    // Nothing but a dry run so far: the entry must fit the settings before the appliance is asked.
    this.dryRun((s) => withAppliance(s, entry));
    // Until it is saved, the sign-in takes the password from here (the demo's from the run).
    this.checking.set(entry.id, password ?? this.demo?.password ?? '');
    const client = this.clientFor(entry);
    try {
      await client.policies.count();
    } catch (error) {
      await this.drop(entry.id);
      throw error;
    } finally {
      this.checking.delete(entry.id);
    }
    const account = accountForAppliance(entry.id);
    try {
      if (password !== null) await this.deps.vault.set(account, password);
      try {
        this.deps.settings.update((s) => withAppliance(s, entry));
      } catch (error) {
        // No password without its entry: take it back (best effort; the id is fresh).
        if (password !== null) await this.deps.vault.delete(account).catch(() => false);
        throw error;
      }
    } catch (error) {
      await this.drop(entry.id);
      throw error;
    }
    // Only the active appliance keeps a session open.
    if (this.deps.settings.get().activeApplianceId !== entry.id) await this.drop(entry.id);
    return this.toView(this.current(entry));
  }

  private toView(entry: ApplianceSettings): ApplianceView {
    return { ...toView(entry, this.unsupported.has(entry.id)), certificateExpiredOn: this.certificateExpiredOn(entry) };
  }

  /** From the newest connection of this run, if there was one. */
  certificateExpiredOn(entry: ApplianceSettings): string | null {
    return pinnedCertificateExpiredOn(this.clients.get(entry.id)?.certificate() ?? null, entry.pinnedFingerprint);
  }

  private clientFor(entry: ApplianceSettings): ApplianceClient {
    let client = this.clients.get(entry.id);
    if (!client) {
      const id = entry.id;
      client = this.makeClient({
        url: entry.url,
        username: entry.user,
        auth: entry.auth,
        prefix: entry.prefix,
        password: () => this.password(id),
        ...(entry.pinnedFingerprint ? { pinnedFingerprint: entry.pinnedFingerprint } : {}),
        ...(this.deps.timeoutMs !== undefined ? { timeoutMs: this.deps.timeoutMs } : {}),
        ...(this.deps.http ? { http: this.deps.http } : {}),
      });
      this.clients.set(id, client);
    }
    return client;
  }

  /** Read for each sign-in, never kept. */
  private async password(id: string): Promise<string> {
    const checking = this.checking.get(id);
    if (checking !== undefined) return checking;
    const entry = this.get(id);
    if (entry.demo) {
      if (!this.demo) throw demoGone(entry);
      return this.demo.password;
    }
    const password = await this.deps.vault.get(accountForAppliance(id));
    if (password === null) {
      throw new AppError('keychain', m.errors_appliance_password_gone({ name: entry.name }));
    }
    return password;
  }

  /** Signs out and forgets the client (best effort: the appliance may be gone). */
  private async drop(id: string): Promise<void> {
    const client = this.clients.get(id);
    if (!client) return;
    this.clients.delete(id);
    try {
      await client.close();
    } catch (error) {
      this.deps.log(`Signing out of an appliance failed`, error instanceof AppError ? error.message : error);
    }
  }

  /** The demo entry takes the address and user of the demo appliance running now. */
  private current(entry: ApplianceSettings): ApplianceSettings {
    if (!entry.demo) return entry;
    if (!this.demo) return entry;
    return { ...entry, url: applianceAddress(this.demo.url).base, user: this.demo.user };
  }

  private draft(fields: Omit<ApplianceSettings, 'id'>): ApplianceSettings {
    const parsed = v.safeParse(ApplianceSchema, { id: this.newId(), ...fields });
    if (!parsed.success) throw new AppError('validation', parsed.issues[0].message);
    const entry = parsed.output;
    const same = this.deps.settings.get().appliances.find((a) => !a.demo && !entry.demo && a.url === entry.url && a.user === entry.user);
    if (same) throw new AppError('validation', m.errors_appliance_user_saved({ name: same.name }));
    this.assertNameFree(entry.name, null);
    return entry;
  }

  /** Two appliances never share a name, compared as a person reads them: case and surrounding spaces aside. */
  private assertNameFree(name: string, exceptId: string | null): void {
    if (this.deps.settings.get().appliances.some((a) => a.id !== exceptId && sameName(a.name, name))) {
      throw new AppError('validation', m.errors_appliance_name_taken(), { field: 'name' });
    }
  }

  private dryRun(change: (s: Settings) => unknown): void {
    const checked = checkSettings(change(this.deps.settings.get()));
    if (!checked.ok) throw new AppError('validation', m.errors_appliance_not_saved({ reason: checked.reason }));
  }
}

function withAppliance(s: Settings, entry: ApplianceSettings): Settings {
  return { ...s, appliances: [...s.appliances, entry], activeApplianceId: s.activeApplianceId ?? entry.id };
}

function demoGone(entry: ApplianceSettings): AppError {
  return new AppError('unavailable', m.errors_demo_appliance_gone({ name: entry.name }));
}

/** Checked here so that the password's text never reaches a schema message. */
function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length === 0) throw new AppError('validation', m.errors_password_enter());
  if (password.length > PASSWORD_MAX) throw new AppError('validation', m.errors_password_too_long());
  return password;
}

export function toView(entry: ApplianceSettings, statesUnsupported = false): ApplianceView {
  return {
    id: entry.id,
    name: entry.name,
    url: entry.url,
    user: entry.user,
    auth: entry.auth,
    prefix: entry.prefix,
    pinnedFingerprint: entry.pinnedFingerprint,
    demo: entry.demo,
    statesUnsupported,
    certificateExpiredOn: null,
  };
}
