/**
 * The public methods of the exchange document: no key, no signature, retried when the
 * network or the exchange fails, because reading twice is harmless.
 */
import * as v from 'valibot';
import { transferCodeSchema } from './codes-schema.js';
import { AppError, type Book, type Currency, type FeeRecord, type Market, type Rate, type ServerTime, type Ticker, type TransferCode } from '../../../shared/contract/index.js';
import { learnCoinCodes } from '../../../shared/words/index.js';
import type { JsonValue } from '../../../shared/json/lossless.js';
import { ServerClock } from './clock.js';
import { parseAnswer } from './parse.js';
import { bookSchema, currencySchema, feeRecordSchema, marketSchema, ratesSchema, tickerSchema, timestampSchema } from './schemas.js';
import type { Transport } from './transport.js';
import { answerOf, type What } from './what.js';

export interface ReadOptions {
  signal?: AbortSignal;
}

const SYMBOL = /^[A-Za-z0-9_-]{1,32}$/;

function pathPart(value: string, what: string): string {
  if (typeof value !== 'string' || !SYMBOL.test(value)) throw new AppError('validation', `That is not a valid ${what}.`);
  return encodeURIComponent(value);
}

export class PublicApi {
  constructor(
    private readonly transport: Transport,
    readonly clock: ServerClock = new ServerClock(),
  ) {}

  private get(path: string, options: ReadOptions): Promise<JsonValue> {
    return this.transport.send(() => ({ method: 'GET', path }), { retry: true, signal: options.signal });
  }

  private parse<S extends v.GenericSchema>(schema: S, value: JsonValue, what: What): v.InferOutput<S> {
    return parseAnswer(schema, value, what, this.transport.host);
  }

  /** GET /v3/timestamp, and the clock offset measured from it. */
  async time(options: ReadOptions = {}): Promise<ServerTime> {
    const sentAt = this.clock.localNow();
    const answer = this.parse(timestampSchema, await this.get('/v3/timestamp', options), answerOf.serverTime);
    const offsetMs = this.clock.record(sentAt, this.clock.localNow(), answer.timestamp_miliseconds, this.transport.host);
    return { serverMs: answer.timestamp_miliseconds, offsetMs };
  }

  async currencies(options: ReadOptions = {}): Promise<Currency[]> {
    const list = this.parse(v.array(currencySchema), await this.get('/v3/currencies', options), answerOf.currencyList);
    // So that a server's sentence quoting a code in lower case can be given back in upper case (shared/words).
    learnCoinCodes(list.map((c) => c.code));
    return list.sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  }

  /** One currency's rates, or every currency's when none is named. */
  async rates(currency?: string, options: ReadOptions = {}): Promise<Rate[]> {
    const path = currency === undefined ? '/v3/exchange-rates' : `/v3/exchange-rates/${pathPart(currency, 'currency')}`;
    return this.parse(ratesSchema, await this.get(path, options), answerOf.exchangeRates);
  }

  async markets(options: ReadOptions = {}): Promise<Market[]> {
    return this.parse(v.array(marketSchema), await this.get('/v3/markets', options), answerOf.marketList);
  }

  /** Tickers for some markets, or 'ALL' active ones. */
  async tickers(symbols: readonly string[] | 'ALL', options: ReadOptions = {}): Promise<Ticker[]> {
    const list = symbols === 'ALL' ? 'ALL' : symbols.map((s) => pathPart(s, 'market')).join(',');
    return this.parse(v.array(tickerSchema), await this.get(`/v3/tickers?symbols=${list}`, options), answerOf.tickers);
  }

  async book(symbol: string, options: ReadOptions = {}): Promise<Book> {
    const sides = this.parse(bookSchema, await this.get(`/v3/book/${pathPart(symbol, 'market')}`, options), answerOf.orderBook);
    return { symbol, ...sides, receivedAt: Date.now() };
  }

  async fees(options: ReadOptions = {}): Promise<FeeRecord[]> {
    return this.parse(v.array(feeRecordSchema), await this.get('/v3/fees', options), answerOf.feeList);
  }

  /** GET /v3/svc_codes/{first 5 characters}/check: what a code is worth, without its secret part. */
  async checkCode(publicPart: string, options: ReadOptions = {}): Promise<TransferCode> {
    if (!/^[1-9a-km-zA-HJ-NP-Z]{5}$/.test(publicPart)) throw new AppError('validation', 'The public part of a transfer code is its first 5 characters.');
    return this.parse(transferCodeSchema, await this.get(`/v3/svc_codes/${publicPart}/check`, options), answerOf.transferCode);
  }
}
