import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { coreOver, createServices, type Core } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';

let core: Core | null = null;
afterEach(async () => {
  await core?.close();
  core = null;
});

it("the core says when privacy mode is in force, as the person's settings and the lock make it (native notifications follow it)", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-hidden-'));
  const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: true, shell: 'electron', version: 't', userDataDir: dir, vault: new MemoryVault() });
  core = coreOver(services);
  const session = core.openSession(() => undefined);
  const call = async (op: string, request: unknown) => {
    const result = await core!.handle(op, request, session);
    expect(result, op).toMatchObject({ ok: true });
  };
  expect(services.amountsHidden()).toBe(false);
  await call('settings.update', { hideAmounts: true });
  expect(services.amountsHidden()).toBe(true);
  await call('settings.update', { hideAmounts: false, hideAmountsWhenLocked: true });
  expect(services.amountsHidden()).toBe(false);
  await call('lock.setPassword', { current: null, next: 'a long enough password' });
  await call('lock.lock', {});
  expect(services.amountsHidden()).toBe(true);
});
