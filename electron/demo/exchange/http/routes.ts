/**
 * Paths of the demo exchange's public part and the document's errors around them. The
 * document names none of these errors; the choices (status codes, body shape, case) are in
 * docs/demo-servers.md.
 */
import { CURRENCIES } from '../market/catalog.js';
import { failure, json, type Answer } from '../../http.js';
import { isPublicPart } from '../codes/code-format.js';
import { codeObject } from '../codes/codes-answers.js';
import { type Codes } from '../codes/codes.js';
import { bookAnswer, currenciesAnswer, feesAnswer, marketsAnswer, rateAnswer, ratesAnswer, tickerAnswer, timestampAnswer } from '../market/answers.js';
import { iconSvg, parseIconPath } from '../market/icons.js';
import { type MarketSim } from '../market/market-sim.js';

export interface RouteContext {
  sim: MarketSim;
  /** The server's own address, for icon urls. */
  baseUrl: string;
  codes: Codes;
  nowMs: number;
}

type Handler = (ctx: RouteContext, param: string, query: URLSearchParams) => Answer;

const SYMBOL = /^[a-z0-9]{2,10}_[a-z0-9]{2,10}$/;
const CURRENCY = /^[a-z0-9]{2,10}$/;

const ROUTES: readonly (readonly [RegExp, Handler])[] = [
  [/^\/v3\/timestamp$/, (ctx) => json(200, timestampAnswer(ctx.nowMs))],
  [/^\/v3\/currencies$/, (ctx) => json(200, currenciesAnswer(ctx.baseUrl))],
  [/^\/v3\/exchange-rates$/, (ctx) => json(200, ratesAnswer(ctx.sim))],
  [/^\/v3\/exchange-rates\/([^/]+)$/, (ctx, param) => oneRate(ctx, param)],
  [/^\/v3\/markets$/, (ctx) => json(200, marketsAnswer(ctx.sim))],
  [/^\/v3\/tickers$/, (ctx, _param, query) => tickers(ctx, query)],
  [/^\/v3\/book\/([^/]+)$/, (ctx, param) => book(ctx, param)],
  [/^\/v3\/fees$/, (ctx) => json(200, feesAnswer(ctx.sim))],
  [/^\/v3\/svc_codes\/([^/]+)\/check$/, (ctx, param) => checkCode(ctx, param)],
];

/** Answers a request under /v3; a path it does not know is a JSON 404. */
export function routeV3(ctx: RouteContext, method: string, path: string, query: URLSearchParams): Answer {
  for (const [pattern, handler] of ROUTES) {
    const m = pattern.exec(path);
    if (!m) continue;
    if (method !== 'GET' && method !== 'HEAD') return failure(405, `Method ${method} is not allowed on ${path}`, { allow: 'GET, HEAD' });
    return handler(ctx, m[1] ?? '', query);
  }
  return failure(404, `Unknown path: ${path}`);
}

export function routeIcon(method: string, path: string): Answer {
  const icon = parseIconPath(path);
  if (!icon) return failure(404, `Unknown icon: ${path}`);
  if (method !== 'GET' && method !== 'HEAD') return failure(405, `Method ${method} is not allowed on ${path}`, { allow: 'GET, HEAD' });
  return { status: 200, body: iconSvg(icon.currency, icon.size), headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } };
}

/** Path segments arrive percent-encoded; ids are compared in lower case. */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return null;
  }
}

function oneRate(ctx: RouteContext, raw: string): Answer {
  const code = segment(raw);
  if (code === null || !CURRENCY.test(code)) return failure(400, `Malformed currency: ${raw}`);
  if (!CURRENCIES.some((c) => c.code === code)) return failure(404, `Unknown currency: ${code}`);
  return json(200, rateAnswer(ctx.sim, code));
}

function book(ctx: RouteContext, raw: string): Answer {
  const symbol = segment(raw);
  if (symbol === null || !SYMBOL.test(symbol)) return failure(400, `Malformed market symbol: ${raw}`);
  if (!ctx.sim.has(symbol)) return failure(404, `Unknown market: ${symbol}`);
  return json(200, bookAnswer(ctx.sim, symbol));
}

function tickers(ctx: RouteContext, query: URLSearchParams): Answer {
  const text = query.get('symbols')?.trim() ?? '';
  if (text === '') return failure(400, 'Query parameter symbols is required: comma-separated market ids, or ALL');
  const wanted = text.toUpperCase() === 'ALL' ? ctx.sim.marketIds() : [...new Set(text.split(',').map((s) => s.trim().toLowerCase()))];
  const malformed = wanted.find((s) => !SYMBOL.test(s));
  if (malformed !== undefined) return failure(400, `Malformed market symbol: ${malformed === '' ? '(empty)' : malformed}`);
  const unknown = wanted.filter((s) => !ctx.sim.has(s));
  if (unknown.length) return failure(404, `Unknown market: ${unknown.join(', ')}`);
  return json(200, wanted.map((s) => tickerAnswer(ctx.sim, s)));
}

/** The public check: the first 5 characters, case as written (the alphabet has both cases). */
function checkCode(ctx: RouteContext, raw: string): Answer {
  let part: string;
  try {
    part = decodeURIComponent(raw);
  } catch {
    part = raw;
  }
  if (!isPublicPart(part)) return failure(400, `Malformed code: ${raw} (expected the first 5 characters of a transfer code)`);
  const c = ctx.codes.byPublicPart(part);
  return c ? json(200, codeObject(c, 'public')) : failure(404, 'Transfer code not found');
}
