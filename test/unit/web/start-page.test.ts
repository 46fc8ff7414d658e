import { mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreOver, createServices, type Core } from '../../../electron/core/app.js';
import { startWebHost, type WebHost } from '../../../electron/web/host.js';
import { loadStartPageRenderer, renderedIndex, withStartPage } from '../../../electron/web/start-page.js';
import type { Market, Rate, Ticker } from '../../../shared/contract/index.js';
import { parseStartData, START_DATA_ID, startDataJson, type StartData } from '../../../shared/start/start-data.js';

const TEMPLATE = '<!doctype html><html><head><title>Satchel</title></head><body>\n    <div id="app"></div>\n  </body></html>';
const DATA: StartData = {
  markets: [{ id: 'btc_usdt', baseUnit: 'btc', quoteUnit: 'usdt', basePrecision: 6, quotePrecision: 2, displayPrecision: 2, priceChange: '1.5' } as Market],
  // A text that would end the JSON's element if it were written as it is.
  tickers: [{ symbol: 'btc_usdt', last: '</script><script>alert(1)</script>' } as Ticker],
  rates: [{ currency: 'usdt', usd: '1' } as Rate],
};

/** The JSON the page carries, as the page reads it: the text of its element. */
function pageJson(html: string): string | null {
  const match = new RegExp(`<script type="application/json" id="${START_DATA_ID}">([^<]*)</script>`).exec(html);
  return match ? match[1]! : null;
}

describe('the start data in the page', () => {
  it('survives the trip through the page whole, with no "<" left to end its element', () => {
    const json = startDataJson(DATA);
    expect(json).not.toContain('<');
    expect(parseStartData(json)).toEqual(DATA);
  });

  it.each([
    ['nothing', null],
    ['empty text', ''],
    ['not JSON', '{"markets": ['],
    ['not an object', '[1, 2]'],
    ['a list missing', JSON.stringify({ markets: [], tickers: [] })],
    ['a list of other things', JSON.stringify({ markets: [1], tickers: [], rates: [] })],
    ['a market without its id', JSON.stringify({ markets: [{ baseUnit: 'btc' }], tickers: [], rates: [] })],
    ['a ticker without its symbol', JSON.stringify({ markets: [], tickers: [{ symbol: 7 }], rates: [] })],
    ['a rate without its currency', JSON.stringify({ markets: [], tickers: [], rates: [{}] })],
  ])('is ignored when it is %s (the page then starts as it would without it)', (_what, text) => {
    expect(parseStartData(text)).toBeNull();
  });
});

describe('index.html with the start page in it', () => {
  it('fills #app with the markup, hidden, and carries the data beside it', () => {
    const html = withStartPage(TEMPLATE, '<h1>Markets</h1>', DATA)!;
    expect(html).toContain('<div id="app" hidden aria-busy="true"><h1>Markets</h1></div>');
    expect(html.match(/<div id="app"/g)).toHaveLength(1);
    expect(parseStartData(pageJson(html))).toEqual(DATA);
    expect(html.startsWith('<!doctype html><html><head><title>Satchel</title></head>')).toBe(true);
  });

  it('writes the markup as it is, "$&" and all', () => {
    expect(withStartPage(TEMPLATE, '<p>$& $1 $$</p>', DATA)).toContain('<div id="app" hidden aria-busy="true"><p>$& $1 $$</p></div>');
  });

  it('gives nothing for a page without an empty #app', () => {
    expect(withStartPage('<!doctype html><div id="app">x</div>', '<h1>Markets</h1>', DATA)).toBeNull();
  });

  it('gives nothing without lists, and says why when rendering fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-start-'));
    const index = path.join(dir, 'index.html');
    await writeFile(index, TEMPLATE);
    const problems: string[] = [];
    expect(await renderedIndex(index, () => '<h1>Markets</h1>', null, (m) => problems.push(m))).toBeNull();
    const failing = () => {
      throw new Error('no table today');
    };
    expect(await renderedIndex(index, failing, DATA, (m) => problems.push(m))).toBeNull();
    expect(problems).toEqual(['The start page could not be rendered: no table today']);
    expect(await renderedIndex(index, () => '<h1>Markets</h1>', DATA, (m) => problems.push(m))).toContain('<h1>Markets</h1>');
  });
});

describe("the start page's renderer", () => {
  it('is loaded from its file, or the reason it cannot be is given', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-renderer-'));
    await writeFile(path.join(dir, 'good.mjs'), 'export function renderStartPage(data) { return `<p>${data.markets.length} markets</p>`; }');
    await writeFile(path.join(dir, 'other.mjs'), 'export const nothing = 1;');
    const good = await loadStartPageRenderer(path.join(dir, 'good.mjs'));
    expect('render' in good && good.render(DATA)).toBe('<p>1 markets</p>');
    expect(await loadStartPageRenderer(path.join(dir, 'other.mjs'))).toEqual({ problem: `${path.join(dir, 'other.mjs')} has no renderStartPage` });
    const missing = await loadStartPageRenderer(path.join(dir, 'missing.mjs'));
    expect('problem' in missing && missing.problem).toMatch(/^the start page's renderer could not be loaded from .*missing\.mjs/);
  });
});

describe('the host with a start-page renderer', () => {
  let dir: string;
  let core: Core;
  let host: WebHost;
  let lists: StartData | null = null;
  const logged: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-start-host-'));
    await writeFile(path.join(dir, 'index.html'), TEMPLATE);
    await writeFile(path.join(dir, 'gateway.html'), '<!doctype html><div id="app"></div>');
    // Counts its renders in the page itself, so a test can tell a page drawn again from one reused.
    await writeFile(
      path.join(dir, 'render.mjs'),
      'let renders = 0; export function renderStartPage(data) { renders++; return `<table aria-label="Markets" data-render="${renders}">${data.markets.map((m) => `<tr><th>${m.id}</th></tr>`).join("")}</table>`; }',
    );
    const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: true, shell: 'browser', version: '9.9.9', userDataDir: dir, log: (m) => logged.push(m) });
    // What the core has, or can read in time, from the run's exchange (or nothing): the exchange here is not reachable.
    services.startPageLists = () => Promise.resolve(lists);
    core = coreOver(services);
    host = await startWebHost({ core, rendererDir: dir, startPageRenderer: path.join(dir, 'render.mjs') });
  });

  afterAll(async () => {
    await host.close();
    await core.close();
  });

  function get(urlPath: string, method = 'GET', port = host.port): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: urlPath, method }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends index.html as it is when the lists cannot be had in time', async () => {
    lists = null;
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toBe(TEMPLATE);
  });

  it('draws the start page into / and /index.html, with the security headers, and nothing into other pages', async () => {
    lists = DATA;
    for (const url of ['/', '/index.html', '/?from=somewhere']) {
      const page = await get(url);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toBeTruthy();
      expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
      expect(page.body).toMatch(/<div id="app" hidden aria-busy="true"><table aria-label="Markets" data-render="\d+"><tr><th>btc_usdt<\/th><\/tr><\/table><\/div>/);
      expect(parseStartData(pageJson(page.body))).toEqual(DATA);
    }
    expect((await get('/gateway.html')).body).toBe('<!doctype html><div id="app"></div>');
  });

  it('draws the page once for the same lists, and again when they change; HEAD draws nothing', async () => {
    const renderOf = (body: string) => /data-render="(\d+)"/.exec(body)?.[1];
    lists = { ...DATA };
    const first = renderOf((await get('/')).body);
    expect(renderOf((await get('/')).body)).toBe(first);
    lists = { ...DATA }; // the same lists, in a new answer
    expect(renderOf((await get('/index.html')).body)).toBe(first);
    lists = { ...DATA, tickers: [...DATA.tickers] };
    expect(Number(renderOf((await get('/')).body))).toBe(Number(first) + 1);
    const head = await get('/', 'HEAD');
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', String(Buffer.byteLength(TEMPLATE))]);
    expect(renderOf((await get('/')).body)).toBe(String(Number(first) + 1));
  });

  it('serves index.html as it is, and says so once, when the renderer cannot be loaded', async () => {
    const other = await startWebHost({ core, rendererDir: dir, startPageRenderer: path.join(dir, 'missing.mjs') });
    try {
      lists = DATA;
      expect((await get('/')).body).toContain('<table'); // the first host still renders
      expect((await get('/', 'GET', other.port)).body).toBe(TEMPLATE);
      expect(logged.filter((m) => m.startsWith('Browser mode draws its start page in the page: '))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
