/**
 * What needs the app password again while Satchel is unlocked, beyond the lock's own operations
 * and the questions main asks anyway: revealing a whole transfer code (codes/reveal.ts), and an
 * appliance policy change that may weaken it (appliance/policy-actions.ts). Both run through the
 * state-change pipeline with this as their question: asked only when a password is set, and then
 * the question says it needs the password (`needsPassword`): browser mode's window and Electron's
 * password window (main's own, since the native message box has no text field) both ask for it,
 * and the core judges it (judgedConfirmer, LockService like every other password check), so
 * holding the unlocked window is not enough in either shell. Without a password there is nothing
 * the question could add, so nothing is asked.
 */
import type { Question } from '../base/state-change.js';
import type { LockService } from './lock.js';

export interface PasswordQuestionNeeds {
  lock: Pick<LockService, 'status'>;
}

/** The question `question` makes, needing the app password; null (nothing to ask) without one. Made only when asked: it may read what it names. */
export async function passwordQuestion(s: PasswordQuestionNeeds, question: () => Question | Promise<Question>): Promise<Question | null> {
  return s.lock.status.hasPassword ? { ...(await question()), needsPassword: true } : null;
}
