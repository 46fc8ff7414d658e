import { AppError, type ProfilesView, type ProfileView } from '../../../../shared/contract/index.js';
import { confirmThen } from '../../confirm/confirm.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import type { VerifyCredentials } from '../../keys/profiles.js';

type ProfileOps = 'profiles.list' | 'profiles.add' | 'profiles.addDemo' | 'profiles.rename' | 'profiles.remove' | 'profiles.activate' | 'settings.get' | 'settings.update';

const LOOKS = new Set(['theme', 'displayCurrency', 'language']);

export function profilesView(s: Services): ProfilesView {
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

/** Saved accounts (a key is checked with the exchange before anything is stored) and settings. */
export function profileHandlers(s: Services): Pick<Handlers, ProfileOps> {
  const changed = (): ProfilesView => {
    const view = profilesView(s);
    s.broadcast('profiles.changed', view);
    return view;
  };
  const verify: VerifyCredentials = async (candidate) => {
    await s.exchanges.candidate(candidate.exchangeUrl, { apiKey: candidate.apiKey, apiSecret: candidate.apiSecret }).me();
  };
  /** Adding is refused while locked; the first account added becomes the active one. */
  const added = async (save: () => Promise<ProfileView>): Promise<ProfileView> => {
    s.lock.assertUnlocked();
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
      s.lock.assertUnlocked();
      const view = s.profiles.rename(id, name);
      changed();
      return view;
    },
    'profiles.remove': async ({ id }, session) => {
      s.lock.assertUnlocked();
      const profile = s.profiles.get(id);
      const request = {
        title: 'Remove account',
        message: `Remove “${profile.name}” from Satchel?`,
        detail:
          profile.demoAccount === null
            ? `Its API secret is deleted from the system keychain. The account on the exchange (${profile.exchangeUrl}) is not touched; you can add the key again later.`
            : 'It is an account of the built-in demo exchange; you can add it again at any time.',
        confirmLabel: 'Remove account',
      };
      return confirmThen(s.confirm, session, request, async () => {
        s.lock.assertUnlocked();
        await s.profiles.remove(id);
        s.exchanges.forget(id);
        return changed();
      });
    },
    'profiles.activate': ({ id }) => {
      s.lock.assertUnlocked();
      s.profiles.get(id);
      s.profiles.setActive(id);
      return changed();
    },
    'settings.get': () => s.settingsView(),
    'settings.update': (patch) => {
      // While locked only how things look may change: not the lock, the tray or the polling.
      if (Object.keys(patch).some((key) => !LOOKS.has(key))) s.lock.assertUnlocked();
      const { balancesIntervalMs, ordersIntervalMs, tickersIntervalMs, ...rest } = patch;
      const polling = {
        ...(balancesIntervalMs === undefined ? {} : { balancesMs: balancesIntervalMs }),
        ...(ordersIntervalMs === undefined ? {} : { ordersMs: ordersIntervalMs }),
        ...(tickersIntervalMs === undefined ? {} : { tickersMs: tickersIntervalMs }),
      };
      s.settings.update(Object.keys(polling).length ? { ...rest, polling } : rest);
      return s.settingsView();
    },
  };
}
