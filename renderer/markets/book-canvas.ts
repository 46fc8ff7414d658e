/**
 * One side of the order book drawn on a canvas: the rows a person sees, at 20 snapshots a
 * second, without laying out 120 table cells per snapshot. The side's table stays in the page
 * with the same rows (what screen readers, find-in-page and forced-colors mode use); the canvas
 * is aria-hidden and draws the same `BookRow`s, so both always show the same moment.
 */
import type { BookRow } from './book-rows.js';

/** Row height in CSS pixels, the table's rows' too (BookSide.svelte gives it to them). */
export const ROW_HEIGHT = 20;

/** Colours and fonts, read from the page's CSS (its theme), never written here. */
export interface BookPalette {
  price: string;
  text: string;
  muted: string;
  bar: string;
  /** CSS font shorthands: the price bold, the rest regular. */
  priceFont: string;
  font: string;
  /** A cell's inset in CSS pixels: the table cells' 0.5rem. */
  pad: number;
}

/** The part of CanvasRenderingContext2D that drawing a side uses (a fake one in unit tests). */
export type BookContext = Pick<
  CanvasRenderingContext2D,
  'setTransform' | 'clearRect' | 'fillRect' | 'fillText' | 'measureText' | 'fillStyle' | 'font' | 'textAlign' | 'textBaseline'
>;

/** Reads the side's colours and fonts from the canvas's computed style (set by app.css's theme). */
export function paletteOf(element: Element, side: 'asks' | 'bids'): BookPalette {
  const style = getComputedStyle(element);
  const value = (name: string) => style.getPropertyValue(name).trim();
  const font = `${style.fontSize} ${style.fontFamily}`;
  return {
    price: value(side === 'asks' ? '--down' : '--up'),
    text: value('--text'),
    muted: value('--muted'),
    bar: value(side === 'asks' ? '--ask-bar' : '--bid-bar'),
    priceFont: `600 ${font}`,
    font,
    pad: parseFloat(getComputedStyle(document.documentElement).fontSize) / 2 || 7,
  };
}

/** Cuts `text` with an ellipsis to fit `width`, as the table's cells do. */
function fit(ctx: BookContext, text: string, width: number): string {
  if (width <= 0) return '';
  if (ctx.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end)}…`).width > width) end--;
  return end > 0 ? `${text.slice(0, end)}…` : '';
}

/**
 * Draws `rows` (top to bottom, as the table lists them) into a canvas `width` CSS pixels wide
 * at `scale` device pixels per CSS pixel: each row's depth bar from the right edge, the price
 * in the side's colour on the left, amount and cumulative total right-aligned in the same
 * column widths as the table (34 %, 33 %, 33 %). No rows: "No asks" / "No bids", muted.
 */
export function drawBookSide(ctx: BookContext, rows: readonly BookRow[], options: { width: number; scale: number; palette: BookPalette; empty: string }): void {
  const { width, scale, palette } = options;
  const pad = palette.pad;
  const height = Math.max(1, rows.length) * ROW_HEIGHT;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.textBaseline = 'middle';
  if (rows.length === 0) {
    ctx.font = palette.font;
    ctx.fillStyle = palette.muted;
    ctx.textAlign = 'center';
    ctx.fillText(options.empty, width / 2, ROW_HEIGHT / 2);
    return;
  }
  ctx.fillStyle = palette.bar;
  for (let i = 0; i < rows.length; i++) {
    const share = Math.min(1, Math.max(0, rows[i]!.depth));
    if (share > 0) ctx.fillRect(width * (1 - share), i * ROW_HEIGHT, width * share, ROW_HEIGHT);
  }
  const priceEnd = width * 0.34;
  const amountEnd = width * 0.67;
  const cell = width * 0.33 - 2 * pad;
  ctx.font = palette.priceFont;
  ctx.fillStyle = palette.price;
  ctx.textAlign = 'left';
  for (let i = 0; i < rows.length; i++) ctx.fillText(fit(ctx, rows[i]!.price, priceEnd - 2 * pad), pad, (i + 0.5) * ROW_HEIGHT);
  ctx.font = palette.font;
  ctx.fillStyle = palette.text;
  ctx.textAlign = 'right';
  for (let i = 0; i < rows.length; i++) {
    const y = (i + 0.5) * ROW_HEIGHT;
    ctx.fillText(fit(ctx, rows[i]!.amount, cell), amountEnd - pad, y);
    ctx.fillText(fit(ctx, rows[i]!.total, cell), width - pad, y);
  }
}
