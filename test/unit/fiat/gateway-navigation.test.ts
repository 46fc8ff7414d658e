import { describe, expect, it, vi } from 'vitest';
import { GatewayNavigation, hardenGatewayContents } from '../../../electron/main/security/gateway-navigation.js';
import { PaymentTokens } from '../../../electron/web/payment-tokens.js';

describe('where the payment window may go', () => {
  it('its own page, and the gateway’s origin', () => {
    const nav = new GatewayNavigation('https://pay.example');
    expect(nav.navigate('app://satchel/gateway.html')).toBe(true);
    expect(nav.navigate('app://satchel/index.html')).toBe(false);
    expect(nav.navigate('https://pay.example/public-api/payment-invoices/process')).toBe(true);
    expect(nav.navigate('https://evil.example/')).toBe(false);
    expect(nav.navigate('http://pay.example/')).toBe(false);
    expect(nav.navigate('https://u:p@pay.example/')).toBe(false);
    expect(nav.navigate('file:///etc/passwd')).toBe(false);
  });

  it('plain http only on loopback (the demo gateway)', () => {
    expect(new GatewayNavigation('http://127.0.0.1:4568').navigate('http://127.0.0.1:4568/checkout/1')).toBe(true);
    expect(new GatewayNavigation('http://pay.example').navigate('http://pay.example/')).toBe(false);
  });

  it('a payment page the gateway hands over, and then that page’s own steps; nothing else', () => {
    const nav = new GatewayNavigation('https://pay.example');
    expect(nav.redirect('https://elsewhere.example/a', 'https://evil.example/')).toBe(false);
    expect(nav.redirect('https://pay.example/process', 'https://psp.example/checkout')).toBe(true);
    expect(nav.navigate('https://psp.example/3ds')).toBe(true);
    expect(nav.redirect('https://pay.example/process', 'http://psp.example/checkout')).toBe(false);
  });

  it('hardens the payment window’s contents: subframes never navigate, no new windows', () => {
    const listeners = new Map<string, (...args: never[]) => void>();
    const contents = { on: vi.fn((name: string, l: (...args: never[]) => void) => listeners.set(name, l)), setWindowOpenHandler: vi.fn() };
    const opened: string[] = [];
    hardenGatewayContents(contents as never, () => new GatewayNavigation('https://pay.example'), (url) => opened.push(url), () => undefined);
    const nav = { preventDefault: vi.fn() };
    (listeners.get('will-navigate') as (e: unknown, url: string) => void)(nav, 'https://evil.example/');
    expect(nav.preventDefault).toHaveBeenCalled();
    const frame = { preventDefault: vi.fn(), url: 'https://pay.example/', isMainFrame: false };
    (listeners.get('will-frame-navigate') as (d: unknown) => void)(frame);
    expect(frame.preventDefault).toHaveBeenCalled();
    const open = contents.setWindowOpenHandler.mock.calls[0]![0] as (d: { url: string }) => unknown;
    expect(open({ url: 'https://pay.example/terms' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://pay.example/terms']);
  });
});

describe('browser mode’s payment tokens', () => {
  const ticket = { flow: 'deposit' as const, currency: 'uah' as const, profileId: 'p', profileName: 'P', gatewayUrl: 'http://127.0.0.1:1' };

  it('one valid token at a time, for its ticket; a new one closes the old window’s connections', () => {
    let now = 0;
    const tokens = new PaymentTokens(() => now);
    const first = tokens.issue(ticket);
    expect(tokens.ticketOf(first)).toEqual(ticket);
    expect(tokens.ticketOf('wrong')).toBeNull();
    const closed = vi.fn();
    tokens.track(closed);
    const second = tokens.issue({ ...ticket, flow: 'withdraw' });
    expect(closed).toHaveBeenCalled();
    expect(tokens.ticketOf(first)).toBeNull();
    expect(tokens.ticketOf(second)?.flow).toBe('withdraw');
    now += 31 * 60_000;
    expect(tokens.ticketOf(second)).toBeNull();
  });
});
