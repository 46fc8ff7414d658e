/**
 * Browser mode's adapter of the core's shell ports (electron/core/shell/ports.ts): the ports of
 * a shell that has only its windows (window-ports.ts) — questions asked in the window that made
 * the call, files handed back to it as downloads, settled funds told as a notice the window
 * shows — plus the payment window as a second tab: a token of its own that opens a session
 * of the `gateway` kind only (payment-tokens.ts), at the host's address. The host
 * (host.ts) checks those tokens and says where it listens. It is kept to what the tests and
 * `npm start`'s fallback need; Electron is the product (docs/architecture.md, "Shell ports").
 */
import { AppError } from '../../shared/contract/index.js';
import type { ShellPorts } from '../core/shell/ports.js';
import { NO_PAYMENT_WINDOW, windowOnlyPorts } from '../core/shell/window-ports.js';
import { PaymentTokens } from './payment-tokens.js';

export interface BrowserShell {
  ports: ShellPorts;
  /** The payment tabs' tokens, checked by the host when a tab opens its session. */
  readonly payments: PaymentTokens;
  /** Where the host serves the app (http://127.0.0.1:port), or null once it has stopped. */
  serveAt(origin: string | null): void;
}

export function browserShell(): BrowserShell {
  const payments = new PaymentTokens();
  let origin: string | null = null;
  return {
    ports: {
      ...windowOnlyPorts(),
      openPaymentWindow: async (ticket) => {
        if (!origin) throw new AppError('unavailable', NO_PAYMENT_WINDOW);
        return { opened: 'tab', url: `${origin}/gateway.html#token=${payments.issue(ticket)}` };
      },
    },
    payments,
    serveAt(at) {
      origin = at;
      if (!at) payments.revoke();
    },
  };
}
