/**
 * The desktop app's password window (electron/main/password-dialog.ts): main's question, which
 * came in this page's address, shown as text; a password field; Enter (or the confirm button)
 * answers yes with what was typed, Escape (or "Don’t do it", or closing) answers no. Main judges
 * the password; a refusal's words are shown here and the person may type again. The page's only
 * way out is its preload's `answer(yes, password)`.
 */
import './password.css';
import { PASSWORD_QUESTION_PARAMS, type PasswordBridge } from '../shared/password-dialog.js';
import { followLanguage, m, systemLanguage } from '../shared/i18n/language.js';
import { keptLanguage } from './common/kept-language.js';
import { loadLanguage } from '../shared/i18n/load-language.js';

const bridge = (window as unknown as { satchelPassword?: PasswordBridge }).satchelPassword;
const params = new URLSearchParams(window.location.search);
const question = Object.fromEntries(PASSWORD_QUESTION_PARAMS.map((name) => [name, params.get(name) ?? ''])) as Record<(typeof PASSWORD_QUESTION_PARAMS)[number], string>;

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = element<HTMLFormElement>('form');
const field = element<HTMLInputElement>('password');
const error = element<HTMLParagraphElement>('error');
const yesButton = element<HTMLButtonElement>('yes');
const noButton = element<HTMLButtonElement>('no');

// The main window's language (it keeps a copy on this origin); main's question comes in it already.
const language = keptLanguage() ?? systemLanguage(navigator.languages ?? [navigator.language]);
followLanguage(() => language);
document.documentElement.lang = language;
// Text only: whatever the question holds is never read as HTML.
element('title').textContent = question.title;
element('message').textContent = question.message;
element('detail').textContent = question.detail;

/** The page's own words. */
function drawWords(): void {
  document.title = question.title || m.window_password_page_title();
  element('password-label').textContent = m.window_app_password();
  noButton.textContent = m.window_password_decline();
  yesButton.textContent = question.confirm || m.window_password_confirm();
}
// Its messages are a chunk of their own but for English (shared/i18n/load-language.ts): drawn once
// it is here, English if it cannot be fetched. Not awaited at the top: the chunk imports this page's
// own file, which would wait for it in turn.
void loadLanguage(language).catch(() => undefined).then(drawWords);

let busy = false;

function setBusy(value: boolean): void {
  busy = value;
  yesButton.disabled = value;
  field.readOnly = value;
}

async function answerYes(): Promise<void> {
  if (busy) return;
  if (!bridge) {
    error.textContent = m.window_password_unreachable();
    return;
  }
  setBusy(true);
  try {
    const reply = await bridge.answer(true, field.value);
    // Taken: main closes the window. Refused: say why, and let the person type again.
    if (!reply.ok) {
      error.textContent = reply.message;
      field.value = '';
    }
  } catch {
    error.textContent = m.window_password_check_failed();
  } finally {
    setBusy(false);
    field.focus();
  }
}

function answerNo(): void {
  // A no needs no password and always counts, even while a yes is being judged.
  void bridge?.answer(false, '').catch(() => undefined);
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void answerYes();
});
noButton.addEventListener('click', answerNo);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    answerNo();
  }
});
field.focus();
