/**
 * What one attempt of a form came to: nothing yet, a success, a quiet "nothing happened", or one
 * problem (with the field it is in, if any). One outcome at a time, and it belongs to the attempt
 * that made it: starting the next attempt, editing what it was about, or locking or unlocking the
 * app takes it away, so a green success never stands beside a red refusal and no refusal
 * outlives the input it was about. `AttemptOutcome` shows it: a success politely (role=status),
 * a problem assertively (role=alert), each once. A problem the form already says at its field
 * (`atField`) is not said again for the form: the field is marked invalid and focused instead.
 * Create it while the component initializes (it watches the lock).
 */
import { tick } from 'svelte';
import { clearOnLockChange } from './app-session.svelte.js';

export interface AttemptError<F extends string> {
  field: F | null;
  message: string;
  /** The form says it at the field already (a live check under it): not again at the form. */
  atField: boolean;
  /** Main's answer to the try (not a check made here): any edit makes it stale. */
  answer: boolean;
}

/** What `AttemptOutcome` reads of an attempt, whatever its fields. */
export interface Outcome {
  readonly formError: string;
  readonly done: string;
  readonly quiet: boolean;
}

export class Attempt<F extends string = never> implements Outcome {
  error = $state.raw<AttemptError<F> | null>(null);
  /** A success (tone done) or a quiet outcome such as a declined confirmation. */
  done = $state('');
  quiet = $state(false);

  /** `idOf` names the input of a field, to focus it when it is the problem. */
  constructor(private readonly idOf: (field: F) => string = () => '') {
    clearOnLockChange(() => this.clear());
  }

  clear(): void {
    this.error = null;
    this.done = '';
    this.quiet = false;
  }

  /** A new try: whatever the last one came to goes before anything else is said. */
  start(): void {
    this.clear();
  }

  /**
   * What was typed changed (`field`, or an input no check names): a success goes, and so does
   * main's answer to the last try and a problem of that field; a problem found here in another
   * field stays until that field is edited.
   */
  edited(field?: F): void {
    this.done = '';
    this.quiet = false;
    if (this.error && (this.error.answer || this.error.field === null || this.error.field === field)) this.error = null;
  }

  /** A problem found before sending: said (unless its field says it already), and its field focused. */
  async invalid(field: F, message: string, atField = false): Promise<void> {
    this.done = '';
    this.quiet = false;
    this.error = { field, message, atField, answer: false };
    await tick();
    document.getElementById(this.idOf(field))?.focus();
  }

  /**
   * Main's refusal (`field`: the input it is about, marked invalid; `atField`: the form shows it
   * there); what was typed stays.
   */
  failed(message: string, field: F | null = null, atField = false): void {
    this.done = '';
    this.quiet = false;
    this.error = { field, message, atField, answer: true };
  }

  succeeded(text: string): void {
    this.error = null;
    this.quiet = false;
    this.done = text;
  }

  /** Nothing happened and nothing is wrong (the person declined): said politely, in muted words. */
  nothingDone(text: string): void {
    this.succeeded(text);
    this.quiet = true;
  }

  /** Whether the field is the one with the problem (its aria-invalid). */
  invalidField(field: F): boolean {
    return this.error?.field === field;
  }

  /** The problem to say for the whole form: none when its field says it. */
  get formError(): string {
    return this.error && !this.error.atField ? this.error.message : '';
  }
}
