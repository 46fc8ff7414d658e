/**
 * Throughput of one key under latency: a TCP proxy on 127.0.0.1 holds every chunk, each way,
 * for half the added latency (so a round trip gains `latencyMs`), in front of the demo exchange.
 * 300 signed wallets() reads of one key at once, sent one at a time in the key's lane (before,
 * `pipelining: 0`) and pipelined on the key's connection (after), beside 300 unsigned reads at
 * once. Refusals are the exchange's 401 answers seen by the proxy (a refused nonce is retried
 * by PrivateApi after measuring the clock again, so the reads alone would hide them).
 *
 * `npm run bench` calls `benchThroughput`; `tsx bench/throughput.ts` runs it alone against a
 * fresh demo exchange.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ServerClock } from '../electron/core/exchange/clock.js';
import { FileNonceStore, NonceSource } from '../electron/core/exchange/nonce.js';
import { PrivateApi } from '../electron/core/exchange/private.js';
import { PublicApi } from '../electron/core/exchange/public.js';
import { Transport } from '../electron/core/exchange/transport.js';
import { runAlone } from './support.js';

export interface ThroughputOptions {
  exchangeUrl: string;
  apiKey: string;
  apiSecret: string;
  /** Added to every round trip (default 50 ms). */
  latencyMs?: number;
  /** Reads at once (default 300). */
  count?: number;
}

export interface Throughput {
  perSecond: number;
  failed: number;
  refusals: number;
}

export interface ThroughputResult {
  latencyMs: number;
  count: number;
  unsigned: Throughput;
  signedBefore: Throughput;
  signedAfter: Throughput;
}

export interface LatencyProxy {
  url: string;
  /** 401 answers seen so far. */
  refusals(): number;
  close(): Promise<void>;
}

/** A TCP proxy that delays every chunk by `delayMs`, keeping each direction's order. */
export async function startLatencyProxy(target: string, delayMs: number): Promise<LatencyProxy> {
  const { hostname, port } = new URL(target);
  let refusals = 0;
  const sockets = new Set<net.Socket>();
  const delayed = (from: net.Socket, to: net.Socket, watch: boolean): void => {
    let tail = '';
    from.on('data', (chunk: Buffer) => {
      if (watch) {
        const text = tail + chunk.toString('latin1');
        refusals += text.match(/HTTP\/1\.1 401 /g)?.length ?? 0;
        tail = text.slice(-15);
      }
      // Timers of equal delay fire in the order they were set: the stream's order is kept.
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, delayMs);
    });
    from.on('end', () => setTimeout(() => to.end(), delayMs));
    from.on('error', () => to.destroy());
    from.on('close', () => setTimeout(() => to.destroy(), delayMs));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    delayed(client, upstream, false);
    delayed(upstream, client, true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    refusals: () => refusals,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function measure(proxy: LatencyProxy, count: number, read: () => Promise<unknown>): Promise<Throughput> {
  const refusedBefore = proxy.refusals();
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: count }, read));
  const seconds = (performance.now() - started) / 1000;
  const failed = results.filter((r) => r.status === 'rejected').length;
  return { perSecond: (count - failed) / seconds, failed, refusals: proxy.refusals() - refusedBefore };
}

export async function benchThroughput(options: ThroughputOptions): Promise<ThroughputResult> {
  const latencyMs = options.latencyMs ?? 50;
  const count = options.count ?? 300;
  const proxy = await startLatencyProxy(options.exchangeUrl, latencyMs / 2);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-bench-throughput-'));
  const transports: Transport[] = [];
  try {
    const nonces = new NonceSource({ store: new FileNonceStore(dir) });
    const privateApi = (pipelining?: number): PrivateApi => {
      const transport = new Transport({ baseUrl: proxy.url, timeoutMs: 60_000, pipelining });
      transports.push(transport);
      return new PrivateApi({
        transport,
        credentials: async () => ({ apiKey: options.apiKey, apiSecret: options.apiSecret }),
        nonces,
        clock: new ServerClock(),
      });
    };
    const publicTransport = new Transport({ baseUrl: proxy.url, timeoutMs: 60_000 });
    transports.push(publicTransport);
    const publicApi = new PublicApi(publicTransport, new ServerClock());
    const before = privateApi(0);
    const after = privateApi();
    // Warm up: connections, JIT, each client's clock measurement.
    await measure(proxy, 20, () => publicApi.time());
    await measure(proxy, 5, () => before.wallets());
    await measure(proxy, 5, () => after.wallets());

    const unsigned = await measure(proxy, count, () => publicApi.time());
    const signedBefore = await measure(proxy, count, () => before.wallets());
    const signedAfter = await measure(proxy, count, () => after.wallets());
    return { latencyMs, count, unsigned, signedBefore, signedAfter };
  } finally {
    await Promise.all(transports.map((t) => t.close()));
    await proxy.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The figures as `npm run bench` prints them. */
export function throughputLines(result: ThroughputResult): [string, string, string][] {
  const at = `+${result.latencyMs} ms, ${result.count} at once`;
  const figure = (t: Throughput): string => `${t.perSecond.toFixed(0)}/s${t.failed ? ` (${t.failed} failed)` : ''}`;
  return [
    [`unsigned reads, ${at}`, figure(result.unsigned), '—'],
    [`signed reads, one key, one at a time (before)`, figure(result.signedBefore), '—'],
    [`  nonce refusals`, String(result.signedBefore.refusals), '0'],
    [`signed reads, one key, pipelined (after)`, figure(result.signedAfter), '≥ 200/s'],
    [`  nonce refusals`, String(result.signedAfter.refusals), '0'],
  ];
}

runAlone(import.meta.url, benchThroughput, throughputLines);
