/**
 * What an add form in Settings says (an account, an appliance): its one problem, with the field
 * it is in, or its success. Editing that field (or any, after main's answer) starts a new
 * attempt; locking or unlocking clears both. Create it while the component initializes.
 */
import { tick } from 'svelte';
import { clearOnLockChange } from '../common/account.svelte.js';

export class FormMessages<F extends string> {
  error = $state<{ field: F | null; message: string } | null>(null);
  done = $state('');

  /** `idOf` names the input of a field, to focus it when it is the problem. */
  constructor(private readonly idOf: (field: F) => string) {
    clearOnLockChange(() => this.clear());
  }

  clear(): void {
    this.error = null;
    this.done = '';
  }

  /** A field was edited: a problem with it, or main's answer to the last try, goes. */
  edited(field: F): void {
    this.done = '';
    if (this.error && (this.error.field === field || this.error.field === null)) this.error = null;
  }

  /** A problem found before sending: said, and its field focused. */
  async invalid(field: F, message: string): Promise<void> {
    this.error = { field, message };
    await tick();
    document.getElementById(this.idOf(field))?.focus();
  }

  /** Main's refusal; what was typed stays. */
  failed(message: string, field: F | null = null): void {
    this.done = '';
    this.error = { field, message };
  }

  succeeded(text: string): void {
    this.error = null;
    this.done = text;
  }

  /** Whether the field is the one with the problem (its aria-invalid). */
  invalidField(field: F): boolean {
    return this.error?.field === field;
  }
}
