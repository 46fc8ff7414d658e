import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { parseJson } from '../../../shared/json/lossless.js';
import { parseAnswer } from '../../../electron/core/exchange/parse.js';
import {
  bookSchema,
  currencySchema,
  feeRecordSchema,
  marketSchema,
  ratesSchema,
  tickerSchema,
  timestampSchema,
} from '../../../electron/core/exchange/schemas.js';

const parse = <S extends v.GenericSchema>(schema: S, text: string) => parseAnswer(schema, parseJson(text), () => 'an answer', 'ex.test');

function malformed(schema: v.GenericSchema, text: string): AppError {
  try {
    parse(schema, text);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('malformed');
    return error as AppError;
  }
  throw new Error('expected a malformed-answer error');
}

describe('answer schemas: valid answers become domain values', () => {
  it('server time, with the document\'s spelling', () => {
    expect(parse(timestampSchema, '{"timestamp":1700000000,"timestamp_miliseconds":1700000000123}')).toEqual({
      timestamp: 1700000000,
      timestamp_miliseconds: 1700000000123,
    });
  });

  it('a currency, with icons renamed and precision kept', () => {
    const c = parse(
      currencySchema,
      '{"id":1,"code":"BTC","name":"Bitcoin","has_memo":false,"icons":{"std":"s","xl":"x","png_2x":"p2","png_3x":"p3"},"coin":true,"explorer_link":"https://x/#{txid}","sort_order":1,"precision":{"real":8,"trade":6}}',
    );
    expect(c).toEqual({
      id: 1,
      code: 'btc',
      name: 'Bitcoin',
      hasMemo: false,
      icons: { std: 's', xl: 'x', png2x: 'p2', png3x: 'p3' },
      coin: true,
      explorerLink: 'https://x/#{txid}',
      sortOrder: 1,
      precision: { real: 8, trade: 6 },
    });
  });

  it('a market; price_change as a number stays exact', () => {
    const m = parse(marketSchema, '{"id":"btc_usdt","base_unit":"btc","quote_unit":"usdt","base_precision":6,"quote_precision":2,"display_precision":2,"price_change":-1.2300000000000000001}');
    expect(m.priceChange).toBe('-1.2300000000000000001');
    expect(m.displayPrecision).toBe(2);
  });

  it('a ticker by position, amounts as exact decimal strings', () => {
    const t = parse(tickerSchema, '["btc_usdt",64999.1,0.5,65000.2,"0.25",120.3,0.19,65000.00,1234.5678,65500,64000]');
    expect(t).toEqual({
      symbol: 'btc_usdt',
      bid: '64999.1',
      bidVolume: '0.5',
      ask: '65000.2',
      askVolume: '0.25',
      change: '120.3',
      changePercent: '0.19',
      last: '65000',
      volume: '1234.5678',
      high: '65500',
      low: '64000',
    });
  });

  it('a book: positive volume is a bid, negative an ask, best first on each side', () => {
    const book = parse(bookSchema, '[[99,1.5,2],[101,-0.5,1],[100,2,3],[102,-1,4],[98,0.1,1]]');
    expect(book.bids.map((l) => l.price)).toEqual(['100', '99', '98']);
    expect(book.asks).toEqual([
      { price: '101', volume: '0.5', orders: 1 },
      { price: '102', volume: '1', orders: 4 },
    ]);
  });

  it('rates: one object or an array of them', () => {
    const one = '{"currency":"btc","usd":65000.5,"uah":2700000,"btc":1,"eur":60000,"rub":6000000}';
    expect(parse(ratesSchema, one)).toHaveLength(1);
    expect(parse(ratesSchema, `[${one},${one}]`)).toHaveLength(2);
    expect(parse(ratesSchema, one)[0]!.usd).toBe('65000.5');
  });

  it('both kinds of fee record', () => {
    const fiat = parse(feeRecordSchema, '{"code":"payment_card","category":"UAH","deposit_fees":[{"type":"percent","amount":"1.5"}],"withdraw_fees":[{"type":"percent","amount":"2"}]}');
    expect(fiat).toEqual({ kind: 'fiat', code: 'payment_card', category: 'uah', depositFees: [{ type: 'percent', amount: '1.5' }], withdrawFees: [{ type: 'percent', amount: '2' }] });
    const crypto = parse(
      feeRecordSchema,
      '{"code":"BTC","category":"coin","deposit_fees":[],"withdraw_fees":[{"type":"fixed","asset":{"amount":0.0005,"currency":"btc","to_usd":"32.5"}}],"min_deposit":{"amount":0.0001,"currency":"btc","to_usd":"6.5"},"min_withdraw":{"amount":0.001,"currency":"btc","to_usd":"65"}}',
    );
    expect(crypto.kind).toBe('crypto');
    if (crypto.kind === 'crypto') expect(crypto.withdrawFees[0]!.asset).toEqual({ amount: '0.0005', currency: 'btc', toUsd: '32.5' });
  });
});

describe('answer schemas: malformed answers are errors that say where', () => {
  it('a ticker with too few positions', () => {
    expect(malformed(tickerSchema, '["btc_usdt",1,2,3]').detail).toBeDefined();
  });
  it('a price that is not a number', () => {
    expect(malformed(tickerSchema, '["btc_usdt","abc",0.5,1,1,1,1,1,1,1,1]').detail).toMatch(/^1:/);
  });
  it('a book entry with an order count that is not an integer', () => {
    malformed(bookSchema, '[[100,1,1.5]]');
  });
  it('an object where a list belongs', () => {
    malformed(v.array(marketSchema), '{"id":"btc_usdt"}');
  });
  it('a market without its key', () => {
    expect(malformed(marketSchema, '{"base_unit":"btc","quote_unit":"usdt","base_precision":6,"quote_precision":2,"display_precision":2}').detail).toMatch(/id/);
  });
  it('a precision out of range', () => {
    malformed(marketSchema, '{"id":"a_b","base_unit":"a","quote_unit":"b","base_precision":-1,"quote_precision":2,"display_precision":2}');
  });
  it('a timestamp that is not an integer', () => {
    malformed(timestampSchema, '{"timestamp":1.5,"timestamp_miliseconds":2}');
  });
});
