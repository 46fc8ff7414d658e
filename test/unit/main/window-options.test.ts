import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../electron/main/window-options.js';
import { GATEWAY_PARTITION, gatewayWindowOptions } from '../../../electron/main/gateway-window.js';
import { passwordPageUrl, passwordWindowOptions } from '../../../electron/main/password-window.js';

describe('mainWindowOptions', () => {
  const options = mainWindowOptions({ preload: '/app/out/preload/index.cjs', devTools: false });
  const web = options.webPreferences!;

  it('isolates and sandboxes the page, without Node', () => {
    expect(web.contextIsolation).toBe(true);
    expect(web.sandbox).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and experimental or insecure features off', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web).not.toHaveProperty('enableBlinkFeatures');
    expect(web.webviewTag).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
  });

  it('loads the bundled CommonJS preload', () => {
    expect(web.preload).toBe('/app/out/preload/index.cjs');
  });

  it('has developer tools only when asked (development builds)', () => {
    expect(web.devTools).toBe(false);
    expect(mainWindowOptions({ preload: 'p', devTools: true }).webPreferences!.devTools).toBe(true);
  });

  it('shows the window only once it has painted', () => {
    expect(options.show).toBe(false);
    expect(options.title).toBe('Satchel');
  });
});

describe('gatewayWindowOptions', () => {
  const parent = { id: 'main window' };
  const options = gatewayWindowOptions({ preload: '/app/out/preload/gateway.cjs', parent, devTools: false });
  const web = options.webPreferences!;

  it('is the main window’s child, shown once painted', () => {
    expect(options.parent).toBe(parent);
    expect(options.modal).toBe(false);
    expect(options.show).toBe(false);
  });

  it('has every secure preference of the main window, its own preload and its own in-memory partition', () => {
    const { preload: mainPreload, ...mainRest } = mainWindowOptions({ preload: 'x', devTools: false }).webPreferences!;
    const { preload, partition, ...rest } = web;
    expect(mainPreload).toBe('x');
    expect(rest).toEqual(mainRest);
    expect(preload).toBe('/app/out/preload/gateway.cjs');
    expect(partition).toBe(GATEWAY_PARTITION);
    // No "persist:" prefix: Electron keeps the partition in memory only.
    expect(partition!.startsWith('persist:')).toBe(false);
  });
});

describe('passwordWindowOptions', () => {
  const parent = { id: 'main window' };
  const options = passwordWindowOptions({ preload: '/app/out/preload/password.cjs', parent, title: 'Show a transfer code', devTools: false });

  it('is a small modal child of the main window, shown once painted', () => {
    expect(options).toMatchObject({ parent, modal: true, show: false, resizable: false, minimizable: false, maximizable: false, fullscreenable: false, title: 'Show a transfer code' });
    // With no main window (the tray alone) there is nothing to be modal to.
    expect(passwordWindowOptions({ preload: 'p', parent: undefined, title: 't', devTools: false }).modal).toBe(false);
  });

  it('has every secure preference of the main window, with its own preload and the default session', () => {
    const { preload: mainPreload, ...mainRest } = mainWindowOptions({ preload: 'x', devTools: false }).webPreferences!;
    const { preload, ...rest } = options.webPreferences!;
    expect(mainPreload).toBe('x');
    expect(rest).toEqual(mainRest);
    expect(preload).toBe('/app/out/preload/password.cjs');
  });

  it('carries main’s question in the page’s address, every character kept for the page to show as text', () => {
    const question = { title: 'Show a <b>code</b>', message: 'Show “A&B”?', detail: 'Line one\nLine #2 ?x=1', confirm: 'Show the code' };
    const url = new URL(passwordPageUrl(question));
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('app://satchel/password.html');
    expect(Object.fromEntries(url.searchParams)).toEqual(question);
    expect(url.hash).toBe('');
  });
});
