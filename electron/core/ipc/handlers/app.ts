import { AppError } from '../../../../shared/contract/index.js';
import { m } from '../../../../shared/i18n/language.js';
import { exportDiagnostics } from '../../diagnostics/export.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import { marketExchangeSetting } from '../../market/market-exchange.js';

type AppOps =
  | 'app.info'
  | 'app.notices'
  | 'app.activity'
  | 'app.exportDiagnostics'
  | 'app.restart'
  | 'settings.get'
  | 'settings.update'
  | 'confirm.answer'
  | 'lock.status'
  | 'lock.unlock'
  | 'lock.lock'
  | 'lock.setPassword';

export type AppNeeds = Pick<Services, 'options' | 'exchangeUrl' | 'takeNotices' | 'lock' | 'settings' | 'settingsView' | 'windowAnswers' | 'saveFile' | 'restart'>;

/** The app itself: what it is, its settings, its lock, and browser mode's answers to main's questions. */
export function appHandlers(s: AppNeeds): Pick<Handlers, AppOps> {
  return {
    'app.info': () => ({
      version: s.options.version, shell: s.options.shell, exchangeUrl: s.exchangeUrl(),
      demo: s.options.demo,
      exchangeFixedBy: s.options.exchangeFixedBy?.() ?? null,
      canRestart: s.restart !== null,
    }),
    'app.notices': () => s.takeNotices(),
    'app.activity': () => {
      s.lock.touch();
      return null;
    },
    'app.exportDiagnostics': (_request, session) => exportDiagnostics(s, session),
    'app.restart': () => {
      if (s.restart === null) throw new AppError('unavailable', m.core_cannot_restart());
      s.restart();
      return null;
    },
    'settings.get': () => s.settingsView(),
    // What may change while locked is the contract's lock flag (changesMoreThanLooks), judged by the router.
    'settings.update': (patch) => {
      const { balancesIntervalMs, ordersIntervalMs, tickersIntervalMs, checkForUpdates, updateChannel, marketExchange, ...looks } = patch;
      const rest = marketExchange === undefined ? looks : { ...looks, marketExchange: marketExchangeSetting(marketExchange) };
      const polling = {
        ...(balancesIntervalMs === undefined ? {} : { balancesMs: balancesIntervalMs }),
        ...(ordersIntervalMs === undefined ? {} : { ordersMs: ordersIntervalMs }),
        ...(tickersIntervalMs === undefined ? {} : { tickersMs: tickersIntervalMs }),
      };
      const updates = {
        ...(checkForUpdates === undefined ? {} : { check: checkForUpdates }),
        ...(updateChannel === undefined ? {} : { channel: updateChannel }),
      };
      s.settings.update({ ...rest, ...(Object.keys(polling).length ? { polling } : {}), ...(Object.keys(updates).length ? { updates } : {}) });
      return s.settingsView();
    },
    'confirm.answer': async ({ id, accepted, password }, session) => {
      await s.windowAnswers.answer(session, id, accepted, password);
      return null;
    },
    'lock.status': () => s.lock.status,
    'lock.unlock': ({ password }) => s.lock.unlock(password),
    'lock.lock': () => s.lock.lock(),
    'lock.setPassword': ({ current, next }) => s.lock.setPassword(current, next),
  };
}
