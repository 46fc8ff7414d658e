import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type LockOps = 'lock.status' | 'lock.unlock' | 'lock.lock' | 'lock.setPassword';

export function lockHandlers(s: Services): Pick<Handlers, LockOps> {
  return {
    'lock.status': () => s.lock.status,
    'lock.unlock': ({ password }) => s.lock.unlock(password),
    'lock.lock': () => s.lock.lock(),
    'lock.setPassword': ({ current, next }) => s.lock.setPassword(current, next),
  };
}
