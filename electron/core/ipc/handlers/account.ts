import { AppError, type ProfilesView, type ProfileView } from '../../../../shared/contract/index.js';
import { confirmThen } from '../../confirm/confirm.js';
import { quoted } from '../../confirm/quote.js';
import { describeGuard } from '../../funds/guard.js';
import { exchangeAccountKey } from '../../keys/exchange-account.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import type { VerifyCredentials } from '../../keys/profiles.js';

type AccountOps =
  | 'profiles.list'
  | 'profiles.add'
  | 'profiles.addDemo'
  | 'profiles.rename'
  | 'profiles.remove'
  | 'profiles.activate'
  | 'account.me'
  | 'balances.list'
  | 'account.watch'
  | 'account.refresh'
  | 'valueHistory.get'
  | 'valueHistory.record'
  | 'valueHistory.adopt';

export type AccountNeeds = Pick<
  Services,
  'options' | 'settings' | 'profiles' | 'exchanges' | 'lock' | 'confirm' | 'broadcast' | 'privateApi' | 'account' | 'valueHistory' | 'oneWithdrawalAtATime'
>;

export function profilesView(s: Pick<Services, 'options' | 'settings' | 'profiles'>): ProfilesView {
  // Demo accounts already saved are not offered again (adding one twice is refused anyway).
  const saved = new Set(s.settings.get().profiles.map((p) => p.demoAccount));
  return {
    profiles: s.profiles.list(),
    activeId: s.profiles.activeId(),
    demoAccounts: (s.options.demoAccounts ?? [])
      .map((a, index) => ({ index, email: a.email, withdrawConfirmation: a.withdrawConfirmation }))
      .filter((a) => !saved.has(a.email)),
  };
}

/** Saved accounts (a key is checked with the exchange before anything is stored), and the active one's data and balances. */
export function accountHandlers(s: AccountNeeds): Pick<Handlers, AccountOps> {
  const changed = (): ProfilesView => {
    const view = profilesView(s);
    s.broadcast('profiles.changed', view);
    return view;
  };
  const verify: VerifyCredentials = async (candidate) => {
    const me = await s.exchanges.candidate(candidate.exchangeUrl, { apiKey: candidate.apiKey, apiSecret: candidate.apiSecret }).me();
    return { svcid: me.svcid };
  };
  /**
   * A profile saved before the exchange's name for its account (svcid) was kept has its guard
   * under its API key: asked once before the profile goes, so that the guard then waits for any
   * key of that account. Best effort: unreachable, the guard stays under the key.
   */
  const learnAccount = async (id: string): Promise<void> => {
    const profile = s.profiles.get(id);
    if (profile.svcid !== null || profile.demoAccount !== null) return;
    try {
      s.profiles.assertUsable(profile);
      const me = await s.exchanges.account(profile.id, profile.exchangeUrl, () => s.profiles.credentialsFor(profile.id)).me();
      s.profiles.learnSvcid(id, me.svcid);
    } catch {
      // The exchange or the keychain did not answer: nothing is lost, the key still finds the guard.
    }
  };
  /** The first account added becomes the active one. */
  const added = async (save: () => Promise<ProfileView>): Promise<ProfileView> => {
    const first = s.profiles.activeId() === null;
    const view = await save();
    if (first) s.profiles.setActive(view.id);
    changed();
    return view;
  };
  return {
    'profiles.list': () => profilesView(s),
    'profiles.add': (input) => added(() => s.profiles.add({ ...input, demo: false }, verify)),
    'profiles.addDemo': ({ index }) => {
      const account = s.options.demoAccounts?.[index];
      if (!account) throw new AppError('not-found', 'There is no such demo account.');
      return added(() => s.profiles.addDemo({ name: `Demo: ${account.email}`, email: account.email }, verify));
    },
    'profiles.rename': ({ id, name }) => {
      const view = s.profiles.rename(id, name);
      changed();
      return view;
    },
    'profiles.remove': async ({ id, password }, session) => {
      const profile = s.profiles.get(id);
      const kept = describeGuard(s.settings.get().guards[exchangeAccountKey(profile)]);
      // The guard stays, but taking its account out of the list is a change to what guards the key.
      const reauthenticated = kept !== null && s.lock.status.hasPassword;
      if (reauthenticated) await s.lock.reauthenticate(password ?? null);
      // Moving the guard to its exchange account's key waits for a send in progress (whose guard
      // was found by the old key) and keeps the next one waiting until it is moved.
      if (kept !== null) await s.oneWithdrawalAtATime(() => learnAccount(id));
      const request = {
        title: 'Remove account',
        message: `Remove ${quoted(profile.name)} from Satchel?`,
        detail: [
          profile.demoAccount === null
            ? `Its API secret is deleted from the system keychain. The account on the exchange (${quoted(profile.exchangeUrl, 120)}) is not touched; you can add the key again later.`
            : 'It is an account of the built-in demo exchange; you can add it again at any time.',
          kept === null ? null : `The withdrawal guard of this exchange account — ${kept} — is kept and applies again if you add this account again.`,
        ]
          .filter((line) => line !== null)
          .join('\n'),
        confirmLabel: 'Remove account',
        passwordChecked: reauthenticated,
      };
      return confirmThen(s.confirm, session, request, async () => {
        s.lock.assertUnlocked();
        await s.profiles.remove(id);
        s.exchanges.forget(id);
        // The value history goes with the account; its withdrawal guard stays with the exchange account (guard.ts).
        s.valueHistory.forget(id);
        return changed();
      });
    },
    'profiles.activate': ({ id }) => {
      s.profiles.get(id);
      s.profiles.setActive(id);
      return changed();
    },
    'account.me': () => s.privateApi().me(),
    'balances.list': () => s.privateApi().wallets(),
    // Only for a saved account (s.profiles.get refuses others): nothing else gets a file entry.
    'valueHistory.get': ({ profileId, currency }) => s.valueHistory.get(s.profiles.get(profileId).id, currency),
    'valueHistory.record': ({ profileId, currency, value }) => s.valueHistory.record(s.profiles.get(profileId).id, currency, value),
    'valueHistory.adopt': ({ profileId, currency, samples }) => s.valueHistory.adopt(s.profiles.get(profileId).id, currency, samples),
    'account.watch': (wish, session) => {
      s.account.watch(session, wish);
      return null;
    },
    'account.refresh': async () => {
      await s.account.refresh();
      return null;
    },
  };
}
