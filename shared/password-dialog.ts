/**
 * The desktop app's password window (electron/main/password-dialog.ts): what its page, its
 * preload and main agree on. Electron's native message box has no text field, so a question
 * that needs the app password is asked in this small window of main's instead; its page shows
 * main's question as plain text and sends back only the answer and what was typed.
 */

/** The one IPC channel of the password window: its preload's `answer(yes, password)`. */
export const PASSWORD_ANSWER_CHANNEL = 'satchel-password:answer';

/** The page's path under the app protocol (app://satchel/password.html). */
export const PASSWORD_PAGE = '/password.html';

/** The query parameters that carry main's question to the page (text, never HTML). */
export const PASSWORD_QUESTION_PARAMS = ['title', 'message', 'detail', 'confirm'] as const;
export type PasswordQuestionText = Record<(typeof PASSWORD_QUESTION_PARAMS)[number], string>;

/** Main's reply to an answer: taken (main closes the window), or refused with words for the person (a wrong password). */
export type PasswordReply = { ok: true } | { ok: false; message: string };

/** What the preload exposes to the page as `window.satchelPassword`, and nothing else. */
export interface PasswordBridge {
  answer(yes: boolean, password: string): Promise<PasswordReply>;
}

/** Longer than any password field takes (PasswordText in the contract). */
export const MAX_PASSWORD_LENGTH = 1024;
