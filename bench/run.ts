/**
 * `npm run bench`: figures, not pass/fail (these machines are shared and noisy). Goals are
 * printed beside each figure for a person to compare.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConsoleMessage } from 'playwright-core';
import { createCore, type Core, type Session } from '../electron/core/app.js';
import { startDemoServers } from '../electron/demo/index.js';
import { startPageRendererOf } from '../electron/web/build.js';
import { startWebHost } from '../electron/web/host.js';
import { launchChromium } from '../test/support/browser.js';
import { percentile, startFrameProbe, stopFrameProbe, syntheticBook } from './book-frames.js';
import { initialScriptSize } from './bundle.js';
import { framesFloor, staticTablePaint, type FramesFloor } from './floors.js';
import { keystrokeToVerdict, validationsPerSecond } from './codes.js';
import { benchCoreMemory } from './core-memory.js';
import { benchPollingLoad } from './polling-load.js';
import { benchSignedRead, signedReadLines } from './signed-read.js';
import { benchThroughput, throughputLines } from './throughput.js';

const rendererDir = path.resolve('out/renderer');
const line = (name: string, value: string, goal: string) => console.log(`${name.padEnd(44)} ${value.padStart(14)}   goal ${goal}`);

/** A core whose sessions the benchmark can also push to, as the feed would. */
function observedCore(core: Core): { core: Core; sessions: Set<Session> } {
  const sessions = new Set<Session>();
  return {
    sessions,
    core: {
      ...core,
      openSession(emit) {
        const session = core.openSession(emit);
        sessions.add(session);
        return session;
      },
      closeSession(session) {
        sessions.delete(session);
        core.closeSession(session);
      },
    },
  };
}

// Scripts that run in the page are plain text: tsx would wrap named functions in helpers the page lacks.
// The time comes back as a console message: waiting with page.waitForFunction would put
// Playwright's own script into the page (some 30 ms of compiling) while the app is starting.
// Beside it, when the browser says the frame that drew the table's first row was presented
// (Element Timing: the row's first cell is marked before it is ever drawn, as it is parsed or made).
const PAINT_PROBE = `
  (() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.identifier === 'satchel-first-row') console.log('satchel-presented ' + entry.renderTime);
    }).observe({ type: 'element', buffered: true });
    const marker = new MutationObserver(() => {
      const cell = document.querySelector('table[aria-label="Markets"] tbody tr th');
      if (cell) { cell.setAttribute('elementtiming', 'satchel-first-row'); marker.disconnect(); }
    });
    marker.observe(document, { subtree: true, childList: true });
    const check = () => {
      const table = [...document.querySelectorAll('table')].find((t) => t.getAttribute('aria-label') === 'Markets');
      // Shown, not only there: a host-rendered start page is in the document, hidden, before it is shown.
      if (table && table.querySelector('tbody tr') && table.checkVisibility()) requestAnimationFrame(() => console.log('satchel-painted ' + performance.now()));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();
`;

async function main(): Promise<void> {
  const size = await initialScriptSize(rendererDir);
  line('renderer initial JS (gzip)', `${(size.gzip / 1024).toFixed(1)} KB`, '≤ 80 KB');
  line('renderer initial JS (minified)', `${(size.raw / 1024).toFixed(1)} KB`, '—');

  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-bench-'));
  const demo = await startDemoServers({ port: 0, seed: 11 });
  const base = createCore({ exchangeUrl: demo.exchange.url, demo: true, shell: 'browser', version: 'bench', userDataDir });
  base.warm(); // as both shells do at start (electron/web/cli.ts, electron/main/index.ts)
  const { core, sessions } = observedCore(base);
  const host = await startWebHost({ core, rendererDir, startPageRenderer: startPageRendererOf(rendererDir) });
  const browser = await launchChromium();
  try {
    // Navigation to the markets table painted: a fresh page each time, measured in the page.
    const paints: number[] = [];
    const presents: number[] = [];
    const timeIn = (message: Promise<ConsoleMessage>) => message.then((m) => Number(m.text().split(' ')[1]));
    for (let run = 0; run < 7; run++) {
      const page = await browser.newPage();
      await page.addInitScript(PAINT_PROBE);
      const painted = timeIn(page.waitForEvent('console', { predicate: (message) => message.text().startsWith('satchel-painted ') }));
      // Element Timing may say nothing (a browser without it): the figure is then left out, never waited for.
      const presented = timeIn(page.waitForEvent('console', { predicate: (message) => message.text().startsWith('satchel-presented '), timeout: 5000 })).catch(() => NaN);
      await page.goto(host.oneTimeUrl());
      const [paintedAt, presentedAt] = await Promise.all([painted, presented]);
      if (run > 0) {
        // run 0 warms the host
        paints.push(paintedAt);
        if (Number.isFinite(presentedAt)) presents.push(presentedAt);
      }
      await page.close();
    }
    line('navigation → markets table painted (p50)', `${percentile(paints, 50).toFixed(0)} ms`, '≤ 200 ms');
    line('navigation → markets table painted (max)', `${Math.max(...paints).toFixed(0)} ms`, '—');
    const presentedFigure = presents.length > 0 ? `${percentile(presents, 50).toFixed(0)} ms` : 'not reported';
    line('  presented, as Element Timing says (p50)', presentedFigure, '— (the frame on screen)');
    line('  floor: a static page, table in its HTML', `${(await staticTablePaint(browser)).toFixed(0)} ms`, '— (bench/floors.ts)');

    // The order book: 500 levels a side pushed 20 times a second for 10 s.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(host.oneTimeUrl());
    await page.getByRole('link', { name: 'BTC/USDT' }).click();
    await page.getByRole('table', { name: 'Bids' }).getByRole('row').nth(5).waitFor();
    await page.getByRole('combobox', { name: 'Update interval' }).selectOption({ label: '5 s' });
    // The pointer rests on the depth chart: its cursor and read-out are redrawn with every book.
    await page.getByRole('slider', { name: 'Price to read the depth at' }).hover({ position: { x: 120, y: 80 } });
    // Made beforehand, so making them does not compete with the page for the two cores.
    const books = Array.from({ length: 200 }, (_, i) => syntheticBook('btc_usdt', '62000', 500, i + 1));
    await startFrameProbe(page);
    let pushed = 0;
    const timer = setInterval(() => {
      const book = { ...books[pushed++ % books.length]!, receivedAt: Date.now() };
      for (const session of sessions) session.emit('book.changed', book);
    }, 50);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    clearInterval(timer);
    const { costs, intervals } = await stopFrameProbe(page);
    const vsync = percentile(intervals, 50);
    const dropped = intervals.filter((i) => i > vsync * 1.5).length;
    line('book 500/side @20 Hz: frame cost p50', `${percentile(costs, 50).toFixed(2)} ms`, '—');
    line('book 500/side @20 Hz: frame cost p95', `${percentile(costs, 95).toFixed(2)} ms`, '≤ 4 ms');
    line('book 500/side @20 Hz: dropped frames', `${dropped} of ${intervals.length}`, 'none');
    line('book snapshots pushed', String(pushed), '200');
    const floors: FramesFloor[] = ['one text node', '80 table cells', 'canvas rows'];
    for (const kind of floors) line(`  floor: a bare page, ${kind} @20 Hz: p95`, `${(await framesFloor(browser, kind)).toFixed(2)} ms`, '— (bench/floors.ts)');

    // Transfer codes: the offline check, and a keystroke in the Codes view to its verdict on screen.
    line('transfer code checks per second (offline)', validationsPerSecond(2).toFixed(0), '≥ 1,000,000');
    const codesPage = await browser.newPage();
    await codesPage.goto(host.oneTimeUrl());
    const verdict = await keystrokeToVerdict(codesPage);
    line('keystroke → code verdict painted (p50)', `${verdict.p50.toFixed(1)} ms`, '—');
    line('keystroke → code verdict painted (p95)', `${verdict.p95.toFixed(1)} ms`, '— (includes the wait for the next frame)');
    await codesPage.close();

    // Signed private read: router → signer → HTTP against the same request pre-signed (bench/signed-read.ts).
    const account = demo.exchange.accounts[0]!;
    const signed = await benchSignedRead({ exchangeUrl: demo.exchange.url, apiKey: account.apiKey, apiSecret: account.apiSecret });
    for (const [name, value, goal] of signedReadLines(signed)) line(name, value, goal);

    // One key's signed reads under 50 ms of added latency, before and after pipelining (bench/throughput.ts).
    const throughput = await benchThroughput({ exchangeUrl: demo.exchange.url, apiKey: account.apiKey, apiSecret: account.apiSecret });
    for (const [name, value, goal] of throughputLines(throughput)) line(name, value, goal);
  } finally {
    await browser.close();
    await host.close();
    await base.close();
    await demo.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

async function memory(): Promise<void> {
  const result = await benchCoreMemory(10_000);
  line('core heap after 10,000 polling cycles', `${result.growthMb >= 0 ? '+' : ''}${result.growthMb.toFixed(2)} MB`, '< +5 MB');
  line('  (heap at start / end)', `${result.startMb.toFixed(1)} / ${result.endMb.toFixed(1)} MB`, '—');
  const load = await benchPollingLoad(100_000);
  line('feed + watch heap, 100,000 cycles (in memory)', `${load.growthMb >= 0 ? '+' : ''}${load.growthMb.toFixed(2)} MB`, '< +5 MB');
  line('  (heap at start / end; seconds)', `${load.startMb.toFixed(1)} / ${load.endMb.toFixed(1)} MB; ${load.seconds.toFixed(1)} s`, '—');
}

main()
  .then(memory)
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
