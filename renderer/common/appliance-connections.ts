/**
 * The appliance connections main keeps, as the window holds them (Settings changes them, the
 * Policies view works on the active one): one answer of 'appliances.list' as a Resource, loaded
 * when first needed, then kept current by main's `appliances.changed` and by the answers of the
 * changes this window makes. Pure: the Resource, the bridge and the host's reconnects are given
 * (appliances.svelte.ts gives the window's; a unit test its own).
 */
import type { AppliancesView, ApplianceView, Bridge } from '../../shared/contract/index.js';
import type { Loader } from './loader.js';

export class ApplianceConnections {
  private started = false;

  constructor(
    /** main's list; `busy` while it is asked again, an error with a Retry like every other view's data. */
    readonly list: Loader<AppliancesView>,
    private readonly bridge: () => Pick<Bridge, 'on'>,
    private readonly onHostReconnect: (listener: () => void) => void,
  ) {}

  get active(): ApplianceView | null {
    if (this.list.state.status !== 'ready') return null;
    const { appliances, activeId } = this.list.state.value;
    return appliances.find((a) => a.id === activeId) ?? null;
  }

  /** Start listening, once per window, and load unless the list is here or on its way (again after an error). */
  ensure(): void {
    if (!this.started) {
      this.started = true;
      this.bridge().on('appliances.changed', (view) => this.set(view));
      this.onHostReconnect(() => void this.list.load());
    }
    this.list.ensure();
  }

  /** The whole list as main answered a change (a connection used, removed). */
  set(view: AppliancesView): void {
    this.list.seed(view);
  }

  /** One connection as main answered a change to it (a rename, a certificate trusted). */
  replace(one: ApplianceView): void {
    if (this.list.state.status !== 'ready') return void this.list.load();
    const view = this.list.state.value;
    this.set({ ...view, appliances: view.appliances.map((a) => (a.id === one.id ? one : a)) });
  }
}
