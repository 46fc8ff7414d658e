/**
 * Browser mode's tabs. A link's token (in the address's fragment) is exchanged, once, when the
 * page loads, for a tab session with two halves:
 *
 * - a cookie, HttpOnly and SameSite=Strict: the browser sends it, no script can read it, and no
 *   other site's page can make the browser send it along;
 * - a tab key, kept in that tab's sessionStorage: another tab, another browser or another
 *   program has not got it.
 *
 * The socket is opened with both, so the token itself is never kept by the page, never sent in a
 * WebSocket address, and a copy of it seen later (in a process list, a shell's history, a log)
 * opens nothing. Every link opens Satchel once, the run's own printed one included (DESIGN.md's
 * contract prints it on stdout): a browser keeps the addresses it visited, and a link that stayed
 * good would let whoever reads that history in after the tab is closed. A person gets another
 * link by running the start command again (running-host.ts).
 *
 * Links are in memory and end with the host; the app's tab sessions may be kept (KeptTabs), as hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { tokensMatch } from './security.js';

/** How long a one-time link may wait to be opened. */
export const ONE_TIME_LINK_MS = 10 * 60_000;
const MAX_LINKS = 16;
const MAX_COOKIES = 16;
const MAX_TABS_PER_COOKIE = 64;

const secret = (): string => randomBytes(32).toString('base64url');
/** Cookies and keys are held by their hash: a copy of what is kept (in memory or in a file) opens nothing. */
const hashOf = (value: string): string => createHash('sha256').update(value).digest('base64url');

/**
 * Where the app's tab sessions outlive the host (browser mode keeps them in the user-data folder,
 * host.ts), so a tab left open reconnects after a restart on the same port. Only hashes are kept.
 */
export interface KeptTabs<Tab> {
  load(): [cookie: string, keys: string[]][];
  save(entries: [cookie: string, keys: string[]][]): void;
  /** Which tabs are kept (the app's; a payment window's ends with its payment anyway). */
  keeps(tab: Tab): boolean;
  /** What a kept tab is when it comes back. */
  revived: Tab;
}

/** Drops the oldest entries of a map (its insertion order) until it has room for one more. */
function makeRoom<K, V>(map: Map<K, V>, max: number): void {
  while (map.size >= max) map.delete(map.keys().next().value as K);
}

export class TabSessions<Tab> {
  private readonly links = new Map<string, { expiresAt: number; spent?: () => void }>();
  /** The run's printed token until it is used (it does not expire: the person may open it later). */
  private runToken: string | null;
  private readonly cookies = new Map<string, Map<string, Tab>>();

  constructor(
    runToken: string,
    private readonly now: () => number = Date.now,
    private readonly kept?: KeptTabs<Tab>,
  ) {
    this.runToken = runToken;
    for (const [cookie, keys] of kept?.load().slice(-MAX_COOKIES) ?? []) {
      this.cookies.set(cookie, new Map(keys.slice(-MAX_TABS_PER_COOKIE).map((key) => [key, kept!.revived])));
    }
  }

  private save(): void {
    if (!this.kept) return;
    const entries: [string, string[]][] = [];
    for (const [cookie, jar] of this.cookies) {
      const keys = [...jar].filter(([, tab]) => this.kept!.keeps(tab)).map(([key]) => key);
      if (keys.length > 0) entries.push([cookie, keys]);
    }
    this.kept.save(entries);
  }

  /** A token for one link, good for one exchange within ONE_TIME_LINK_MS; `spent` hears when it is used. */
  oneTimeToken(spent?: () => void): string {
    for (const [token, link] of this.links) if (this.now() > link.expiresAt) this.links.delete(token);
    makeRoom(this.links, MAX_LINKS);
    const token = secret();
    this.links.set(token, { expiresAt: this.now() + ONE_TIME_LINK_MS, ...(spent ? { spent } : {}) });
    return token;
  }

  /** Whether a link's token opens the app: the run's token or a one-time token, each spent here, whatever else happens. */
  takeLink(given: string): boolean {
    if (this.runToken !== null && tokensMatch(this.runToken, given)) {
      this.runToken = null;
      return true;
    }
    for (const [token, link] of this.links) {
      if (!tokensMatch(token, given)) continue;
      this.links.delete(token);
      link.spent?.();
      return this.now() <= link.expiresAt;
    }
    return false;
  }

  /**
   * A new tab session. The browser's cookie is kept when it is one of ours (its other tabs go on
   * working); otherwise the tab gets a new one.
   */
  open(cookie: string | undefined, tab: Tab): { cookie: string; key: string } {
    let jar = cookie ? this.cookies.get(hashOf(cookie)) : undefined;
    let name = cookie;
    if (!jar || !name) {
      makeRoom(this.cookies, MAX_COOKIES);
      name = secret();
      jar = new Map();
      this.cookies.set(hashOf(name), jar);
    }
    makeRoom(jar, MAX_TABS_PER_COOKIE);
    const key = secret();
    jar.set(hashOf(key), tab);
    this.save();
    return { cookie: name, key };
  }

  /** The tab that both halves name (any of the cookies given); null when either is missing or wrong. */
  find(cookies: readonly string[], key: string | null | undefined): Tab | null {
    if (!key) return null;
    const keyHash = hashOf(key);
    for (const cookie of cookies) {
      const tab = this.cookies.get(hashOf(cookie))?.get(keyHash);
      if (tab) return tab;
    }
    return null;
  }

  /** The first of the cookies given that is one of ours. */
  known(cookies: readonly string[]): string | undefined {
    return cookies.find((cookie) => this.cookies.has(hashOf(cookie)));
  }

  /** Ends every tab session and every one-time link (the host is stopping). */
  clear(): void {
    this.runToken = null;
    this.links.clear();
    this.cookies.clear();
  }
}

/**
 * Every value of a cookie in a Cookie header. Cookies are shared by every port of 127.0.0.1, so a
 * page on another port can set one of the same name (with a longer path, sent first): each is tried.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) values.push(part.slice(at + 1).trim());
  }
  return values;
}
