/**
 * The payment window's preload: the same narrow bridge as the main window's, exposed only to
 * Satchel's own payment page (app://satchel/gateway.html). Once the window has gone on to the
 * payment gateway's page, that page gets nothing: main refuses its calls anyway (the sender
 * must be an app:// frame of a window of the gateway kind), and it is not even offered them.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge.js';

if (window.location.protocol === 'app:' && window.location.pathname === '/gateway.html') {
  const bridge = createBridge(ipcRenderer);
  contextBridge.exposeInMainWorld('satchel', {
    call: (name: unknown, request: unknown) => bridge.call(name as never, request as never),
    on: (name: unknown, listener: unknown) => bridge.on(name as never, listener as never),
  });
}
