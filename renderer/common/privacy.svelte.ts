/**
 * Privacy mode: the person's amounts (holdings, values, order sizes) are replaced by dots, for a
 * screen others can see. Prices are public and stay. Two choices, kept in this window's
 * localStorage like "Hide small balances": hide now (the header's toggle), and hide whenever
 * Satchel is locked (Settings), so a locked app left open shows no wealth.
 */
import { account } from './account.svelte.js';

const ON_KEY = 'satchel.privacy';
const LOCKED_KEY = 'satchel.privacyWhenLocked';

/** Dots, not a blur: a blurred figure can be read back, and a screen reader would read it anyway. */
export const HIDDEN_AMOUNT = '•••••';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // Lasts for this run only.
  }
}

class Privacy {
  on = $state(read(ON_KEY));
  whenLocked = $state(read(LOCKED_KEY));

  get hidden(): boolean {
    return this.on || (this.whenLocked && account.locked);
  }

  setOn(on: boolean): void {
    this.on = on;
    write(ON_KEY, on);
  }

  setWhenLocked(on: boolean): void {
    this.whenLocked = on;
    write(LOCKED_KEY, on);
  }

  /** The text, or dots while amounts are hidden. */
  amount(text: string): string {
    return this.hidden ? HIDDEN_AMOUNT : text;
  }
}

export const privacy = new Privacy();
