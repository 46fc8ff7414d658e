/**
 * Memory of the core across many polling cycles: the demo exchange runs in a child process
 * (so only the core is measured here), the core polls one account's balances and open orders
 * and all tickers 10,000 times, and the heap after a full GC is compared with the start.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { coreOver, createServices } from '../electron/core/app.js';
import type { SecretVault } from '../electron/core/keys/vault.js';
import { heapAfterGc } from './support.js';

interface Ready {
  exchange: string;
  accounts: { email: string; apiKey: string; apiSecret: string; withdrawConfirmation: boolean }[];
}

/** A keychain in memory that keeps nothing but the secrets (the tests' fake also records every call). */
function mapVault(): SecretVault {
  const secrets = new Map<string, string>();
  return {
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => void secrets.set(account, secret),
    delete: async (account) => secrets.delete(account),
    check: async () => ({ state: 'available', store: 'memory' }),
  };
}

export async function benchCoreMemory(cycles = 10_000): Promise<{ cycles: number; startMb: number; endMb: number; growthMb: number; seconds: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/demo/cli.ts', '--seed', '9'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Ready));
    child.once('exit', (code) => reject(new Error(`The demo servers stopped (${code}).`)));
  });
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-memory-'));
  const services = createServices({
    exchangeUrl: ready.exchange,
    demo: true,
    demoAccounts: ready.accounts,
    shell: 'browser',
    version: 'bench',
    userDataDir,
    vault: mapVault(),
  });
  const core = coreOver(services);
  try {
    const session = core.openSession(() => undefined);
    const added = await core.handle('profiles.addDemo', { index: 0 }, session);
    if (!added.ok) throw new Error(added.error.message);
    const { account, publicApi } = services;
    // Warm up: first requests fill caches, JIT and connection pools that are meant to stay.
    for (let i = 0; i < 500; i++) await Promise.all([account.refresh(), publicApi().tickers('ALL')]);
    const start = heapAfterGc();
    const started = performance.now();
    for (let i = 0; i < cycles; i++) await Promise.all([account.refresh(), publicApi().tickers('ALL')]);
    const seconds = (performance.now() - started) / 1000;
    const end = heapAfterGc();
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return { cycles, startMb: mb(start), endMb: mb(end), growthMb: mb(end - start), seconds };
  } finally {
    await core.close();
    child.kill('SIGTERM');
    await rm(userDataDir, { recursive: true, force: true });
  }
}
