/**
 * The main window's preload: exposes the contract's Bridge as window.satchel through the
 * context bridge (contextIsolation keeps the page's world apart from this one). Bundled with
 * the contract into one CommonJS file, because a sandboxed preload cannot import modules.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge.js';

const bridge = createBridge(ipcRenderer);

// Plain functions only, bound here: the page cannot reach the bridge's internals or ipcRenderer.
contextBridge.exposeInMainWorld('satchel', {
  call: (name: unknown, request: unknown) => bridge.call(name as never, request as never),
  on: (name: unknown, listener: unknown) => bridge.on(name as never, listener as never),
});
