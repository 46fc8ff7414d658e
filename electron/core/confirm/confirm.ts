/**
 * Confirmations owned by the main process: anything that changes state on the account is
 * described here, in main's words, and only goes out if the person says yes. Electron asks
 * with a native dialog; browser mode asks the window that made the call and waits for its
 * answer through the contract. Either way: declined (or no answer) means nothing is sent.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/contract/index.js';
import type { Session } from '../base/session.js';

export interface ConfirmRequest {
  title: string;
  /** One sentence: exactly what will happen. */
  message: string;
  /** The figures: amounts, prices, ids. */
  detail: string;
  confirmLabel: string;
  /**
   * The app password was checked for this very request just before asking (a step that needs
   * it): browser mode's question does not ask for it a second time.
   */
  passwordChecked?: boolean;
}

/** Asks the person; resolves true only for an explicit yes. */
export type Confirmer = (session: Session, request: ConfirmRequest) => Promise<boolean>;

/** Runs `action` only after a yes; a no is the `declined` error and nothing happens. */
export async function confirmThen<T>(confirmer: Confirmer, session: Session, request: ConfirmRequest, action: () => Promise<T>): Promise<T> {
  if (!(await confirmer(session, request))) throw new AppError('declined', 'Declined: nothing was sent to the exchange.');
  return action();
}

export interface PendingConfirmation extends ConfirmRequest {
  id: string;
  needsPassword: boolean;
}

/**
 * Browser mode's confirmer: pushes `confirm.request` to the asking window and waits for that
 * same window's `confirm.answer`. Another window cannot answer it; an unanswered question
 * expires as a no.
 */
export class WindowConfirmer {
  private readonly pending = new Map<string, { session: Session; settle: (yes: boolean) => void; timer: ReturnType<typeof setTimeout>; needsPassword: boolean }>();

  constructor(
    private readonly emit: (session: Session, request: PendingConfirmation) => void,
    private readonly timeoutMs = 5 * 60_000,
    /** Whether a yes must carry the app password (one is set). */
    private readonly needsPassword: () => boolean = () => false,
  ) {}

  readonly ask: Confirmer = (session, request) =>
    new Promise<boolean>((resolve) => {
      const id = randomUUID();
      const timer = setTimeout(() => this.settle(id, false), this.timeoutMs);
      timer.unref?.();
      const { passwordChecked, ...shown } = request;
      const needsPassword = this.needsPassword() && passwordChecked !== true;
      this.pending.set(id, { session, settle: resolve, timer, needsPassword });
      this.emit(session, { id, ...shown, needsPassword });
    });

  /**
   * The window's answer. An unknown id, or one asked of another window, is refused. A yes to a
   * question that needs the app password is first checked by `checkPassword`; a wrong one is
   * refused and the question stays open, so the person can type it again or say no.
   */
  async answer(session: Session, id: string, accepted: boolean, checkPassword?: () => Promise<void>): Promise<void> {
    const entry = this.pending.get(id);
    if (!entry || entry.session !== session) throw new AppError('not-found', 'That confirmation is no longer waiting for an answer.');
    if (accepted && entry.needsPassword) {
      if (!checkPassword) throw new AppError('auth', 'This needs your app password.');
      await checkPassword();
      if (this.pending.get(id) !== entry) throw new AppError('not-found', 'That confirmation is no longer waiting for an answer.');
    }
    this.settle(id, accepted);
  }

  /** A window that goes away answers no to everything it was asked. */
  forget(session: Session): void {
    for (const [id, entry] of this.pending) if (entry.session === session) this.settle(id, false);
  }

  private settle(id: string, yes: boolean): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    entry.settle(yes);
  }
}
