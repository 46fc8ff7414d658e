/**
 * Issue 24: what the pseudo-language walks (test/e2e/pseudo-language.test.ts, a view's first state;
 * test/e2e/pseudo-states.test.ts, its states after actions) read on a page, and what they leave out.
 */
import type { Page } from 'playwright-core';
import { COMMENTS, PRIVATE_COMMENTS } from '../../electron/demo/exchange/codes/seed-codes.js';
import { CURRENCIES } from '../../electron/demo/exchange/market/catalog.js';
import type { RunningApp } from './app.js';

/**
 * Texts a person reads on the page (text, and the names and hints of controls) with a plain English
 * word (three or more ASCII letters, in lower case or capitalised), each with those words. Not
 * counted: codes in capitals (USDT, BTC_USDT), words joined to digits or dots (ids, e-mail
 * addresses), addresses and paths (https://…, /v3), keys and addresses shortened to their ends
 * (Qxb1…Rwwz), and what is not Satchel's to translate (`data`: phrases such as an account's name
 * or a code's comment, and words such as the names of currencies and payment services, which
 * Satchel shows as they were given).
 */
export function plainTexts(page: Page, data: { phrases: readonly string[]; words: readonly string[] }): Promise<string[]> {
  return page.evaluate(({ phrases, words }) => {
    const found = new Set<string>();
    const known = new Set(words.map((d) => d.toLowerCase()));
    const check = (text: string | null | undefined): void => {
      let rest = text ?? '';
      for (const phrase of phrases) rest = rest.split(phrase).join(' ');
      rest = rest.replace(/\b(https?:\/\/\S*|localhost\b)/g, ' ').replace(/(^|\s)\/[\w/.:-]+/g, ' ');
      // A key or an address shortened to its ends (Qxb1…Rwwz): random letters, no words.
      rest = rest.replace(/[A-Za-z0-9]+…[A-Za-z0-9]+/g, ' ');
      const plain = rest.split(/[\s,;:!?()[\]{}"'«»“”‘’/—–·…]+/).filter((token) => /^[A-Z]?[a-z]{2,}$/.test(token) && !known.has(token.toLowerCase()));
      if (plain.length > 0) found.add(`${text!.trim().replace(/\s+/g, ' ').slice(0, 70)} [${[...new Set(plain)].join(' ')}]`);
    };
    const visible = (el: Element): boolean => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Hidden text read aloud (visually-hidden) is checked too; text hidden from everyone is not.
      if (!visible(parent) && !parent.closest('.visually-hidden, [class*="visually-hidden"]')) continue;
      check(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-description], [aria-valuetext], [aria-roledescription]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext', 'aria-roledescription']) check(el.getAttribute(attr));
    }
    check(document.title);
    return [...found].sort();
  }, data);
}

// What is not Satchel's to translate: the demo account's name (given when it was added), the demo
// codes' comments, the example in Markets' filter; the names of the demo's currencies and of
// payment services; Satchel's own name.
export const dataOf = (app: RunningApp) => ({
  phrases: [`Demo: ${app.demo.ready.accounts[0]!.email}`, ...COMMENTS, ...PRIVATE_COMMENTS, 'btc, eth/usdt…'],
  words: ['Satchel', 'http', 'https', ...CURRENCIES.flatMap((c) => c.name.split(' ')), 'Advcash', 'Payeer', 'Perfect', 'Money', 'Visa', 'Mastercard'],
});
