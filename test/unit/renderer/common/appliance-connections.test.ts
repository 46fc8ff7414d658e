import { describe, expect, it } from 'vitest';
import type { AppliancesView, ApplianceView } from '../../../../shared/contract/index.js';
import { ApplianceConnections } from '../../../../renderer/common/appliance-connections.js';
import { Loader, type Load } from '../../../../renderer/common/loader.js';
import { BridgeDouble } from '../../../support/bridge-double.js';

/** The Resource the window gives, its fields plain instead of runes. */
class List extends Loader<AppliancesView> {
  state: Load<AppliancesView> = { status: 'loading' };
  answeredAt: number | null = null;
  busy = false;
}

function appliance(id: string, name: string): ApplianceView {
  return {
    id,
    name,
    url: 'http://127.0.0.1:8443',
    user: 'admin',
    auth: 'basic',
    prefix: '/svc/v1',
    pinnedFingerprint: null,
    demo: false,
    statesUnsupported: false,
    certificateExpiredOn: null,
  };
}

const office = appliance('a1', 'Office');
const lab = appliance('a2', 'Lab');
const two: AppliancesView = { appliances: [office, lab], activeId: 'a1', demoOffered: false };

function setUp() {
  const main = new BridgeDouble();
  const reconnects: (() => void)[] = [];
  const connections = new ApplianceConnections(new List(() => main.call('appliances.list', {})), () => main, (listener) => reconnects.push(listener));
  return { main, connections, hostBack: () => reconnects.forEach((listener) => listener()) };
}

describe('the window’s appliance connections', () => {
  it('are asked for once when first needed, busy meanwhile, and the active one is the one main names', async () => {
    const { main, connections } = setUp();
    connections.ensure();
    connections.ensure();
    expect(main.requests('appliances.list')).toHaveLength(1);
    expect(connections.list.busy).toBe(true);
    expect(connections.active).toBeNull();
    await main.answer('appliances.list', { ok: true, value: two });
    expect(connections.list.busy).toBe(false);
    expect(connections.active).toEqual(office);
    connections.ensure();
    expect(main.requests('appliances.list')).toHaveLength(1);
    expect(main.listening('appliances.changed')).toBe(1);
  });

  it('show why they cannot be read, ask again when a view needs them, and Retry says it is loading', async () => {
    const { main, connections } = setUp();
    connections.ensure();
    const down = { kind: 'unavailable' as const, message: 'Satchel cannot reach its host.' };
    await main.answer('appliances.list', { ok: false, error: down });
    expect(connections.list.state).toEqual({ status: 'error', error: down });
    connections.ensure();
    expect(connections.list.state.status).toBe('error');
    expect(main.requests('appliances.list')).toHaveLength(2);
    await main.answer('appliances.list', { ok: false, error: down });
    connections.list.retry();
    expect(connections.list.state).toEqual({ status: 'loading' });
    await main.answer('appliances.list', { ok: true, value: two });
    expect(connections.list.state).toEqual({ status: 'ready', value: two });
  });

  it('follow main’s appliances.changed, and an older answer that arrives after it does not put the old list back', async () => {
    const { main, connections } = setUp();
    connections.ensure();
    const labActive: AppliancesView = { ...two, activeId: 'a2' };
    main.emit('appliances.changed', labActive);
    expect(connections.active).toEqual(lab);
    await main.answer('appliances.list', { ok: true, value: two });
    expect(connections.active).toEqual(lab);
  });

  it('take one changed connection from a change’s answer, leaving the others and which is active', async () => {
    const { main, connections } = setUp();
    connections.ensure();
    await main.answer('appliances.list', { ok: true, value: two });
    const renamed = { ...lab, name: 'Lab (rack 2)' };
    connections.replace(renamed);
    expect(connections.list.state).toEqual({ status: 'ready', value: { ...two, appliances: [office, renamed] } });
    expect(main.requests('appliances.list')).toHaveLength(1);
  });

  it('are read again when a change answers before the list is here, and when the host is back', async () => {
    const { main, connections, hostBack } = setUp();
    connections.replace(lab);
    expect(main.requests('appliances.list')).toHaveLength(1);
    connections.ensure();
    hostBack();
    expect(main.requests('appliances.list')).toHaveLength(2);
  });
});
