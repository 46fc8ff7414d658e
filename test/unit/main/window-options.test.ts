import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../electron/main/window-options.js';
import { GATEWAY_PARTITION, gatewayWindowOptions } from '../../../electron/main/gateway-window.js';

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
