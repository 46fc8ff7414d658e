/**
 * Transfer codes: offline validations per second (shared/codes/codec.ts, the module the
 * renderer bundles, in V8 here) and, in Chromium, the time from a keystroke in the Codes view's
 * field to the verdict on screen.
 */
import type { Page } from 'playwright-core';
import { checkCode } from '../shared/codes/codec.js';
import { percentile } from './book-frames.js';

const ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

export function sampleCode(): string {
  const rest = 'Zq7mE'.repeat(9).slice(0, 44);
  const sum = [...rest].reduce((s, c) => s + ALPHABET.indexOf(c), 0);
  return `${(ALPHABET[sum % 58] + rest).match(/.{5}/g)!.join('-')}-BTC-SVC`;
}

export function validationsPerSecond(seconds = 1): number {
  const code = sampleCode();
  const currencies = new Set(['btc', 'eth', 'usdt']);
  let n = 0;
  let valid = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 1000; i++) if (checkCode(code, currencies).ok) valid++;
    n += 1000;
  }
  if (valid !== n) throw new Error('The sample code did not validate');
  return n / seconds;
}

// Plain text for the page: records each keystroke and each change of the verdict.
const VERDICT_PROBE = `
  (() => {
    window.__keys = [];
    window.__verdicts = [];
    document.addEventListener('keydown', () => window.__keys.push(performance.now()), true);
    new MutationObserver(() => {
      const verdict = document.getElementById('code-to-check-verdict');
      if (verdict) requestAnimationFrame(() => window.__verdicts.push(performance.now()));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  })();
`;

/** Types a code one character at a time into the Codes view and measures keystroke → verdict painted. */
export async function keystrokeToVerdict(page: Page): Promise<{ p50: number; p95: number }> {
  await page.addInitScript(VERDICT_PROBE);
  await page.reload();
  await page.getByRole('link', { name: 'Codes', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Transfer code' });
  await field.waitFor();
  const code = sampleCode();
  const delays: number[] = [];
  for (const character of code) {
    const before = await page.evaluate(() => (window as unknown as { __verdicts: number[] }).__verdicts.length);
    await field.press(character === '-' ? 'Minus' : character);
    await page.waitForFunction((n) => (window as unknown as { __verdicts: number[] }).__verdicts.length > n, before);
    delays.push(
      await page.evaluate(() => {
        const w = window as unknown as { __keys: number[]; __verdicts: number[] };
        return w.__verdicts.at(-1)! - w.__keys.at(-1)!;
      }),
    );
  }
  return { p50: percentile(delays, 50), p95: percentile(delays, 95) };
}
