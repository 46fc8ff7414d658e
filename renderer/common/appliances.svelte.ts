/** The window's appliance connections (appliance-connections.ts says how they are kept), on a Resource. */
import type { AppliancesView } from '../../shared/contract/index.js';
import { ApplianceConnections } from './appliance-connections.js';
import { getBridge } from './bridge.js';
import { feed } from './feed.svelte.js';
import { Resource } from './resource.svelte.js';

export const appliances = new ApplianceConnections(
  new Resource<AppliancesView>(() => getBridge().call('appliances.list', {})),
  getBridge,
  (listener) => feed.onHostReconnect(listener),
);
