import { describe, expect, it } from 'vitest';
import { isAppUrl, isTrustedSender, type FrameLike } from '../../../electron/main/security/sender.js';

function frame(url: string, extra: Partial<FrameLike> = {}): FrameLike {
  return { url, origin: url.startsWith('app://satchel') ? 'app://satchel' : new URL(url).origin, detached: false, ...extra };
}

function windowWith(mainFrame: FrameLike, destroyed = false) {
  const webContents = { mainFrame, isDestroyed: () => destroyed };
  return { isDestroyed: () => destroyed, webContents };
}

describe('isTrustedSender', () => {
  const main = frame('app://satchel/index.html');

  it("allows the main frame of the app's own window", () => {
    const win = windowWith(main);
    expect(isTrustedSender({ sender: win.webContents, senderFrame: main }, win)).toBe(true);
  });

  it('allows the main frame after in-page (hash) navigation', () => {
    const later = frame('app://satchel/index.html#/markets/btc_usd');
    const win = windowWith(later);
    expect(isTrustedSender({ sender: win.webContents, senderFrame: later }, win)).toBe(true);
  });

  it('refuses a sub-frame of the same window, even on the app origin', () => {
    const win = windowWith(main);
    const child = frame('app://satchel/index.html');
    expect(isTrustedSender({ sender: win.webContents, senderFrame: child }, win)).toBe(false);
  });

  it('refuses the main frame once it shows another origin', () => {
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html', 'http://127.0.0.1:5173/']) {
      const elsewhere = frame(url);
      const win = windowWith(elsewhere);
      expect(isTrustedSender({ sender: win.webContents, senderFrame: elsewhere }, win), url).toBe(false);
    }
  });

  it("refuses when Chromium's origin disagrees with the URL", () => {
    const odd = frame('app://satchel/index.html', { origin: 'null' });
    const win = windowWith(odd);
    expect(isTrustedSender({ sender: win.webContents, senderFrame: odd }, win)).toBe(false);
  });

  it('refuses another window', () => {
    const win = windowWith(main);
    const otherMain = frame('app://satchel/index.html');
    const other = windowWith(otherMain);
    expect(isTrustedSender({ sender: other.webContents, senderFrame: otherMain }, win)).toBe(false);
    // Same frame object claimed by a different sender is refused too.
    expect(isTrustedSender({ sender: other.webContents, senderFrame: main }, win)).toBe(false);
  });

  it('refuses a destroyed or missing window, and a frame that is gone', () => {
    const gone = windowWith(main, true);
    expect(isTrustedSender({ sender: gone.webContents, senderFrame: main }, gone)).toBe(false);
    expect(isTrustedSender({ senderFrame: main }, null)).toBe(false);
    const win = windowWith(main);
    expect(isTrustedSender({ sender: win.webContents, senderFrame: null }, win)).toBe(false);
    const detached = { ...main, detached: true };
    const win2 = windowWith(detached);
    expect(isTrustedSender({ sender: win2.webContents, senderFrame: detached }, win2)).toBe(false);
  });
});

describe('isAppUrl', () => {
  it('accepts app://satchel pages only', () => {
    expect(isAppUrl('app://satchel/')).toBe(true);
    expect(isAppUrl('app://satchel/index.html?x=1#y')).toBe(true);
    expect(isAppUrl('app://satchel.evil/index.html')).toBe(false);
    expect(isAppUrl('app://user:pw@satchel/index.html')).toBe(false);
    expect(isAppUrl('https://satchel/index.html')).toBe(false);
    expect(isAppUrl('')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});
