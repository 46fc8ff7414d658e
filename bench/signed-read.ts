/**
 * A signed private read (wallets) through router → PrivateApi → signer → nonce → HTTP, against
 * the same request pre-signed and sent raw with fetch. Both go to the same exchange over
 * loopback, one request at a time, in alternating blocks so that drift on a noisy machine hits
 * both alike. Goal: ratio of medians ≤ 1.3.
 *
 * `npm run bench` calls `benchSignedRead`; `tsx bench/signed-read.ts` runs it alone against a
 * fresh demo exchange.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isOperationName, type OperationName } from '../shared/contract/index.js';
import { ServerClock } from '../electron/core/exchange/clock.js';
import { FileNonceStore, NonceSource } from '../electron/core/exchange/nonce.js';
import { PrivateApi } from '../electron/core/exchange/private.js';
import { bodyText, signedHeaders } from '../electron/core/exchange/signer.js';
import { Transport } from '../electron/core/exchange/transport.js';
import { createRouter, type Handlers } from '../electron/core/ipc/router.js';
import type { Session } from '../electron/core/base/session.js';
import { runAlone } from './support.js';

export interface SignedReadOptions {
  exchangeUrl: string;
  apiKey: string;
  apiSecret: string;
  /** Alternating blocks of each kind (default 10). */
  rounds?: number;
  /** Requests per block (default 50). */
  block?: number;
}

export interface SignedReadResult {
  /** Median of one signed read through the router, ms. */
  signedMs: number;
  /** Median of the same request pre-signed and sent raw, ms. */
  rawMs: number;
  ratio: number;
  calls: number;
}

const WALLETS = '/v3/auth/r/wallets';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The contract's balance operation (`balances.list`). Should it ever be renamed, the router is
 * given the wallets call under an operation whose request is the same empty object, so it still
 * does the same work: name check, schema check, Result.
 */
function operationName(): OperationName {
  return isOperationName('balances.list') ? 'balances.list' : 'market.currencies';
}

export async function benchSignedRead(options: SignedReadOptions): Promise<SignedReadResult> {
  const rounds = options.rounds ?? 10;
  const block = options.block ?? 50;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-bench-nonce-'));
  try {
    const clock = new ServerClock();
    const nonces = new NonceSource({ store: new FileNonceStore(dir) });
    const transport = new Transport({ baseUrl: options.exchangeUrl });
    const api = new PrivateApi({
      transport,
      credentials: async () => ({ apiKey: options.apiKey, apiSecret: options.apiSecret }),
      nonces,
      clock,
    });
    const op = operationName();
    // Never locked here: the bench measures signed reads, not the lock.
    const router = createRouter({ [op]: () => api.wallets() } as unknown as Handlers, { assertUnlocked: () => undefined });
    const session: Session = { id: 'bench', kind: 'main', emit: () => undefined };

    const signedOnce = async (): Promise<number> => {
      const started = performance.now();
      const result = await router.handle(op, {}, session);
      const elapsed = performance.now() - started;
      if (!result.ok) throw new Error(`signed read failed: ${result.error.kind}: ${result.error.message}`);
      return elapsed;
    };

    const url = transport.baseUrl + WALLETS;
    const body = bodyText();
    // Pre-signed with nonces from the same source, so the exchange sees one growing sequence.
    const presign = async (count: number): Promise<Record<string, string>[]> => {
      const list: Record<string, string>[] = [];
      for (let i = 0; i < count; i++) {
        const nonce = await nonces.withNonce(options.apiKey, async (n) => n, clock);
        list.push(signedHeaders({ apiKey: options.apiKey, secret: options.apiSecret, apiPath: WALLETS, nonce, body }));
      }
      return list;
    };
    const rawOnce = async (headers: Record<string, string>): Promise<number> => {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers, body });
      const parsed: unknown = JSON.parse(await response.text());
      const elapsed = performance.now() - started;
      if (!response.ok || !Array.isArray(parsed)) throw new Error(`raw read failed: HTTP ${response.status}`);
      return elapsed;
    };

    // Warm up both paths (connections, JIT, the clock measurement).
    for (let i = 0; i < 20; i++) await signedOnce();
    for (const headers of await presign(20)) await rawOnce(headers);

    const signed: number[] = [];
    const raw: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const headers of await presign(block)) raw.push(await rawOnce(headers));
      for (let i = 0; i < block; i++) signed.push(await signedOnce());
    }
    const signedMs = median(signed);
    const rawMs = median(raw);
    return { signedMs, rawMs, ratio: signedMs / rawMs, calls: signed.length + raw.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The figures as `npm run bench` prints them. */
export function signedReadLines(result: SignedReadResult): [string, string, string][] {
  return [
    ['signed read (wallets) via router, p50', `${result.signedMs.toFixed(3)} ms`, '—'],
    ['same request pre-signed, raw fetch, p50', `${result.rawMs.toFixed(3)} ms`, '—'],
    ['signed read / raw ratio', result.ratio.toFixed(2), '≤ 1.3'],
  ];
}

runAlone(import.meta.url, benchSignedRead, signedReadLines);
