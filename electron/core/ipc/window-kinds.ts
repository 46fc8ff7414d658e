/**
 * Windows come in kinds, and each kind may call only its own operations and hear only its own
 * events. This is the one place to audit what a window may do; Electron's sender check and
 * browser mode's token both end in a session of one kind, and the core checks it on every call.
 *
 *  - main: the wallet window. Everything, except the payment window's own operations, which
 *    act for the account and currency main fixed when it opened that window (a main session has
 *    no such ticket, so they would mean nothing there).
 *  - gateway: the payment-gateway window. Only the fiat operations, plus the exceptions below.
 */
import type { EventName, OperationName } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { operationPhrase } from '../../../shared/words/index.js';
import type { WindowKind } from '../base/session.js';

export type { WindowKind };

const PAYMENT_WINDOW_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>([
  'fiat.context',
  'fiat.payoutServices',
  'fiat.withdraw',
  'fiat.depositServices',
  'fiat.deposit',
  'fiat.depositSimple',
]);

const GATEWAY_OPERATIONS: ReadonlySet<OperationName> = new Set<OperationName>([
  ...PAYMENT_WINDOW_OPERATIONS,
  // Exception: browser mode asks a withdrawal's confirmation in the window that asked for the
  // withdrawal, and only that window can answer it (confirm/confirm.ts). Electron asks with a
  // native dialog and never needs it.
  'confirm.answer',
  // Exception: typing in the payment window is the person's activity; without it the app could
  // lock itself while a card number is being typed.
  'app.activity',
]);

const GATEWAY_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  // The confirmation of its own withdrawal (browser mode), and the lock that stops it.
  'confirm.request',
  'lock.changed',
  // The theme follows the main window's choice.
  'settings.changed',
  'fiat.depositFinished',
]);

export function operationAllowed(kind: WindowKind, op: OperationName): boolean {
  return kind === 'gateway' ? GATEWAY_OPERATIONS.has(op) : !PAYMENT_WINDOW_OPERATIONS.has(op);
}

export function eventAllowed(kind: WindowKind, event: EventName): boolean {
  return kind === 'gateway' ? GATEWAY_EVENTS.has(event) : true;
}

/** Said to a window that called what its kind may not. */
export function refusalText(kind: WindowKind, op: OperationName): string {
  return kind === 'gateway'
    ? m.core_payment_window_cannot({ what: operationPhrase(op) })
    : m.core_only_payment_window({ what: operationPhrase(op) });
}
