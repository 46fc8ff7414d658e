/**
 * The core's market feed and account watch over 100,000 polling cycles, compressed: the demo
 * exchange's real answers are read once, then every cycle runs one feed round (all tickers, one
 * book with its ticker) and one read of balances and of open orders, answered from memory, with
 * the feed's clock moved a second each time so everything is due. The heap after a full GC is
 * compared with the start (after a warm-up). The counts (timers, maps, listeners, abort
 * listeners) are asserted by test/integration/core/polling-load.test.ts; this prints the memory.
 */
import type { Balance, Book, Order, Ticker } from '../shared/contract/index.js';
import { AccountWatch } from '../electron/core/account/watch.js';
import { ServerClock } from '../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../electron/core/exchange/nonce.js';
import { PrivateApi } from '../electron/core/exchange/private.js';
import { PublicApi } from '../electron/core/exchange/public.js';
import { Transport } from '../electron/core/exchange/transport.js';
import type { Session } from '../electron/core/base/session.js';
import { MarketFeed } from '../electron/core/market/feed.js';
import { startDemoExchange } from '../electron/demo/exchange/server.js';
import { heapAfterGc } from './support.js';

interface Answers {
  symbol: string;
  tickers: Ticker[][];
  ticker: Ticker[];
  books: Book[];
  wallets: Balance[][];
  orders: Order[][];
}

async function recordAnswers(): Promise<Answers> {
  const demo = await startDemoExchange({ port: 0, seed: 21 });
  try {
    const transport = new Transport({ baseUrl: demo.url });
    const clock = new ServerClock();
    const publicApi = new PublicApi(transport, clock);
    const privateApi = new PrivateApi({ transport, clock, nonces: new NonceSource({ store: new MemoryNonceStore() }), credentials: async () => demo.accounts[0]! });
    const symbol = (await publicApi.markets())[0]!.id;
    const answers: Answers = { symbol, tickers: [], ticker: [], books: [], wallets: [], orders: [] };
    for (let i = 0; i < 2; i++) {
      answers.tickers.push(await publicApi.tickers('ALL'));
      answers.ticker.push((await publicApi.tickers([symbol]))[0]!);
      answers.books.push(await publicApi.book(symbol));
      answers.wallets.push(await privateApi.wallets());
      answers.orders.push(await privateApi.activeOrders());
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await transport.close();
    return answers;
  } finally {
    await demo.close();
  }
}

export async function benchPollingLoad(cycles = 100_000): Promise<{ cycles: number; startMb: number; endMb: number; growthMb: number; seconds: number; events: number }> {
  const answers = await recordAnswers();
  let n = 0;
  const answer = <T>(values: T[]): Promise<T> => Promise.resolve(values[n++ % values.length]!);
  let now = Date.now();
  const feed = new MarketFeed(
    {
      tickers: () => answer(answers.tickers),
      book: () => answer(answers.books).then((b) => ({ ...b })),
      ticker: () => answer(answers.ticker),
    },
    { minTickerIntervalMs: () => 1000, now: () => now },
  );
  // Intervals of an hour: the pollers' own timers never fire here; each cycle reads at once.
  const account = new AccountWatch({
    source: () => ({ wallets: () => answer(answers.wallets), activeOrders: () => answer(answers.orders) }),
    balancesIntervalMs: () => 3_600_000,
    ordersIntervalMs: () => 3_600_000,
  });
  let events = 0;
  const sessions: Session[] = [1, 2].map((i) => ({ id: `w${i}`, kind: 'main', emit: () => void events++ }));
  for (const session of sessions) {
    feed.watch(session, { tickers: true, book: answers.symbol, intervalMs: 1000 });
    account.watch(session, { balances: true, orders: true });
  }
  // The feed's round, run directly rather than by its timer (which would cost a real millisecond a cycle).
  const round = () => (feed as unknown as { round(): Promise<void> }).round();
  const cycle = async () => {
    now += 1000;
    await Promise.all([round(), account.refresh()]);
  };
  try {
    for (let i = 0; i < 2_000; i++) await cycle();
    const start = heapAfterGc();
    const started = performance.now();
    for (let i = 0; i < cycles; i++) await cycle();
    const seconds = (performance.now() - started) / 1000;
    const end = heapAfterGc();
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return { cycles, startMb: mb(start), endMb: mb(end), growthMb: mb(end - start), seconds, events };
  } finally {
    feed.close();
    account.close();
  }
}
