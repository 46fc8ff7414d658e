import { m } from '../../../shared/i18n/language.js';
import type { ProfilesView } from '../../../shared/contract/index.js';
import type { ValueHistoryStore } from '../account/value-history.js';
import type { Serial } from '../base/serial.js';
import type { Session } from '../base/session.js';
import { NAMED_IN_REQUEST, runStateChange, type Question, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import type { ExchangeRegistry } from '../exchange/registry.js';
import { describeGuard } from '../funds/guard.js';
import type { LockService } from '../lock/lock.js';
import type { SettingsStore } from '../settings/store.js';
import { exchangeAccountKey } from './exchange-account.js';
import type { ProfilesService } from './profiles.js';

export interface RemoveProfileNeeds {
  settings: Pick<SettingsStore, 'get'>;
  profiles: Pick<ProfilesService, 'get' | 'remove' | 'assertUsable' | 'credentialsFor' | 'learnSvcid'>;
  exchanges: Pick<ExchangeRegistry, 'account' | 'forget'>;
  valueHistory: Pick<ValueHistoryStore, 'forget'>;
  lock: StateChangePorts['lock'] & Pick<LockService, 'status' | 'reauthenticate'>;
  confirm: Confirmer;
  oneWithdrawalAtATime: Serial;
}

/**
 * A profile saved before the exchange's name for its account (svcid) was kept has its guard
 * under its API key: asked once before the profile goes, so that the guard then waits for any
 * key of that account. Best effort: unreachable, the guard stays under the key.
 */
async function learnAccount(s: RemoveProfileNeeds, id: string): Promise<void> {
  const profile = s.profiles.get(id);
  if (profile.svcid !== null || profile.demoAccount !== null) return;
  try {
    s.profiles.assertUsable(profile);
    const me = await s.exchanges.account(profile.id, profile.exchangeUrl, () => s.profiles.credentialsFor(profile.id)).me();
    s.profiles.learnSvcid(id, me.svcid);
  } catch {
    // The exchange or the keychain did not answer: nothing is lost, the key still finds the guard.
  }
}

/** Removing a saved account after main's question; `announce` tells every window the list as it is then. */
export function profileRemoval(s: RemoveProfileNeeds, request: { id: string; password?: string | null }, announce: () => ProfilesView): StateChange<Question, void, ProfilesView> {
  const { id, password } = request;
  return {
    pin: () => NAMED_IN_REQUEST,
    async plan() {
      const profile = s.profiles.get(id);
      const kept = describeGuard(s.settings.get().guards[exchangeAccountKey(profile)]);
      // The guard stays, but taking its account out of the list is a change to what guards the key.
      const reauthenticated = kept !== null && s.lock.status.hasPassword;
      if (reauthenticated) await s.lock.reauthenticate(password ?? null);
      // Moving the guard to its exchange account's key waits for a send in progress (whose guard
      // was found by the old key) and keeps the next one waiting until it is moved.
      if (kept !== null) await s.oneWithdrawalAtATime(() => learnAccount(s, id));
      return {
        title: m.core_account_remove_title(),
        message: m.core_account_remove_question({ name: quoted(profile.name) }),
        detail: [
          profile.demoAccount === null ? m.core_account_remove_secret({ exchange: quoted(profile.exchangeUrl, 120) }) : m.core_account_remove_demo(),
          kept === null ? null : m.core_account_remove_guard_kept({ kept }),
        ]
          .filter((line) => line !== null)
          .join('\n'),
        confirmLabel: m.core_account_remove_confirm(),
        passwordChecked: reauthenticated,
      };
    },
    question: async (question) => question,
    async send() {
      await s.profiles.remove(id);
      s.exchanges.forget(id);
      // The value history goes with the account; its withdrawal guard stays with the exchange account (guard.ts).
      s.valueHistory.forget(id);
    },
    answer: () => announce(),
  };
}

export function removeProfile(s: RemoveProfileNeeds, request: { id: string; password?: string | null }, announce: () => ProfilesView, session: Session): Promise<ProfilesView> {
  return runStateChange(profileRemoval(s, request, announce), { lock: s.lock, ask: s.confirm }, session);
}
