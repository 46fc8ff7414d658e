import { AppError, type ProfilesView, type ProfileView } from '../../../../shared/contract/index.js';
import { removeProfile } from '../../keys/remove-profile.js';
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
    'profiles.remove': (request, session) => removeProfile(s, request, changed, session),
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
