/**
 * What the core asks of the shell it runs in, given once when the core is made (createCore's
 * `ports`) and never written afterwards. Two adapters implement it: Electron's
 * (electron/main/shell-ports.ts: native dialogs, the password window, the save dialog, a child
 * payment window, native notifications) and browser mode's (electron/web/shell-ports.ts:
 * questions and downloads through the window, the payment window as a tab). One conformance suite
 * (test/support/shell-conformance.ts) runs against both; docs/architecture.md, "Shell ports".
 */
import type { FiatDepositFinished, FiatWindowOpened, FundsSettled, Notice } from '../../../shared/contract/index.js';
import type { AskPerson } from '../confirm/confirm.js';
import type { PaymentTicket, Session, SessionOptions } from '../base/session.js';

/** What became of a file the core asked to save. */
export type SavedFile =
  /** Written where the person chose (Electron's save dialog). */
  | { saved: 'file'; path: string }
  /** The person closed the save dialog: nothing was written. */
  | { saved: 'cancelled' }
  /** Handed back to the asking window, which saves it as a download (browser mode). */
  | { saved: 'download'; fileName: string; content: string };

export interface FileToSave {
  /** The name offered; its ending says what kind of file it is (`.csv`, `.txt`). */
  suggestedName: string;
  content: string;
  /** What the person is doing, as a save dialog's title ("Export history"). */
  title?: string;
}

export type SaveFile = (session: Session, file: FileToSave) => Promise<SavedFile>;

/** The core's window sessions, for a shell that opens a window of its own (the payment window). */
export interface WindowSessions {
  /** A window's session: its events are only those its kind may hear. */
  open(emit: Session['emit'], options?: SessionOptions): Session;
  close(session: Session): void;
}

/**
 * Opens the payment window a ticket describes, for the window that asked; a window the shell
 * makes itself gets its session of kind `gateway` from `windows`.
 */
export type PaymentWindowOpener = (ticket: PaymentTicket, asker: Session, windows: WindowSessions) => Promise<FiatWindowOpened>;

/** Something the core tells the person beside the windows' own events. */
export type ShellNotice =
  /** Deposits credited and withdrawals completed; `amountsHidden` is privacy mode at that moment. */
  | { kind: 'funds.settled'; settled: FundsSettled; amountsHidden: boolean }
  /** A deposit through the gateway ended: the payment window has done its work. */
  | { kind: 'fiat.depositFinished'; finished: FiatDepositFinished };

/**
 * How the shell asks the person (`confirm`): the core judges any typed app password
 * (judgedConfirmer), so `ask` only carries what was typed to the judge. A shell that asks in
 * the window takes the window's answers (`app.confirm`) in `answer`; one that asks by its own
 * means (Electron's dialogs) refuses them.
 */
export interface QuestionPort {
  ask: AskPerson;
  answer(session: Session, id: string, accepted: boolean, password?: string | null): Promise<void>;
  /** The window went away: whatever it was asked is a no. */
  forget(session: Session): void;
}

/** Puts a notice in the main windows (the `notice` event), which show it as they are given it. */
export type TellWindows = (notice: Notice) => void;

export interface ShellPorts {
  questions: QuestionPort;
  saveFile: SaveFile;
  openPaymentWindow: PaymentWindowOpener;
  /**
   * The shell decides how the person is told: by its own means (Electron: a system
   * notification), or in the windows through `tellWindows` (browser mode). The windows never
   * ask which shell they run in.
   */
  notify(notice: ShellNotice, tellWindows: TellWindows): void;
  /**
   * Quits and starts Satchel again (its quit path closes the core and the demo servers first);
   * null where the shell cannot start itself (browser mode: its command line starts it).
   */
  restart: (() => void) | null;
}
