/**
 * The funds views' data (Deposit, Withdraw with its guard, History, an operation's details): every
 * call they make to main goes through here, and the views only render. Queries are Resources made
 * on first use; a change returns main's answer (for the view's Attempt) and puts what the answer
 * carries into the resources, so nothing the answer told is read again.
 */
import type {
  CoinWithdrawalResult,
  DepositAddressResult,
  DepositDetails,
  DepositInfo,
  GuardView,
  HistoryExport,
  HistoryExportProgress,
  HistoryFilter,
  HistoryPage,
  RequestOf,
  Result,
  WithdrawalDetails,
} from '../../shared/contract/index.js';
import { session } from '../common/app-session.svelte.js';
import { getBridge } from '../common/bridge.js';
import { Resource } from '../common/resource.svelte.js';
import { withSent } from './sent.js';

export type OperationKind = 'deposit' | 'withdraw';
export type HistoryQuery = RequestOf<'history.list'>;

/** How many of a coin's latest withdrawals are kept: enough for the look-alike check. */
const SENT_PAGE = 100;

/**
 * An account's answers are kept under it: after a switch, another account's deposit address or
 * address book never shows, not even while the new account's loads.
 */
function ofAccount<T>(kept: Map<string, Resource<T>>, key: string, fetch: () => Promise<Result<T>>): Resource<T> {
  const full = `${session.active?.id ?? ''} ${key}`;
  let resource = kept.get(full);
  if (!resource) kept.set(full, (resource = new Resource(fetch)));
  return resource;
}

class FundsStore {
  private guards = new Map<string, Resource<GuardView>>();
  private deposits = new Map<string, Resource<DepositInfo>>();
  private sent = new Map<string, Resource<HistoryPage>>();
  private historyResource: Resource<HistoryPage> | null = null;
  private historyAsked: HistoryQuery | null = null;

  /** A change to the guard is on its way (one at a time). */
  guardBusy = $state(false);
  /** 'deposits.generateAddress' is on its way. */
  generating = $state(false);
  /** A withdrawal is waiting for the person's confirmation and the exchange. */
  sending = $state(false);
  /** The filter of the history rows on screen (the list shown stays while the next one loads). */
  historyShown = $state.raw<HistoryFilter | null>(null);
  exporting = $state(false);
  exportProgress = $state.raw<HistoryExportProgress | null>(null);

  /** The withdrawal guard: the address book, the rules and what was sent in the last 24 hours. */
  get guard(): Resource<GuardView> {
    return ofAccount(this.guards, '', () => getBridge().call('guard.get', {}));
  }

  /** One coin's deposit address and terms. */
  depositInfo(currency: string): Resource<DepositInfo> {
    return ofAccount(this.deposits, currency, () => getBridge().call('deposits.info', { currency }));
  }

  /** A coin's latest withdrawals: where it went before (address poisoning) and, after a lost answer, whether it went. */
  sentOf(currency: string): Resource<HistoryPage> {
    const filter: HistoryFilter = { type: 'withdraws', currencies: [currency], statuses: [], from: null, to: null, orderBy: 'created_at', orderDir: 'desc' };
    return ofAccount(this.sent, currency, () => getBridge().call('history.list', { filter, page: 1, perPage: SENT_PAGE }));
  }

  /** The history page shown by the History view. */
  get history(): Resource<HistoryPage> {
    return (this.historyResource ??= new Resource(() => getBridge().call('history.list', this.historyAsked!)));
  }

  /**
   * One deposit's or withdrawal's details, to load when shown. Not kept: its status moves, and a
   * withdrawal just made shows the details its answer carried instead.
   */
  details(kind: OperationKind, id: number): Resource<DepositDetails | WithdrawalDetails> {
    return new Resource<DepositDetails | WithdrawalDetails>(() =>
      kind === 'deposit' ? getBridge().call('deposits.details', { id }) : getBridge().call('withdrawals.details', { id }),
    );
  }

  /** `fresh`: what an earlier visit showed goes first ("loading"), not shown under a new form. */
  async showHistory(query: HistoryQuery, fresh = false): Promise<void> {
    this.historyAsked = query;
    if (fresh) {
      this.history.state = { status: 'loading' };
      this.historyShown = null;
    }
    await this.history.load();
    if (this.historyAsked === query) this.historyShown = query.filter;
  }

  /** Every page of `filter` as CSV; `exportProgress` follows main's progress meanwhile. */
  async exportHistory(filter: HistoryFilter): Promise<Result<HistoryExport>> {
    this.exporting = true;
    this.exportProgress = null;
    const stop = getBridge().on('history.exportProgress', (p) => (this.exportProgress = p));
    try {
      return await getBridge().call('history.export', { filter });
    } finally {
      stop();
      this.exporting = false;
    }
  }

  async generateAddress(currency: string): Promise<Result<DepositAddressResult>> {
    const info = this.depositInfo(currency);
    this.generating = true;
    const result = await getBridge().call('deposits.generateAddress', { currency });
    this.generating = false;
    if (result.ok) info.seed(result.value.info);
    return result;
  }

  async withdraw(request: RequestOf<'withdrawals.create'>): Promise<Result<CoinWithdrawalResult>> {
    const guard = this.guard;
    const sent = this.sentOf(request.currency);
    this.sending = true;
    const result = await getBridge().call('withdrawals.create', request);
    this.sending = false;
    if (result.ok) {
      // The guard as main now counts it, and the withdrawal itself, came with the answer.
      guard.seed(result.value.guard);
      if (sent.state.status === 'ready') sent.seed(withSent(sent.state.value, result.value.details));
    } else if (result.error.kind === 'unknown-outcome') {
      // It may well have gone, and the answer cannot say: what the exchange lists now (the list
      // from before is not shown meanwhile, as if it were that).
      sent.retry();
    }
    return result;
  }

  saveAddress(request: RequestOf<'guard.saveAddress'>): Promise<Result<GuardView>> {
    return this.changeGuard(() => getBridge().call('guard.saveAddress', request));
  }

  removeAddress(request: RequestOf<'guard.removeAddress'>): Promise<Result<GuardView>> {
    return this.changeGuard(() => getBridge().call('guard.removeAddress', request));
  }

  setRule(request: RequestOf<'guard.setRule'>): Promise<Result<GuardView>> {
    return this.changeGuard(() => getBridge().call('guard.setRule', request));
  }

  /** Each change answers with the whole guard as main now keeps it. */
  private async changeGuard(call: () => Promise<Result<GuardView>>): Promise<Result<GuardView>> {
    const guard = this.guard;
    this.guardBusy = true;
    const result = await call();
    this.guardBusy = false;
    if (result.ok) guard.seed(result.value);
    return result;
  }
}

export const funds = new FundsStore();
