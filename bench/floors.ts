/**
 * What this machine's Chromium costs with no app at all, measured exactly as the app's figures
 * are: a goal can then be read against the floor it sits on. These are bare pages, not Satchel:
 *
 * - a static page whose table is in its HTML (one stylesheet, no script): navigation → that
 *   table painted, a fresh page each time, as for the markets table;
 * - pages that change text 20 times a second, each change applied in a task as it comes, as the
 *   book's gate does (renderer/markets/frame.ts): one text node; the amounts and totals of two
 *   20-row tables (80 cells: the order book's rows as cells, and nothing else); the same rows
 *   drawn on a canvas.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { percentile, startFrameProbe, stopFrameProbe } from './book-frames.js';

const ROWS = 19;

const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>Floor</title><link rel="stylesheet" href="floor.css"></head><body><h1>Markets</h1>
<table aria-label="Markets"><thead><tr><th>Market</th><th>Last price</th><th>24 h change</th><th>24 h volume</th><th>24 h range</th></tr></thead><tbody>
${Array.from({ length: ROWS }, (_, i) => `<tr><th scope="row"><a href="#/m/${i}">COIN${i}/USDT</a></th><td>63,${100 + i}.45 USDT</td><td>+1.${i} %</td><td>1,234,${100 + i} USDT</td><td>62,000 – 64,${i}00</td></tr>`).join('')}
</tbody></table></body></html>`;

const STATIC_CSS = 'body{font:14px/1.45 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{padding:.4rem .6rem;text-align:right}';

// Plain text: tsx would wrap named inner functions in helpers the page does not have.
const PAINTED = `(() => { const check = () => { if (document.querySelector('table[aria-label="Markets"] tbody tr')) requestAnimationFrame(() => console.log('floor-painted ' + performance.now())); else requestAnimationFrame(check); }; requestAnimationFrame(check); })();`;

/** Navigation → the static table painted, p50 of `runs` fresh pages (one more first, to warm the server). */
export async function staticTablePaint(browser: Browser, runs = 6): Promise<number> {
  const server = http.createServer((request, response) => {
    const css = request.url === '/floor.css';
    response.writeHead(200, { 'content-type': css ? 'text/css' : 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(css ? STATIC_CSS : STATIC_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const times: number[] = [];
  try {
    for (let run = 0; run <= runs; run++) {
      const page = await browser.newPage();
      await page.addInitScript(PAINTED);
      const painted = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('floor-painted ') });
      await page.goto(url);
      const at = Number((await painted).text().split(' ')[1]);
      if (run > 0) times.push(at);
      await page.close();
    }
  } finally {
    server.close();
  }
  return percentile(times, 50);
}

export type FramesFloor = 'one text node' | '80 table cells' | 'canvas rows';

const FRAMES_PAGE = (kind: FramesFloor) => `(() => {
  const kind = ${JSON.stringify(kind)};
  const N = 20;
  const figure = () => (Math.random() * 1000).toFixed(6);
  const style = document.createElement('style');
  style.textContent = 'body{font:14px system-ui} table{border-collapse:collapse;table-layout:fixed;width:420px;font-size:.85rem;font-variant-numeric:tabular-nums} td{padding:.12rem .5rem;white-space:nowrap;overflow:clip;text-align:right}';
  document.head.append(style);
  const texts = [];
  let canvas = null;
  const cells = Array.from({ length: 2 * N * 3 }, figure);
  if (kind === 'one text node') {
    const p = document.createElement('p');
    p.append(figure());
    document.body.append(p);
    texts.push(p.firstChild);
  } else if (kind === '80 table cells') {
    for (let side = 0; side < 2; side++) {
      const table = document.createElement('table');
      for (let i = 0; i < N; i++) {
        const row = table.insertRow();
        for (let c = 0; c < 3; c++) {
          const cell = row.insertCell();
          cell.append(figure());
          if (c > 0) texts.push(cell.firstChild);
        }
      }
      document.body.append(table);
    }
  } else {
    const element = document.createElement('canvas');
    element.width = 420;
    element.height = 2 * N * 19;
    document.body.append(element);
    canvas = element.getContext('2d');
  }
  const draw = () => {
    canvas.clearRect(0, 0, 420, 2 * N * 19);
    canvas.font = '13px system-ui';
    canvas.textAlign = 'right';
    for (let i = 0; i < 2 * N; i++) {
      canvas.fillStyle = 'rgba(0,160,0,0.15)';
      canvas.fillRect(420 * (1 - i / (2 * N)), i * 19, 420, 19);
      canvas.fillStyle = '#222';
      for (let c = 0; c < 3; c++) canvas.fillText(cells[i * 3 + c], 140 * (c + 1) - 8, i * 19 + 14);
    }
  };
  window.__floorTimer = setInterval(() => {
    for (const text of texts) text.data = figure();
    if (canvas) {
      for (let i = 0; i < cells.length; i++) cells[i] = figure();
      draw();
    }
  }, 50);
})();`;

/** Frame cost p95 over 10 s of a bare page whose only work is `kind`, 20 times a second. */
export async function framesFloor(browser: Browser, kind: FramesFloor, seconds = 10): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.setContent('<!doctype html><html lang="en"><head><title>Floor</title></head><body></body></html>');
    await startFrameProbe(page);
    await page.evaluate(FRAMES_PAGE(kind));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await page.evaluate('clearInterval(window.__floorTimer)');
    const { costs } = await stopFrameProbe(page);
    return percentile(costs, 95);
  } finally {
    await page.close();
  }
}
