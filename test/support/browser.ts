import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH): playwright-core never downloads a browser of its own. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) throw new Error('Chromium is not installed: run `npm run setup:test` (or set CHROMIUM_PATH).');
  return found;
}

/** Flags that keep Chromium quiet on a machine without a network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}
