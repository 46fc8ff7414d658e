/**
 * Confirmations owned by the main process: anything that changes state on the account is
 * described here, in main's words, and only goes out if the person says yes. Electron asks
 * with a native dialog; browser mode asks the window that made the call and waits for its
 * answer through the contract. Either way: declined (or no answer) means nothing is sent.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
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
  /**
   * The yes counts only with the app password (password-question.ts): every shell asks for it
   * with the question, and the core judges what was typed (`judgedConfirmer`). Electron's native
   * message box has no text field, so there such a question is main's own password window.
   */
  needsPassword?: boolean;
  /**
   * An app password is set: filled in by the core as it asks (judgedConfirmer), so a shell made
   * before the core's lock still knows; browser mode's window then wants it with every yes.
   */
  passwordSet?: boolean;
}

/** Asks the person; resolves true only for an explicit yes. */
export type Confirmer = (session: Session, request: ConfirmRequest) => Promise<boolean>;

/**
 * The core's one judge of a typed app password (LockService, through `reauthenticate`): resolves
 * when it is right, or throws the AppError whose words the person reads (wrong, wait, locked).
 */
export type PasswordJudge = (password: string | null) => Promise<void>;

/**
 * How a shell asks (Electron's dialogs, browser mode's window). Where the question takes a
 * password, the shell hands what was typed to `judge` and may answer yes only once it passed; a
 * refusal's words go back to the person, who may type again or say no.
 */
export type AskPerson = (session: Session, request: ConfirmRequest, judge: PasswordJudge) => Promise<boolean>;

/**
 * The confirmer the core uses, over a shell's way of asking: a yes to a question that needs the
 * app password counts only if that very question's password passed `checkPassword`. So the check,
 * its count of wrong attempts and its delay are the core's in both shells, and a shell that
 * forgot to ask cannot turn a plain yes into one.
 */
export function judgedConfirmer(ask: AskPerson, checkPassword: PasswordJudge, passwordSet: () => boolean = () => false): Confirmer {
  return async (session, request) => {
    let passed = false;
    const judge: PasswordJudge = async (password) => {
      passed = false;
      await checkPassword(password);
      passed = true;
    };
    const yes = await ask(session, { ...request, passwordSet: passwordSet() }, judge);
    if (yes && request.needsPassword === true && !passed) throw new AppError('auth', m.core_needs_password());
    return yes;
  };
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
  private readonly pending = new Map<string, { session: Session; settle: (yes: boolean) => void; timer: ReturnType<typeof setTimeout>; needsPassword: boolean; judge: PasswordJudge }>();

  constructor(
    private readonly emit: (session: Session, request: PendingConfirmation) => void,
    private readonly timeoutMs = 5 * 60_000,
    /**
     * Whether every yes must carry the app password (one is set): in browser mode the page's
     * token alone must not confirm anything; a question that needs it says so itself as well.
     */
    private readonly needsPassword: () => boolean = () => false,
  ) {}

  readonly ask: AskPerson = (session, request, judge) =>
    new Promise<boolean>((resolve) => {
      const id = randomUUID();
      const timer = setTimeout(() => this.settle(id, false), this.timeoutMs);
      timer.unref?.();
      const { passwordChecked, needsPassword: asked, passwordSet, ...shown } = request;
      const needsPassword = asked === true || ((passwordSet === true || this.needsPassword()) && passwordChecked !== true);
      this.pending.set(id, { session, settle: resolve, timer, needsPassword, judge });
      this.emit(session, { id, ...shown, needsPassword });
    });

  /**
   * The window's answer. An unknown id, or one asked of another window, is refused. A yes to a
   * question that needs the app password carries it, and the core's judge decides; a wrong one is
   * refused and the question stays open, so the person can type it again or say no.
   */
  async answer(session: Session, id: string, accepted: boolean, password?: string | null): Promise<void> {
    const entry = this.pending.get(id);
    if (!entry || entry.session !== session) throw new AppError('not-found', m.core_confirm_gone());
    if (accepted && entry.needsPassword) {
      await entry.judge(password ?? null);
      if (this.pending.get(id) !== entry) throw new AppError('not-found', m.core_confirm_gone());
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
