/**
 * One transport, clock and public API per exchange address, shared by everything that talks
 * to that exchange; one PrivateApi per saved account. The nonce source is one for the app, so
 * a key's nonces stay strictly increasing whoever signs with it.
 */
import type { HttpClient } from '../http/client.js';
import type { Credentials } from '../keys/profiles.js';
import { ServerClock } from './clock.js';
import type { NonceSource } from './nonce.js';
import { PrivateApi } from './private.js';
import { PublicApi } from './public.js';
import { Transport } from './transport.js';

interface Exchange {
  transport: Transport;
  clock: ServerClock;
  api: PublicApi;
}

export class ExchangeRegistry {
  private readonly exchanges = new Map<string, Exchange>();
  private readonly accounts = new Map<string, { url: string; api: PrivateApi }>();

  constructor(
    private readonly nonces: NonceSource,
    private readonly timeoutMs?: number,
    /** The app's one HTTP primitive: every exchange's transport shares its keys' connections. */
    private readonly http?: HttpClient,
  ) {}

  exchange(url: string): Exchange {
    let entry = this.exchanges.get(url);
    if (!entry) {
      const transport = new Transport({ baseUrl: url, timeoutMs: this.timeoutMs, http: this.http });
      const clock = new ServerClock();
      entry = { transport, clock, api: new PublicApi(transport, clock) };
      this.exchanges.set(url, entry);
    }
    return entry;
  }

  /** The signed API of a saved account; credentials are read (from the keychain) at every call. */
  account(profileId: string, url: string, credentials: () => Promise<Credentials>): PrivateApi {
    const known = this.accounts.get(profileId);
    if (known && known.url === url) return known.api;
    const { transport, clock } = this.exchange(url);
    const api = new PrivateApi({ transport, clock, nonces: this.nonces, credentials });
    this.accounts.set(profileId, { url, api });
    return api;
  }

  /** Signed calls with credentials that are not saved yet: checking a key before it is stored. */
  candidate(url: string, credentials: Credentials): PrivateApi {
    const { transport, clock } = this.exchange(url);
    return new PrivateApi({ transport, clock, nonces: this.nonces, credentials: async () => credentials });
  }

  forget(profileId: string): void {
    this.accounts.delete(profileId);
  }
}
