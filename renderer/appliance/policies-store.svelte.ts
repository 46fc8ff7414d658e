/**
 * The Policies view's data: the page of the active appliance's policies it shows (a Resource, on
 * the query it was asked with), and every change to them. A change answers with main's Result,
 * so the view's Attempt or outcome can say how it went; the page follows the answer (a renamed
 * or edited row is put in place from it: docs/appliance.md, "Round trips"), and only what the
 * answer cannot place (an added policy, a bulk change) is read again.
 */
import type { ApplianceErrorData, BulkResult, PolicyPage, PolicyView, RequestOf, Result } from '../../shared/contract/index.js';
import type { UnsettableField } from '../../shared/appliance/policy.js';
import { applianceErrorText } from '../common/appliance-error.js';
import { getBridge } from '../common/bridge.js';
import { Resource } from '../common/resource.svelte.js';
import { FIRST_PAGE, listRequest, unsupportedRefusal, withoutState, withRow, type BulkVerb, type PolicyQuery } from './policies.js';

const BULK_OPS = { delete: 'policies.remove', enable: 'policies.enable', disable: 'policies.disable' } as const;

class Policies {
  /** What the page shown was (or is being) asked with; kept for the appliance while the window lives. */
  query = $state.raw<PolicyQuery>(FIRST_PAGE);
  /** A bulk change or a rename waiting for the appliance (or the person's confirmation). */
  working = $state<BulkVerb | 'rename' | null>(null);
  /** The add or edit form's change waiting for the appliance. */
  saving = $state(false);
  /** Appliances this window saw answer 1240 (main says so too, in appliances.changed; this is at once). */
  learnt = $state.raw<ReadonlySet<string>>(new Set());
  private resource: Resource<PolicyPage> | null = null;
  private applianceId: string | null = null;

  /** The page shown; kept while the next one loads, so the table does not jump. */
  get list(): Resource<PolicyPage> {
    return (this.resource ??= new Resource(() => this.fetchPage()));
  }

  /**
   * The view is shown for this appliance: its page is read (again: policies may have changed
   * elsewhere). Another appliance than last time starts from its first page, with nothing shown.
   */
  open(applianceId: string): void {
    if (applianceId !== this.applianceId) {
      this.applianceId = applianceId;
      this.query = FIRST_PAGE;
      this.list.state = { status: 'loading' };
    }
    void this.list.load();
  }

  /** Another page, size, filter or sort: the first page of it unless a page is named. */
  setQuery(change: Partial<PolicyQuery>): void {
    this.query = { ...this.query, page: 1, ...change };
    void this.list.load();
  }

  /** The appliance keeps no state (1240, or main says so): a filter or sort on it goes. */
  dropStateQuery(): void {
    const query = withoutState(this.query);
    if (!query) return;
    this.query = query;
    void this.list.load();
  }

  reload(): Promise<void> {
    return this.list.load();
  }

  private async fetchPage(): Promise<Result<PolicyPage>> {
    const q = this.query;
    const result = await getBridge().call('policies.list', listRequest(q));
    // The appliance's errorcode and own words after the meaning (ErrorState shows the message).
    if (!result.ok) return { ok: false, error: { ...result.error, message: applianceErrorText(result.error) } };
    // Past the end (policies deleted elsewhere): main served the last page; the query says so without asking again.
    if (q === this.query && result.value.page !== q.page) this.query = { ...q, page: result.value.page };
    return result;
  }

  /** A 1240 to enable, disable or unset: the view stops offering them at once. */
  unsupported(error: ApplianceErrorData | null | undefined): void {
    const id = this.applianceId;
    if (error?.reason !== 'unsupported' || id === null || this.learnt.has(id)) return;
    this.learnt = new Set([...this.learnt, id]);
  }

  async bulk(verb: BulkVerb, names: string[]): Promise<Result<BulkResult>> {
    this.working = verb;
    const result = await getBridge().call(BULK_OPS[verb], { names });
    this.working = null;
    if (!result.ok) return result;
    if (verb !== 'delete') this.unsupported(unsupportedRefusal(result.value));
    // The page read again before the answer is given: the view moves the focus off a row that went.
    await this.reload();
    return result;
  }

  async rename(name: string, newName: string): Promise<Result<PolicyView>> {
    this.working = 'rename';
    const result = await getBridge().call('policies.rename', { name, newName });
    this.working = null;
    if (result.ok) this.replaceRow(name, result.value);
    return result;
  }

  /** Where the new policy goes in a sorted, filtered, paged table only the appliance can say: the page is read again. */
  async add(request: RequestOf<'policies.add'>): Promise<Result<PolicyView>> {
    const result = await this.save(() => getBridge().call('policies.add', request));
    if (result.ok) this.reload();
    return result;
  }

  async update(request: RequestOf<'policies.update'>): Promise<Result<PolicyView>> {
    const result = await this.save(() => getBridge().call('policies.update', request));
    if (result.ok) this.replaceRow(request.name, result.value);
    return result;
  }

  async unset(name: string, field: UnsettableField): Promise<Result<PolicyView>> {
    const result = await this.save(() => getBridge().call('policies.unset', { name, fields: [field] }));
    if (result.ok) this.replaceRow(name, result.value);
    else this.unsupported(result.error);
    return result;
  }

  private async save(send: () => Promise<Result<PolicyView>>): Promise<Result<PolicyView>> {
    this.saving = true;
    try {
      return await send();
    } finally {
      this.saving = false;
    }
  }

  /**
   * The row from the answer, where it was (in a sorted or filtered table too: it moves, or goes,
   * on the next read), so a change of one policy costs no read of the page.
   */
  private replaceRow(name: string, changed: PolicyView): void {
    const state = this.list.state;
    if (state.status !== 'ready') return void this.reload();
    this.list.state = { status: 'ready', value: withRow(state.value, name, changed) };
  }
}

export const policies = new Policies();
