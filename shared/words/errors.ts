/**
 * An error as the window shows it. Main writes the sentence (`message`); this only makes sure
 * there always is one, and puts the appliance's own code after it, named as the appliance's,
 * for whoever reads the appliance's log or documentation. Never a bare "errorcode".
 */
import type { AppErrorData, ApplianceErrorData, ErrorKind } from '../contract/index.js';

/** Said when main gave no sentence of its own (it always should): one per kind. */
export const KIND_SENTENCES: Readonly<Record<ErrorKind, string>> = {
  validation: 'Satchel could not do this: something in the request is not right.',
  auth: 'The server refused the credentials.',
  keychain: 'Satchel cannot reach the system keychain.',
  network: 'The server cannot be reached right now.',
  unavailable: 'The server cannot serve this right now. Try again shortly.',
  exchange: 'The server refused the request.',
  malformed: 'The server answered something Satchel cannot read.',
  'not-found': 'The server does not know this.',
  locked: 'Satchel is locked. Unlock it to go on.',
  declined: 'You declined: nothing was sent.',
  guard: 'The withdrawal guard stopped this.',
  'unknown-outcome': 'The request was sent, but no answer came back: it may or may not have happened. Check before you try again.',
  cancelled: 'The request was cancelled.',
  internal: 'Something went wrong inside Satchel. The details were written to its log.',
};

export function errorText(error: AppErrorData): string {
  const message = error.message?.trim() || KIND_SENTENCES[error.kind] || KIND_SENTENCES.internal;
  const code = (error as ApplianceErrorData).errorcode;
  if (code === undefined || new RegExp(`\\bappliance code ${code}\\b`).test(message)) return message;
  return `${message} (appliance code ${code})`;
}
