import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type LockOps = 'app.activity' | 'lock.status' | 'lock.unlock' | 'lock.lock' | 'lock.setPassword';

export function lockHandlers(s: Services): Pick<Handlers, LockOps> {
  return {
    'app.activity': () => {
      s.lock.touch();
      return null;
    },
    'lock.status': () => s.lock.status,
    'lock.unlock': ({ password }) => s.lock.unlock(password),
    'lock.lock': () => s.lock.lock(),
    'lock.setPassword': ({ current, next }) => s.lock.setPassword(current, next),
  };
}
