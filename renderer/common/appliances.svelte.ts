/**
 * The window's view of the appliance connections main keeps (Settings changes them, the
 * Policies view works on the active one): loaded once when first needed, then kept current by
 * main's `appliances.changed` and by the answers of the changes this window makes.
 */
import type { AppliancesView, ApplianceView } from '../../shared/contract/index.js';
import { getBridge } from './bridge.js';
import { feed } from './feed.svelte.js';
import type { Load } from './resource.svelte.js';

class Appliances {
  state = $state.raw<Load<AppliancesView>>({ status: 'loading' });
  private started = false;

  get active(): ApplianceView | null {
    if (this.state.status !== 'ready') return null;
    const { appliances, activeId } = this.state.value;
    return appliances.find((a) => a.id === activeId) ?? null;
  }

  /** Start listening and load, once per window. */
  ensure(): void {
    if (this.started) {
      if (this.state.status === 'error') void this.load();
      return;
    }
    this.started = true;
    getBridge().on('appliances.changed', (view) => this.set(view));
    feed.onHostReconnect(() => void this.load());
    void this.load();
  }

  async load(): Promise<void> {
    const result = await getBridge().call('appliances.list', {});
    if (result.ok) this.set(result.value);
    else if (this.state.status !== 'ready') this.state = { status: 'error', error: result.error };
  }

  retry(): void {
    this.state = { status: 'loading' };
    void this.load();
  }

  set(view: AppliancesView): void {
    this.state = { status: 'ready', value: view };
  }

  /** One connection as main answered a change to it (a rename, a certificate trusted). */
  replace(one: ApplianceView): void {
    if (this.state.status !== 'ready') return void this.load();
    const view = this.state.value;
    this.set({ ...view, appliances: view.appliances.map((a) => (a.id === one.id ? one : a)) });
  }
}

export const appliances = new Appliances();
