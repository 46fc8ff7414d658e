/**
 * The Codes view's data: every call to main about transfer codes goes through here. The lists
 * are one query whose parameters (tab, order, page, filter) the store keeps, so that a redeem's
 * or a creation's answer can go into the list shown without reading it again (docs/codes.md,
 * "Round trips"). Whole codes (a creation's answer, a Show) pass through and are not kept here:
 * the view that shows one forgets it (on Hide, on lock, when it closes).
 */
import type { CODE_FILTER_STATUSES, CODE_PER_PAGE, RedeemResult, RequestOf, Result, TransferCode } from '../../shared/contract/index.js';
import { getBridge } from '../common/bridge.js';
import { Resource } from '../common/resource.svelte.js';
import { FILTER_GROUPS, type CodeGroup } from './code-status.js';
import { withCreated } from './created-into-list.js';
import { withRedeemed, type ListShown } from './redeemed-into-list.js';

export type CodeList = 'issued' | 'redeemed';
type FilterStatus = (typeof CODE_FILTER_STATUSES)[number];

/** What the lists show: the tab, its order, the page and, for issued codes, the status groups ticked. */
export interface ListQuery {
  which: CodeList;
  orderBy: ListShown['orderBy'];
  orderDir: ListShown['orderDir'];
  perPage: (typeof CODE_PER_PAGE)[number];
  page: number;
  groups: Partial<Record<CodeGroup, boolean>>;
}

const firstQuery = (): ListQuery => ({ which: 'issued', orderBy: 'created_at', orderDir: 'desc', perPage: 10, page: 1, groups: {} });

class CodesStore {
  /** Bound by the view's controls; `reload` after a change asks for it. */
  query = $state<ListQuery>(firstQuery());
  checking = $state(false);
  redeeming = $state(false);
  creating = $state(false);
  private listResource: Resource<TransferCode[]> | null = null;

  /** The page of the list the query names. */
  get list(): Resource<TransferCode[]> {
    return (this.listResource ??= new Resource(() => {
      const { which, page, perPage, orderBy, orderDir } = this.query;
      const base = { page, perPage, orderBy, orderDir };
      return which === 'redeemed' ? getBridge().call('codes.redeemed', base) : getBridge().call('codes.issued', { ...base, statuses: this.statuses() });
    }));
  }

  /** The lists as they first show (issued, newest first), read afresh: each time the view opens, and for another account. */
  openLists(): void {
    this.query = firstQuery();
    void this.list.load();
  }

  /** Read the list the query names now (`firstPage`: a new order or filter starts again at page 1). */
  reload(firstPage = true): void {
    if (firstPage) this.query.page = 1;
    void this.list.load();
  }

  show(which: CodeList): void {
    this.query.which = which;
    this.query.orderBy = which === 'redeemed' ? 'redeemed_at' : 'created_at';
    this.reload();
  }

  goToPage(page: number): void {
    this.query.page = Math.max(1, page);
    this.reload(false);
  }

  /** The public check: what the exchange knows of a code. */
  async check(code: string): Promise<Result<TransferCode>> {
    this.checking = true;
    try {
      return await getBridge().call('codes.check', { code });
    } finally {
      this.checking = false;
    }
  }

  /** Redeem (main asks first): the answer goes into the list shown; an unknown outcome reads it again. */
  async redeem(code: string): Promise<Result<RedeemResult>> {
    this.redeeming = true;
    let result: Result<RedeemResult>;
    try {
      result = await getBridge().call('codes.redeem', { code });
    } finally {
      this.redeeming = false;
    }
    if (result.ok) this.intoList((list, shown, now) => withRedeemed(list, result.value.code, shown, now));
    // It may have been redeemed after all: the list is read before anyone tries twice.
    else if (result.error.kind === 'unknown-outcome') this.reload(false);
    return result;
  }

  /** Create (main asks first): the answer carries the whole code, for the view to show once; the list gets it masked. */
  async create(request: RequestOf<'codes.create'>): Promise<Result<TransferCode>> {
    this.creating = true;
    let result: Result<TransferCode>;
    try {
      result = await getBridge().call('codes.create', request);
    } finally {
      this.creating = false;
    }
    if (result.ok) this.intoList((list, shown, now) => withCreated(list, result.value, shown, now));
    // It may have been made after all: the list is read, as the message says.
    else if (result.error.kind === 'unknown-outcome') this.reload(false);
    return result;
  }

  /** One of the account's codes, by id, masked: a new one for each lookup (its status moves), not kept; ask it with `load`. */
  details(id: number): Resource<TransferCode> {
    return new Resource(() => getBridge().call('codes.details', { id }));
  }

  /** One code whole, because the person pressed Show (main may ask its question first). */
  reveal(id: number): Promise<Result<TransferCode>> {
    return getBridge().call('codes.details', { id, reveal: true });
  }

  private statuses(): FilterStatus[] {
    return FILTER_GROUPS.filter((g) => this.query.groups[g.group]).flatMap((g) => g.statuses) as FilterStatus[];
  }

  /** An answer into the list shown; read instead when none is shown yet, a read is on its way, or where it goes is not known. */
  private intoList(put: (list: TransferCode[], shown: ListShown, now: number) => TransferCode[] | null): void {
    const list = this.listResource;
    if (!list) return;
    const state = list.state;
    const { which, page, perPage, orderBy, orderDir } = this.query;
    const next = state.status === 'ready' && !list.busy ? put(state.value, { which, page, perPage, orderBy, orderDir, statuses: which === 'issued' ? this.statuses() : [] }, Date.now()) : null;
    if (next) list.seed(next);
    else void list.load();
  }
}

export const codes = new CodesStore();
