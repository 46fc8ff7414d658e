/**
 * Settings' changes to the saved accounts and appliances. The lists themselves are the window's
 * (`session.profiles` in common/app-session.svelte.ts, `appliances` in common/appliances.svelte.ts,
 * both kept current by main's events); every change here answers with main's Result, so the
 * form's Attempt or the list's message can say how it went, and puts its answer into those lists
 * at once. Secrets and passwords pass through as arguments and are never kept here.
 */
import type { ApplianceCertificate, AppliancesView, ApplianceView, ProfilesView, ProfileView, RequestOf, Result } from '../../shared/contract/index.js';
import { session } from '../common/app-session.svelte.js';
import { appliances } from '../common/appliances.svelte.js';
import { getBridge } from '../common/bridge.js';

type AddingAccount = 'key' | number;
type AddingAppliance = 'certificate' | 'sign-in' | 'demo';

class Settings {
  /** The account a Use, Remove (or its check for a guard) waits on: its buttons wait too. */
  accountBusy = $state<string | null>(null);
  /** The appliance a Use, Remove, certificate check or trust waits on. */
  applianceBusy = $state<string | null>(null);
  /** What adding an account waits for: the key checked with the exchange, or a demo account (its index). */
  addingAccount = $state<AddingAccount | null>(null);
  addingAppliance = $state<AddingAppliance | null>(null);
  /** Restarting Satchel for a choice that takes effect at start (the demo exchange): under way, or why it could not. */
  restart = $state<{ state: 'idle' } | { state: 'restarting' } | { state: 'failed'; message: string }>({ state: 'idle' });

  /** Quits and starts Satchel again where the shell can (AppInfo.canRestart); a refusal stays to be read. */
  async restartSatchel(): Promise<void> {
    if (this.restart.state === 'restarting') return;
    this.restart = { state: 'restarting' };
    const result = await getBridge().call('app.restart', {});
    if (!result.ok) this.restart = { state: 'failed', message: result.error.message };
  }

  // Accounts.

  async renameAccount(id: string, name: string): Promise<Result<ProfileView>> {
    const result = await getBridge().call('profiles.rename', { id, name });
    if (result.ok && session.profiles.status === 'ready') {
      const view = session.profiles.value;
      session.setProfiles({ ...view, profiles: view.profiles.map((p) => (p.id === id ? result.value : p)) });
    }
    return result;
  }

  activateAccount(id: string): Promise<Result<ProfilesView>> {
    return this.onAccount(id, () => session.activate(id));
  }

  /** The accounts read again (whether one has a withdrawal guard may have changed since the list was read). */
  refreshAccounts(id: string): Promise<Result<ProfilesView>> {
    return this.onAccount(id, async () => {
      const result = await getBridge().call('profiles.list', {});
      if (result.ok) session.setProfiles(result.value);
      return result;
    });
  }

  /** `password`: the app password, when the account's exchange account has a withdrawal guard. */
  removeAccount(id: string, password: string | null): Promise<Result<ProfilesView>> {
    return this.onAccount(id, async () => {
      const result = await getBridge().call('profiles.remove', password === null ? { id } : { id, password });
      if (result.ok) session.setProfiles(result.value);
      return result;
    });
  }

  /** The new account arrives in the list by main's profiles.changed (main decides which is active). */
  addAccount(request: RequestOf<'profiles.add'>): Promise<Result<ProfileView>> {
    return this.addingAnAccount('key', () => getBridge().call('profiles.add', request));
  }

  addDemoAccount(index: number): Promise<Result<ProfileView>> {
    return this.addingAnAccount(index, () => getBridge().call('profiles.addDemo', { index }));
  }

  // Appliances.

  async renameAppliance(id: string, name: string): Promise<Result<ApplianceView>> {
    const result = await getBridge().call('appliances.rename', { id, name });
    if (result.ok) appliances.replace(result.value);
    return result;
  }

  activateAppliance(id: string): Promise<Result<AppliancesView>> {
    return this.onAppliance(id, async () => {
      const result = await getBridge().call('appliances.activate', { id });
      if (result.ok) appliances.set(result.value);
      return result;
    });
  }

  removeAppliance(id: string): Promise<Result<AppliancesView>> {
    return this.onAppliance(id, async () => {
      const result = await getBridge().call('appliances.remove', { id });
      if (result.ok) appliances.set(result.value);
      return result;
    });
  }

  /** The certificate a saved appliance presents now. */
  checkCertificate(id: string, url: string): Promise<Result<ApplianceCertificate>> {
    return this.onAppliance(id, () => getBridge().call('appliances.certificate', { url }));
  }

  trustAppliance(id: string, fingerprint: string): Promise<Result<ApplianceView>> {
    return this.onAppliance(id, async () => {
      const result = await getBridge().call('appliances.trust', { id, fingerprint });
      if (result.ok) appliances.replace(result.value);
      return result;
    });
  }

  /** The certificate at an address typed in the add form, before any password goes to it. */
  readCertificate(url: string): Promise<Result<ApplianceCertificate>> {
    return this.addingAnAppliance('certificate', () => getBridge().call('appliances.certificate', { url }));
  }

  /** Whether the new one is in use and the demo still offered only the list says: it is read again. */
  addAppliance(request: RequestOf<'appliances.add'>): Promise<Result<ApplianceView>> {
    return this.addingAnAppliance('sign-in', () => getBridge().call('appliances.add', request));
  }

  addDemoAppliance(): Promise<Result<ApplianceView>> {
    return this.addingAnAppliance('demo', () => getBridge().call('appliances.addDemo', {}));
  }

  private async onAccount<T>(id: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    this.accountBusy = id;
    try {
      return await work();
    } finally {
      this.accountBusy = null;
    }
  }

  private async onAppliance<T>(id: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    this.applianceBusy = id;
    try {
      return await work();
    } finally {
      this.applianceBusy = null;
    }
  }

  private async addingAnAccount(what: AddingAccount, work: () => Promise<Result<ProfileView>>): Promise<Result<ProfileView>> {
    this.addingAccount = what;
    try {
      return await work();
    } finally {
      this.addingAccount = null;
    }
  }

  private async addingAnAppliance<T>(what: AddingAppliance, work: () => Promise<Result<T>>): Promise<Result<T>> {
    this.addingAppliance = what;
    try {
      const result = await work();
      if (result.ok && what !== 'certificate') void appliances.list.load();
      return result;
    } finally {
      this.addingAppliance = null;
    }
  }
}

export const settings = new Settings();
