/**
 * Privacy mode: the person's amounts (holdings, values, order sizes) are replaced by dots, for a
 * screen others can see. Prices are public and stay. Two choices, settings kept by main (so the
 * tray hides amounts too): hide now (`hideAmounts`, the header's toggle), and hide whenever
 * Satchel is locked (`hideAmountsWhenLocked`, Settings, on unless the person turned it off), so
 * a locked app left open shows no wealth and no addresses. While locked main lets either be
 * turned on, never off.
 */
import type { Result, SettingsView } from '../../shared/contract/index.js';
import { HIDDEN_AMOUNT } from '../../shared/privacy.js';
import { session } from './app-session.svelte.js';
import { untrack } from 'svelte';

export { HIDDEN_AMOUNT };

/** Where earlier versions kept the two choices, in this window's localStorage. */
const EARLIER_KEYS = { hideAmounts: 'satchel.privacy', hideAmountsWhenLocked: 'satchel.privacyWhenLocked' } as const;

type Choice = keyof typeof EARLIER_KEYS;

class Privacy {
  /** What was just asked for, shown until main answers (a toggle answers at once). */
  private pending = $state<Partial<Record<Choice, boolean>>>({});

  private choice(key: Choice): boolean {
    const asked = this.pending[key];
    if (asked !== undefined) return asked;
    return session.settings.status === 'ready' && session.settings.value[key];
  }

  get on(): boolean {
    return this.choice('hideAmounts');
  }

  get whenLocked(): boolean {
    return this.choice('hideAmountsWhenLocked');
  }

  /** Hidden also until the settings are known: amounts are not shown before Satchel knows it may. */
  get hidden(): boolean {
    if (session.settings.status === 'loading' && Object.keys(this.pending).length === 0) return true;
    return this.on || (this.whenLocked && session.locked);
  }

  setOn(on: boolean): Promise<Result<SettingsView>> {
    return this.set('hideAmounts', on);
  }

  setWhenLocked(on: boolean): Promise<Result<SettingsView>> {
    return this.set('hideAmountsWhenLocked', on);
  }

  /**
   * Addresses (deposit addresses, saved withdrawal addresses) are hidden too, but only while
   * locked: unlocked, the person needs them to send and receive, and hiding amounts is about a
   * screen others can see; locked, the app left open should show nothing of the account.
   */
  get addressesHidden(): boolean {
    return session.locked && this.hidden;
  }

  /** The address, or dots while addresses are hidden. */
  address(text: string): string {
    return this.addressesHidden ? HIDDEN_AMOUNT : text;
  }

  /** A message whose amounts are hidden when they must be: `hidden` is the same words without them. */
  message(text: string, hidden: string | undefined): string {
    return this.hidden && hidden !== undefined ? hidden : text;
  }

  /** The text, or dots while amounts are hidden. */
  amount(text: string): string {
    return this.hidden ? HIDDEN_AMOUNT : text;
  }

  private async set(key: Choice, on: boolean): Promise<Result<SettingsView>> {
    this.pending = { ...this.pending, [key]: on };
    try {
      return await session.updateSettings(key === 'hideAmounts' ? { hideAmounts: on } : { hideAmountsWhenLocked: on });
    } finally {
      if (this.pending[key] === on) {
        const rest = { ...this.pending };
        delete rest[key];
        this.pending = rest;
      }
    }
  }

  /** Choices an earlier version kept in this window: handed to main once (turning on is always allowed), then forgotten here. */
  adoptEarlierChoices(): void {
    for (const key of Object.keys(EARLIER_KEYS) as Choice[]) {
      try {
        const earlier = localStorage.getItem(EARLIER_KEYS[key]);
        if (earlier === null) continue;
        localStorage.removeItem(EARLIER_KEYS[key]);
        if (earlier === '1' && !this.choice(key)) void this.set(key, true);
      } catch {
        // No storage: nothing to adopt.
      }
    }
  }
}

export const privacy = new Privacy();

$effect.root(() => {
  let adopted = false;
  $effect(() => {
    if (adopted || session.settings.status !== 'ready') return;
    adopted = true;
    untrack(() => privacy.adoptEarlierChoices());
  });
});
