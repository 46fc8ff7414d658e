import { describe, expect, it } from 'vitest';
import { EVENT_NAMES, OPERATION_NAMES, type EventName, type Events, type OperationName } from '../../../shared/contract/index.js';
import { coreOver, createServices } from '../../../electron/core/app.js';
import { eventAllowed, operationAllowed } from '../../../electron/core/ipc/window-kinds.js';
import { OPERATION_PHRASES } from '../../../shared/words/index.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';

const FIAT_WINDOW_OPS = ['fiat.context', 'fiat.payoutServices', 'fiat.withdraw', 'fiat.depositServices', 'fiat.deposit', 'fiat.depositSimple'];

describe('window kinds', () => {
  it('lets the payment window call only the fiat operations, its confirmation answer and activity', () => {
    const allowed = OPERATION_NAMES.filter((op) => operationAllowed('gateway', op)).sort();
    expect(allowed).toEqual([...FIAT_WINDOW_OPS, 'confirm.answer', 'app.activity'].sort());
  });

  it('keeps everything the main window had, and leaves the payment window’s own operations to it', () => {
    for (const op of OPERATION_NAMES) expect(operationAllowed('main', op)).toBe(!FIAT_WINDOW_OPS.includes(op));
    expect(operationAllowed('main', 'fiat.open')).toBe(true);
    expect(operationAllowed('gateway', 'fiat.open')).toBe(false);
  });

  it('tells the payment window only its own events', () => {
    expect(EVENT_NAMES.filter((e) => eventAllowed('gateway', e)).sort()).toEqual(['confirm.request', 'fiat.depositFinished', 'lock.changed', 'settings.changed']);
    expect(EVENT_NAMES.every((e) => eventAllowed('main', e))).toBe(true);
  });
});

describe('the core answers per window kind', () => {
  it('refuses a wallet operation from a payment window before anything is read, and filters its events', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-kinds-'));
    const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: false, shell: 'browser', version: 't', userDataDir: dir, vault: new MemoryVault() });
    const core = coreOver(services);
    try {
      const heard: EventName[] = [];
      const ticket = { flow: 'withdraw' as const, currency: 'uah' as const, profileId: 'p', profileName: 'P', gatewayUrl: 'http://127.0.0.1:9' };
      const payment = core.openSession(<E extends EventName>(name: E, _payload: Events[E]) => void heard.push(name), { kind: 'gateway', ticket });
      for (const op of ['balances.list', 'withdrawals.create', 'settings.update', 'profiles.list', 'codes.create', 'appliances.add', 'appliances.list', 'policies.list', 'policies.remove']) {
        const answer = await core.handle(op, {}, payment);
        expect(answer).toEqual({ ok: false, error: { kind: 'validation', message: `The payment window cannot ${OPERATION_PHRASES[op as OperationName]()}: only the main window can.` } });
      }
      const main = core.openSession(() => undefined);
      expect(await core.handle('fiat.context', {}, main)).toMatchObject({ ok: false, error: { message: 'Only the payment window can read what the payment window is for.' } });
      services.events.emit('balances.changed', []);
      services.events.emit('lock.changed', { hasPassword: false, locked: false, retryInMs: 0 });
      expect(heard).toEqual(['lock.changed']);
    } finally {
      await core.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
