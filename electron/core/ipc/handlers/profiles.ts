import { AppError, type ProfilesView } from '../../../../shared/contract/index.js';
import { confirmThen } from '../../confirm/confirm.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type ProfileOps = 'profiles.list' | 'profiles.add' | 'profiles.addDemo' | 'profiles.rename' | 'profiles.remove' | 'profiles.activate' | 'settings.get' | 'settings.update';

const LOOKS = new Set(['theme', 'displayCurrency', 'language']);

export function profilesView(s: Services): ProfilesView {
  return {
    profiles: s.profiles.list(),
    activeId: s.profiles.activeId(),
    demoAccounts: (s.options.demoAccounts ?? []).map((a, index) => ({ index, email: a.email, withdrawConfirmation: a.withdrawConfirmation })),
  };
}

/** Saved accounts (a key is checked with the exchange before anything is stored) and settings. */
export function profileHandlers(s: Services): Pick<Handlers, ProfileOps> {
  const changed = (): ProfilesView => {
    const view = profilesView(s);
    s.broadcast('profiles.changed', view);
    return view;
  };
  const add = async (input: { name: string; exchangeUrl: string; gatewayUrl?: string; apiKey: string; apiSecret: string; demo: boolean }) => {
    s.lock.assertUnlocked();
    const first = s.profiles.activeId() === null;
    const view = await s.profiles.add(input, async (candidate) => {
      await s.exchanges.candidate(candidate.exchangeUrl, { apiKey: candidate.apiKey, apiSecret: candidate.apiSecret }).me();
    });
    if (first) s.profiles.setActive(view.id);
    changed();
    return view;
  };
  return {
    'profiles.list': () => profilesView(s),
    'profiles.add': (input) => add({ ...input, demo: false }),
    'profiles.addDemo': ({ index }) => {
      const account = s.options.demoAccounts?.[index];
      if (!account) throw new AppError('not-found', 'There is no such demo account.');
      return add({ name: `Demo: ${account.email}`, exchangeUrl: s.options.exchangeUrl, apiKey: account.apiKey, apiSecret: account.apiSecret, demo: true });
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
        detail: `Its API secret is deleted from the system keychain. The account on the exchange (${profile.exchangeUrl}) is not touched; you can add the key again later.`,
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
      const { balancesIntervalMs, ordersIntervalMs, ...rest } = patch;
      const polling = { ...(balancesIntervalMs === undefined ? {} : { balancesMs: balancesIntervalMs }), ...(ordersIntervalMs === undefined ? {} : { ordersMs: ordersIntervalMs }) };
      s.settings.update(Object.keys(polling).length ? { ...rest, polling } : rest);
      return s.settingsView();
    },
  };
}
