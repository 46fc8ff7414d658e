import type { Logger } from '../base/logger.js';

export interface AfterChangeNeeds {
  account: { refresh(): Promise<void> };
  log: Logger;
}

/** Reads balances and orders again after anything that changed the account, or may have; a failure only goes to the log. */
export function refreshAccount(s: AfterChangeNeeds): void {
  void s.account.refresh().catch((error: unknown) => s.log('Refreshing after a change failed', error));
}

/** After anything that changed the account, or may have: balances and orders are read again. */
export function afterChange<T>(s: AfterChangeNeeds, work: Promise<T>): Promise<T> {
  return work.finally(() => refreshAccount(s));
}
