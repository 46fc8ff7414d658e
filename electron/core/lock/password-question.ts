/**
 * What needs the app password again while Satchel is unlocked, beyond the lock's own operations
 * and the questions main asks anyway: revealing a whole transfer code, and an appliance policy
 * change that may weaken it (docs/codes.md, docs/appliance.md). Those are asked through main's
 * question only when a password is set, and the question says it needs the password
 * (`needsPassword`): browser mode's window and Electron's password window (main's own, since the
 * native message box has no text field) both ask for it, and the core judges it (judgedConfirmer,
 * LockService like every other password check), so holding the unlocked window is not enough in
 * either shell. Without a password there is nothing the question could add, so nothing is asked.
 */
import { AppError } from '../../../shared/contract/index.js';
import type { Confirmer, ConfirmRequest } from '../confirm/confirm.js';
import type { Session } from '../base/session.js';
import type { LockService } from './lock.js';

export interface PasswordQuestion {
  lock: Pick<LockService, 'status' | 'assertUnlocked'>;
  confirm: Confirmer;
}

/**
 * Runs `action` at once when no app password is set; otherwise only after a yes to the question
 * `request` makes (made only then: it may read what the question names), and only if Satchel is
 * still unlocked at the yes. A no is `declined` with `declined`'s words.
 */
export async function withAppPassword<T>(
  s: PasswordQuestion,
  session: Session,
  request: () => ConfirmRequest | Promise<ConfirmRequest>,
  declined: string,
  action: () => Promise<T>,
): Promise<T> {
  s.lock.assertUnlocked();
  if (!s.lock.status.hasPassword) return action();
  if (!(await s.confirm(session, { ...(await request()), needsPassword: true }))) throw new AppError('declined', declined);
  s.lock.assertUnlocked();
  return action();
}
