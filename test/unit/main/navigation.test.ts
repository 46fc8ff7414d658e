import { describe, expect, it, vi } from 'vitest';
import { externalLinkTarget, hardenWebContents } from '../../../electron/main/security/navigation.js';

type Listener = (event: { preventDefault(): void }, ...rest: unknown[]) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  const contents = {
    on: vi.fn((name: string, listener: Listener) => {
      listeners.set(name, listener);
      return contents;
    }),
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
      openHandler = handler;
    }),
  };
  return { contents, listeners, open: (url: string) => openHandler!({ url }) };
}

describe('hardenWebContents', () => {
  it('prevents navigation, frame navigation, redirects and webview attachment', () => {
    const { contents, listeners } = fakeContents();
    hardenWebContents(contents as never, vi.fn());
    for (const name of ['will-navigate', 'will-frame-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      expect(listeners.has(name), name).toBe(true);
      listeners.get(name)!(event, 'https://evil.example/');
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
  });

  it('denies every new window; https links go to the OS browser, nothing else does', () => {
    const { contents, open } = fakeContents();
    const openExternal = vi.fn();
    hardenWebContents(contents as never, openExternal);
    expect(open('https://explorer.example/tx/abc')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://explorer.example/tx/abc');
    for (const url of ['http://plain.example/', 'file:///etc/passwd', 'app://satchel/index.html', 'javascript:alert(1)', 'smb://host/share', 'about:blank']) {
      expect(open(url), url).toEqual({ action: 'deny' });
    }
    expect(openExternal).toHaveBeenCalledTimes(1);
  });
});

describe('externalLinkTarget', () => {
  it('passes https URLs without credentials, normalised', () => {
    expect(externalLinkTarget('https://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(externalLinkTarget('https://user:pw@example.com/')).toBeNull();
    expect(externalLinkTarget('ms-settings:privacy')).toBeNull();
    expect(externalLinkTarget('')).toBeNull();
  });
});
