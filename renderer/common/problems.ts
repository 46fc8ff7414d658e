/** What a person can do about an account error: the Balances and Orders views show it under the message. */
import type { AppErrorData } from '../../shared/contract/index.js';
import { m } from '../../shared/i18n/language.js';

export interface Advice {
  /** One sentence on what to do. */
  text: string;
  /** The button or link that helps: open Settings, try again now, or none. */
  action: 'settings' | 'retry' | null;
}

export function problemAdvice(error: AppErrorData): Advice {
  switch (error.kind) {
    case 'auth':
      return { text: m.window_advice_auth(), action: 'settings' };
    case 'keychain':
      return { text: m.window_advice_keychain(), action: 'retry' };
    case 'network':
      return { text: m.window_advice_network(), action: 'retry' };
    case 'unavailable':
      return { text: m.window_advice_unavailable(), action: 'retry' };
    default:
      return { text: m.window_advice_other(), action: 'retry' };
  }
}
