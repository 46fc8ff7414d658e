import type { Services } from '../../services.js';

/** After anything that changed the account, or may have: balances and orders are read again. */
export function afterChange<T>(s: Pick<Services, 'account' | 'log'>, work: Promise<T>): Promise<T> {
  return work.finally(() => void s.account.refresh().catch((error: unknown) => s.log('Refreshing after a change failed', error)));
}
