import { describe, expect, it } from 'vitest';
import { cookieValues, ONE_TIME_LINK_MS, TabSessions } from '../../../electron/web/tab-sessions.js';

describe('browser-mode tab sessions', () => {
  it('takes the run token once (it does not expire), a one-time token once, and nothing else', () => {
    let now = 0;
    const tabs = new TabSessions<string>('run-token', () => now);
    let spent = 0;
    const once = tabs.oneTimeToken(() => spent++);
    expect(tabs.takeLink('run-token ')).toBe(false);
    now = 24 * 3600_000;
    expect(tabs.takeLink('run-token')).toBe(true);
    expect(tabs.takeLink('run-token')).toBe(false); // printed once, opens once: a browser's history of it opens nothing
    now = 0;
    expect(spent).toBe(0);
    expect(tabs.takeLink(once)).toBe(true);
    expect(spent).toBe(1); // the launch page that led to it can go
    expect(tabs.takeLink(once)).toBe(false);
    expect(spent).toBe(1);
    expect(tabs.takeLink('')).toBe(false);
    expect(tabs.takeLink('run-token ')).toBe(false);
  });

  it('lets a one-time link wait ten minutes, not longer, and spends it even when it came too late', () => {
    let now = 0;
    const tabs = new TabSessions<string>('run', () => now);
    const late = tabs.oneTimeToken();
    const inTime = tabs.oneTimeToken();
    now = ONE_TIME_LINK_MS;
    expect(tabs.takeLink(inTime)).toBe(true);
    now += 1;
    expect(tabs.takeLink(late)).toBe(false);
    now = 0;
    expect(tabs.takeLink(late)).toBe(false);
  });

  it('finds a tab only with both halves, keeps a known cookie for a new tab, and forgets everything on clear', () => {
    const tabs = new TabSessions<string>('run');
    const a = tabs.open(undefined, 'app');
    const b = tabs.open(a.cookie, 'payment');
    const other = tabs.open('not-ours', 'app');
    expect(b.cookie).toBe(a.cookie);
    expect(other.cookie).not.toBe('not-ours');
    expect(tabs.find([a.cookie], a.key)).toBe('app');
    expect(tabs.find([a.cookie], b.key)).toBe('payment');
    expect(tabs.find([other.cookie], a.key)).toBeNull();
    expect(tabs.find([], a.key)).toBeNull();
    expect(tabs.find([a.cookie], null)).toBeNull();
    // A cookie of the same name set by a page on another port is sent too, and first: ours still counts.
    expect(tabs.find(['planted', a.cookie], a.key)).toBe('app');
    expect(tabs.known(['planted', a.cookie])).toBe(a.cookie);
    tabs.clear();
    expect(tabs.find([a.cookie], a.key)).toBeNull();
  });

  it('keeps a bounded number of links, cookies and tabs (the oldest go first)', () => {
    const tabs = new TabSessions<number>('run');
    const first = tabs.open(undefined, 0);
    for (let i = 1; i <= 64; i++) tabs.open(first.cookie, i);
    expect(tabs.find([first.cookie], first.key)).toBeNull();
    const links = Array.from({ length: 17 }, () => tabs.oneTimeToken());
    expect(tabs.takeLink(links[0]!)).toBe(false);
    expect(tabs.takeLink(links[16]!)).toBe(true);
  });

  it('reads every value of a cookie by name from a Cookie header', () => {
    expect(cookieValues('a=1; satchel-5=xyz; b=2', 'satchel-5')).toEqual(['xyz']);
    expect(cookieValues('satchel-5=planted; satchel-5=xyz', 'satchel-5')).toEqual(['planted', 'xyz']);
    expect(cookieValues('satchel-50=no', 'satchel-5')).toEqual([]);
    expect(cookieValues(undefined, 'satchel-5')).toEqual([]);
  });
});

describe('browser-mode tab sessions kept across a restart', () => {
  it('keeps only the app’s tabs, as hashes, and lets them back in after a restart', () => {
    let saved: [string, string[]][] = [];
    const kept = { load: () => saved, save: (entries: [string, string[]][]) => (saved = entries), keeps: (tab: string) => tab === 'main', revived: 'main' };
    const first = new TabSessions<string>('run', Date.now, kept);
    const app = first.open(undefined, 'main');
    const payment = first.open(app.cookie, 'gateway');
    const text = JSON.stringify(saved);
    expect(text).not.toContain(app.cookie);
    expect(text).not.toContain(app.key);
    expect(saved).toHaveLength(1);
    expect(saved[0]![1]).toHaveLength(1);

    const second = new TabSessions<string>('run2', Date.now, kept);
    expect(second.find([app.cookie], app.key)).toBe('main');
    expect(second.find([app.cookie], payment.key)).toBeNull();
    expect(second.find([saved[0]![0]], saved[0]![1][0])).toBeNull(); // the hashes themselves open nothing
  });
});
