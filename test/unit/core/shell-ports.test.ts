/**
 * The core takes its shell's ports once, when it is made (electron/core/shell/ports.ts), and
 * tells its own listeners and the shell through one event bus (electron/core/base/events.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { LockStatus } from '../../../shared/contract/index.js';
import { coreOver, createServices, type Core, type Services, type ShellNotice } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { windowOnlyPorts } from '../../../electron/core/shell/window-ports.js';

let core: Core | null = null;
let services: Services;
afterEach(async () => {
  await core?.close();
  core = null;
});

const ticket = { flow: 'deposit' as const, currency: 'uah' as const, profileId: 'p1', profileName: 'Main', gatewayUrl: 'http://127.0.0.1:4568' };

async function made(notices: ShellNotice[] = []): Promise<Core> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-ports-'));
  services = createServices({
    exchangeUrl: 'http://127.0.0.1:9',
    demo: true,
    shell: 'electron',
    version: 't',
    userDataDir: dir,
    vault: new MemoryVault(),
    ports: { ...windowOnlyPorts(), openPaymentWindow: async () => ({ opened: 'window' }), notify: (notice) => notices.push(notice) },
  });
  return coreOver(services);
}

it('opens the payment window through the port it was made with, which nothing can swap afterwards', async () => {
  core = await made();
  const asker = core.openSession(() => undefined);
  expect(await services.paymentWindows.open!(ticket, asker)).toEqual({ opened: 'window' });
  expect(() => {
    (services.paymentWindows as { open: unknown }).open = async () => ({ opened: 'tab', url: 'http://elsewhere.example/' });
  }).toThrow(TypeError);
  expect(await services.paymentWindows.open!(ticket, asker)).toEqual({ opened: 'window' });
});

it('one bus: the windows and the core’s listeners hear the same event, and the shell is told of settled funds with privacy mode as it is', async () => {
  const notices: ShellNotice[] = [];
  core = await made(notices);
  const heardByWindow: string[] = [];
  const session = core.openSession((name) => heardByWindow.push(name));
  const statuses: LockStatus[] = [];
  const stop = core.events.on('lock.changed', (status) => statuses.push(status));
  expect(await core.handle('lock.setPassword', { current: null, next: 'a long enough password' }, session)).toMatchObject({ ok: true });
  expect(statuses.at(-1)).toMatchObject({ hasPassword: true, locked: false });
  expect(heardByWindow).toContain('lock.changed');
  stop();
  expect(await core.handle('lock.lock', {}, session)).toMatchObject({ ok: true });
  expect(statuses.every((s) => !s.locked)).toBe(true);

  expect(await core.handle('settings.update', { hideAmounts: true }, session)).toMatchObject({ ok: true });
  const settled = { deposits: [{ currency: 'btc', amount: '0.5' }], withdrawals: [] };
  services.events.emit('funds.settled', settled);
  expect(notices).toEqual([{ kind: 'funds.settled', settled, amountsHidden: true }]);
});
