/**
 * An error as the window shows it. Main writes the sentence (`message`); this only makes sure
 * there always is one, and puts the appliance's own code after it, named as the appliance's,
 * for whoever reads the appliance's log or documentation. Never a bare "errorcode".
 */
import type { AppErrorData, ApplianceErrorData, ErrorKind } from '../contract/index.js';
import { m } from '../i18n/language.js';

/**
 * Said when main gave no sentence of its own (it always should): one per kind. Message
 * functions, called when the error is shown, so the sentence is in the language of that moment.
 */
export const KIND_SENTENCES: Readonly<Record<ErrorKind, () => string>> = {
  validation: m.core_kind_validation,
  auth: m.core_kind_auth,
  keychain: m.core_kind_keychain,
  network: m.core_kind_network,
  unavailable: m.core_kind_unavailable,
  exchange: m.core_kind_exchange,
  malformed: m.core_kind_malformed,
  'not-found': m.core_kind_not_found,
  locked: m.core_kind_locked,
  declined: m.core_kind_declined,
  guard: m.core_kind_guard,
  'unknown-outcome': m.core_kind_unknown_outcome,
  cancelled: m.core_kind_cancelled,
  internal: m.core_kind_internal,
};

/** The sentence for an error kind, in the language now. */
export function kindSentence(kind: ErrorKind): string {
  return (KIND_SENTENCES[kind] ?? KIND_SENTENCES.internal)();
}

export function errorText(error: AppErrorData): string {
  const message = error.message?.trim() || kindSentence(error.kind);
  const code = (error as ApplianceErrorData).errorcode;
  if (code === undefined) return message;
  // A sentence that already names the code (in any of the languages) is not given it twice.
  const tail = m.core_with_appliance_code({ message: '', code }).trim();
  if (message.includes(tail) || new RegExp(`\\bappliance code ${code}\\b`).test(message)) return message;
  return m.core_with_appliance_code({ message, code });
}
