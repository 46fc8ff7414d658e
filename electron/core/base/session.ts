import type { EventName, Events, FiatCurrency, FiatFlow } from '../../../shared/contract/index.js';

/** What a window may call and hear; the lists of each kind are in ipc/window-kinds.ts. */
export type WindowKind = 'main' | 'gateway';

/**
 * What main fixed when it opened a payment window: the flow, the currency, and the account it
 * acts for. The window cannot change any of it; it can only open another window from the main one.
 */
export interface PaymentTicket {
  flow: FiatFlow;
  currency: FiatCurrency;
  profileId: string;
  profileName: string;
  gatewayUrl: string;
}

/** What a window's session is opened as: the main window's unless said. */
export interface SessionOptions {
  kind: WindowKind;
  ticket?: PaymentTicket;
}

/** One window (Electron) or one WebSocket (browser mode): where pushed events go. */
export interface Session {
  readonly id: string;
  /** What this window may call (window-kinds.ts); the main window's when not said. */
  readonly kind: WindowKind;
  /** Payment windows only. */
  readonly ticket?: PaymentTicket;
  emit<E extends EventName>(name: E, payload: Events[E]): void;
}
