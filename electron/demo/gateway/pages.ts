/**
 * The pages a payer sees on the demo gateway: the payment page (Pay or Cancel), the result,
 * and the refusals. Plain HTML: one inline style allowed by its hash, forms that may only post
 * back to the gateway, and one script of its own (the result page closes a payment window it
 * was opened in); every text that came from a request is escaped.
 */
import { createHash } from 'node:crypto';
import { type Answer } from '../http.js';
import { type Invoice } from './invoices.js';
import { type Merchant } from './link.js';
import { maskValue, METHODS } from './services.js';

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}',
  'main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0003}',
  'h1{font-size:1.4rem;margin:0 0 1rem}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}',
  'dt{color:#4a5360}dd{margin:0;font-variant-numeric:tabular-nums}',
  '.total{font-weight:700}',
  '.note{color:#4a5360;font-size:.9rem}',
  '.actions{display:flex;gap:.75rem;flex-wrap:wrap}',
  'button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #1b1f24;cursor:pointer;background:#fff;color:#1b1f24}',
  'button.pay{background:#0b5cad;border-color:#0b5cad;color:#fff}',
  'button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Only its own script, no framing, forms only to the gateway itself, the one style by its hash. */
export const PAGE_CSP = `default-src 'none'; script-src 'self'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(status: number, title: string, body: string, closes = false): Answer {
  const html =
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<title>${escapeHtml(title)} · Satchel demo payment gateway</title>\n<style>${STYLE}</style>\n` +
    (closes ? `<script src="/static/close.js" defer></script>\n` : '') +
    `</head>\n` +
    `<body>\n<main>\n<h1>${escapeHtml(title)}</h1>\n${body}\n</main>\n</body>\n</html>\n`;
  return { status, body: html, headers: { ...HEADERS } };
}

const money = (invoice: Invoice, amount: Invoice['amount']): string => `${amount.toFixed(2)} ${invoice.currency.toUpperCase()}`;

function details(rows: readonly (readonly [string, string, string?])[]): string {
  return `<dl aria-label="Payment details">\n${rows.map(([term, value, cls]) => `<dt${cls ? ` class="${cls}"` : ''}>${escapeHtml(term)}</dt><dd${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</dd>`).join('\n')}\n</dl>`;
}

function actionForm(invoice: Invoice, token: string, action: 'pay' | 'cancel', text: string, cls: string): string {
  return (
    `<form method="post" action="/checkout/${escapeHtml(invoice.id)}/${action}">` +
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<button type="submit" class="${cls}">${escapeHtml(text)}</button></form>`
  );
}

/** The payment page of an invoice still to be paid. */
export function paymentPage(invoice: Invoice, merchant: Merchant, token: string): Answer {
  const method = METHODS[invoice.service.method].name.en;
  const fieldRows = invoice.service.fields
    .filter((f) => invoice.fields[f.key] !== undefined)
    .map((f) => [f.label.en, maskValue(f.key, invoice.fields[f.key]!)] as const);
  const rows = [
    ['Merchant', merchant.name],
    ['Description', invoice.description],
    ['Method', method],
    ...fieldRows,
    ['Amount', money(invoice, invoice.amount)],
    ['Fee', money(invoice, invoice.fee)],
    ['Total to pay', money(invoice, invoice.amount.plus(invoice.fee)), 'total'],
  ] as const;
  const body =
    `<p class="note">Test mode: no real money moves. Pay credits the deposit on the demo exchange; Cancel cancels it.</p>\n` +
    `${details(rows)}\n` +
    `<div class="actions">${actionForm(invoice, token, 'pay', 'Pay', 'pay')}${actionForm(invoice, token, 'cancel', 'Cancel', 'cancel')}</div>`;
  return page(200, `Payment to ${merchant.name}`, body);
}

/** What the payer sees once the invoice is paid or cancelled (also on a later visit). */
export function resultPage(invoice: Invoice, merchant: Merchant): Answer {
  if (invoice.status === 'paid') {
    return page(200, 'Payment complete', `<p>${escapeHtml(money(invoice, invoice.amount))} was credited to your account at ${escapeHtml(merchant.name)}.</p>\n<p class="note">A payment window closes by itself.</p>`, true);
  }
  return page(200, 'Payment cancelled', `<p>Nothing was charged, and the deposit at ${escapeHtml(merchant.name)} is cancelled.</p>\n<p class="note">A payment window closes by itself.</p>`, true);
}

/** A second Pay or Cancel on an invoice already settled. */
export function alreadyPage(invoice: Invoice): Answer {
  const title = invoice.status === 'paid' ? 'This payment is already complete' : 'This payment was cancelled';
  return page(409, title, `<p>Nothing more was done. You can close this window.</p>`);
}

/** Any refusal shown to a person: the status, a title and the reason. */
export function errorPage(status: number, title: string, message: string): Answer {
  return page(status, title, `<p>${escapeHtml(message)}</p>\n<p class="note">You can close this window and try again from the app.</p>`);
}
