/**
 * The payment window's entry: its own page (gateway.html), its own bridge (Electron: the
 * gateway preload; browser mode: a token that allows only the fiat operations), one view.
 */
import './app.css';
import { mount } from 'svelte';
import { getBridge, SocketBridge } from './common/bridge.js';
import { hashHasToken } from './common/route.js';
import { initTheme } from './common/theme.svelte.js';
import PaymentWindow from './fiat/PaymentWindow.svelte';

initTheme();

let fatal: string | null = null;
let connected: Promise<string | null> = Promise.resolve(null);
try {
  const bridge = getBridge();
  if (bridge instanceof SocketBridge) connected = bridge.connect();
} catch (error) {
  fatal = error instanceof Error ? error.message : String(error);
}
if (hashHasToken(window.location.hash)) window.history.replaceState(null, '', window.location.pathname);

// Browser mode: the link's token is exchanged for this tab's session first; a refused one is said.
const target = document.getElementById('app');
void connected.then((problem) => {
  if (target) mount(PaymentWindow, { target, props: { fatal: fatal ?? problem } });
});
