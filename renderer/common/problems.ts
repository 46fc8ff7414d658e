/** What a person can do about an account error: the Balances and Orders views show it under the message. */
import type { AppErrorData } from '../../shared/contract/index.js';

export interface Advice {
  /** One sentence on what to do. */
  text: string;
  /** The button or link that helps: open Settings, try again now, or none. */
  action: 'settings' | 'retry' | null;
}

export function problemAdvice(error: AppErrorData): Advice {
  switch (error.kind) {
    case 'auth':
      return { text: 'The exchange refused this account’s key: it may have been revoked or changed. Add the key again in Settings.', action: 'settings' };
    case 'keychain':
      return {
        text: 'Satchel keeps the API secret in the system keychain. Unlock the keychain (on Linux, a Secret Service such as GNOME Keyring must be running), then try again.',
        action: 'retry',
      };
    case 'network':
      return { text: 'Check the internet connection. Satchel keeps trying by itself.', action: 'retry' };
    case 'unavailable':
      return { text: 'The exchange is not answering properly right now. Satchel keeps trying by itself.', action: 'retry' };
    default:
      return { text: 'Satchel keeps trying by itself.', action: 'retry' };
  }
}
