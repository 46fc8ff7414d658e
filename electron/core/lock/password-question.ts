/**
 * What needs the app password again while Satchel is unlocked, beyond the lock's own operations
 * and the questions main asks anyway: revealing a whole transfer code, and an appliance policy
 * change that may weaken it (docs/codes.md, docs/appliance.md). Those are asked through main's
 * question only when a password is set: in browser mode its yes must then carry the password
 * (WindowConfirmer, judged by LockService like every other password check), so holding the
 * window's session is not enough; in Electron main's own dialog, which no window can answer.
 * Without a password there is nothing the question could add in browser mode, so nothing is asked.
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
  if (!(await s.confirm(session, await request()))) throw new AppError('declined', declined);
  s.lock.assertUnlocked();
  return action();
}
