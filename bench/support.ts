/**
 * What more than one bench file needs: the heap after a full GC, and the stand-alone run of a
 * bench that `npm run bench` also calls (`tsx bench/<file>.ts`).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The heap in use, in bytes, after a full GC. */
export function heapAfterGc(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with --expose-gc (npm run bench does).');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export interface ExchangeAccount {
  exchangeUrl: string;
  apiKey: string;
  apiSecret: string;
}

/**
 * When the file at `moduleUrl` (its `import.meta.url`) is the one node was started with, runs
 * `bench` against a fresh demo exchange's first account and prints its figures as `npm run
 * bench` does. Imported by bench/run.ts instead, it does nothing.
 */
export function runAlone<R>(moduleUrl: string, bench: (account: ExchangeAccount) => Promise<R>, lines: (result: R) => [string, string, string][]): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  const main = async (): Promise<void> => {
    // Loaded only for a stand-alone run, as each file's own main() did.
    const { startDemoExchange } = await import('../electron/demo/exchange/server.js');
    const exchange = await startDemoExchange({ port: 0, seed: 11 });
    try {
      const account = exchange.accounts[0]!;
      const result = await bench({ exchangeUrl: exchange.url, apiKey: account.apiKey, apiSecret: account.apiSecret });
      for (const [name, value, goal] of lines(result)) console.log(`${name.padEnd(44)} ${value.padStart(14)}   goal ${goal}`);
    } finally {
      await exchange.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
