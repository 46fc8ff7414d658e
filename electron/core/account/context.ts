/**
 * The active account and what belongs to it: which exchange is in use, its public and signed
 * APIs, its currency list and its withdrawal guard. Every read goes through the settings' active
 * profile at the moment it is made, so switching accounts needs nothing reset here; what must not
 * cross a switch within one operation is pinned by the operation (account/pinned-account.ts).
 */
import { AppError } from '../../../shared/contract/index.js';
import type { PrivateApi } from '../exchange/private.js';
import type { PublicApi } from '../exchange/public.js';
import type { ExchangeRegistry } from '../exchange/registry.js';
import { CurrencyDirectory } from '../funds/currencies.js';
import { WithdrawalGuard } from '../funds/guard.js';
import { exchangeAccountKey } from '../keys/exchange-account.js';
import type { ProfilesService } from '../keys/profiles.js';
import type { Profile } from '../settings/schema.js';
import type { SettingsStore } from '../settings/store.js';

export interface AccountContext {
  activeProfile(): Profile | null;
  /** The exchange of the active account, or the app's default one. */
  exchangeUrl(): string;
  /** The same for a request: refused when the active profile was saved with plain http to another computer. */
  usableExchangeUrl(): string;
  publicApi(): PublicApi;
  /** The active account's signed API; `auth` error when there is none. */
  privateApi(): PrivateApi;
  /** A given account's signed API (the background readers hold on to the profile they started with). */
  privateApiOf(profile: Profile): PrivateApi;
  /** The currency list of the active exchange, for ids, precisions and memo rules. */
  currencies(): CurrencyDirectory;
  /** The active account's withdrawal guard; `auth` error when there is none. */
  guard(): WithdrawalGuard;
}

export interface AccountContextParts {
  profiles: Pick<ProfilesService, 'active' | 'assertUsable' | 'credentialsFor'>;
  exchanges: Pick<ExchangeRegistry, 'exchange' | 'account'>;
  settings: SettingsStore;
  /** The exchange used while no account is active (Settings' market exchange, or the run's own). */
  defaultExchangeUrl: () => string;
}

export const NO_ACCOUNT_TEXT = 'No account is set up yet. Add your API key in Settings.';

export function accountContext({ profiles, exchanges, settings, defaultExchangeUrl }: AccountContextParts): AccountContext {
  const activeProfile = (): Profile | null => profiles.active();
  const exchangeUrl = (): string => activeProfile()?.exchangeUrl ?? defaultExchangeUrl();
  const usableExchangeUrl = (): string => {
    const profile = activeProfile();
    if (profile) profiles.assertUsable(profile);
    return exchangeUrl();
  };
  const requireProfile = (): Profile => {
    const profile = activeProfile();
    if (!profile) throw new AppError('auth', NO_ACCOUNT_TEXT);
    return profile;
  };
  const privateApiOf = (profile: Profile): PrivateApi => {
    profiles.assertUsable(profile);
    return exchanges.account(profile.id, profile.exchangeUrl, () => profiles.credentialsFor(profile.id));
  };
  // One directory per exchange address: switching between two accounts of one exchange keeps it.
  const directories = new Map<string, CurrencyDirectory>();
  return {
    activeProfile,
    exchangeUrl,
    usableExchangeUrl,
    publicApi: () => exchanges.exchange(usableExchangeUrl()).api,
    privateApi: () => privateApiOf(requireProfile()),
    privateApiOf,
    currencies() {
      const url = usableExchangeUrl();
      let directory = directories.get(url);
      if (!directory) {
        directory = new CurrencyDirectory(() => exchanges.exchange(url).api.currencies());
        directories.set(url, directory);
      }
      return directory;
    },
    guard: () => new WithdrawalGuard(settings, exchangeAccountKey(requireProfile())),
  };
}
