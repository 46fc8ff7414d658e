import { describe, expect, it } from 'vitest';
import { spreadLine, visibleRows } from '../../../../renderer/markets/book-rows.js';
import { drawBookSide, ROW_HEIGHT, type BookContext, type BookPalette } from '../../../../renderer/markets/book-canvas.js';

const level = (price: string, volume: string) => ({ price, volume, orders: 1 });
const digits = { price: 2, amount: 4, total: 2 };

describe('visible order book rows', () => {
  it('formats only the first rows of each side, with cumulative totals and exact text', () => {
    const book = {
      asks: [level('101', '0.1'), level('102', '0.2'), level('103', '5')],
      bids: [level('99.5', '0.3'), level('99', '0.1')],
    };
    const { asks, bids } = visibleRows(book, 2, digits);
    expect(asks.map((r) => [r.key, r.price, r.amount, r.total])).toEqual([
      ['101', '101.00', '0.1000', '10.10'],
      ['102', '102.00', '0.2000', '30.50'],
    ]);
    // 99.5 × 0.3, then that plus 99 × 0.1: what it takes to sell down to each price.
    expect(bids.map((r) => r.total)).toEqual(['29.85', '39.75']);
    // Shading: cumulative volume over the deeper visible side (asks 0.3, bids 0.4).
    [0.25, 0.75].forEach((share, i) => expect(asks[i]!.depth).toBeCloseTo(share, 9));
    [0.75, 1].forEach((share, i) => expect(bids[i]!.depth).toBeCloseTo(share, 9));
  });

  it('copes with an empty side', () => {
    const { asks, bids } = visibleRows({ asks: [], bids: [level('1', '0')] }, 20, digits);
    expect(asks).toEqual([]);
    expect(bids[0]!.depth).toBe(0);
  });

});

/** A 2D context that records what was drawn, in what colour and font; text is 7 px a character. */
function recordingContext() {
  const calls: Array<{ op: string; args: unknown[]; fillStyle: unknown; font: string; textAlign: string }> = [];
  const ctx = {
    fillStyle: '' as unknown,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    measureText: (text: string) => ({ width: text.length * 7 }),
  } as Record<string, unknown>;
  for (const op of ['setTransform', 'clearRect', 'fillRect', 'fillText']) {
    ctx[op] = (...args: unknown[]) => calls.push({ op, args, fillStyle: ctx.fillStyle, font: ctx.font as string, textAlign: ctx.textAlign as string });
  }
  return { ctx: ctx as unknown as BookContext, calls };
}

const palette: BookPalette = { price: 'red', text: 'black', muted: 'grey', bar: 'pink', priceFont: '600 13px sans', font: '13px sans', pad: 8 };
const row = (price: string, depth: number) => ({ key: price, price, amount: '0.5000', total: '1,000.00', depth });

describe('one side of the book on a canvas', () => {
  it('draws each row as the table lists it: its depth bar from the right, the price in the side colour, amount and total right-aligned', () => {
    const { ctx, calls } = recordingContext();
    drawBookSide(ctx, [row('100.00', 0.25), row('99.00', 0), row('98.00', 1)], { width: 400, scale: 2, palette, empty: 'No bids' });
    expect(calls[0]).toMatchObject({ op: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(calls[1]).toMatchObject({ op: 'clearRect', args: [0, 0, 400, 3 * ROW_HEIGHT] });
    // No bar for a row with no depth; a full bar is the whole width.
    expect(calls.filter((c) => c.op === 'fillRect')).toEqual([
      expect.objectContaining({ args: [300, 0, 100, ROW_HEIGHT], fillStyle: 'pink' }),
      expect.objectContaining({ args: [0, 2 * ROW_HEIGHT, 400, ROW_HEIGHT], fillStyle: 'pink' }),
    ]);
    const texts = calls.filter((c) => c.op === 'fillText');
    expect(texts.filter((c) => c.fillStyle === 'red').map((c) => [c.args[0], c.args[2], c.font, c.textAlign])).toEqual([
      ['100.00', ROW_HEIGHT / 2, '600 13px sans', 'left'],
      ['99.00', ROW_HEIGHT * 1.5, '600 13px sans', 'left'],
      ['98.00', ROW_HEIGHT * 2.5, '600 13px sans', 'left'],
    ]);
    const first = texts.filter((c) => c.fillStyle === 'black' && c.args[2] === ROW_HEIGHT / 2);
    expect(first.map((c) => [c.args[0], c.args[1], c.textAlign])).toEqual([
      ['0.5000', 400 * 0.67 - 8, 'right'],
      ['1,000.00', 400 - 8, 'right'],
    ]);
  });

  it('cuts a figure too wide for its column with an ellipsis, as the table does', () => {
    const { ctx, calls } = recordingContext();
    drawBookSide(ctx, [{ ...row('1.00', 0), total: '123,456,789,012.00' }], { width: 240, scale: 1, palette, empty: 'No bids' });
    const total = calls.filter((c) => c.op === 'fillText').at(-1)!.args[0] as string;
    expect(total.endsWith('…')).toBe(true);
    expect(total.length * 7).toBeLessThanOrEqual(240 * 0.33 - 16);
  });

  it('an empty side says so, muted, in the middle', () => {
    const { ctx, calls } = recordingContext();
    drawBookSide(ctx, [], { width: 300, scale: 1, palette, empty: 'No asks' });
    expect(calls.filter((c) => c.op === 'fillText')).toEqual([expect.objectContaining({ args: ['No asks', 150, ROW_HEIGHT / 2], fillStyle: 'grey', textAlign: 'center' })]);
  });
});

describe('the spread line', () => {
  it('says the spread in the quote currency and as a percentage of the mid price', () => {
    expect(spreadLine({ absolute: '2.1', percent: '0.0032956' }, 2, 'USDT')).toBe('Spread: 2.10 USDT (0.003 %)');
    expect(spreadLine(null, 2, 'USDT')).toBe('Spread: —');
  });

  it('a spread that is not zero never reads as 0.000 %: a few cents on a price of tens of thousands', () => {
    expect(spreadLine({ absolute: '0.08', percent: '0.000125549' }, 2, 'USDT')).toBe('Spread: 0.08 USDT (< 0.001 %)');
    expect(spreadLine({ absolute: '0', percent: '0' }, 2, 'USDT')).toBe('Spread: 0.00 USDT (0.000 %)');
  });
});
