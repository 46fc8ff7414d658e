/**
 * The payment window's entry: its own page (gateway.html), its own bridge (Electron: the
 * gateway preload; browser mode: a token that allows only the fiat operations), one view.
 */
import './app.css';
import { mount } from 'svelte';
import { startBridge } from './common/bridge.js';
import { hashHasToken } from './common/route.js';
import { initTheme } from './common/theme.svelte.js';
import PaymentWindow from './fiat/PaymentWindow.svelte';

initTheme();

const { fatal, connected } = startBridge();
if (hashHasToken(window.location.hash)) window.history.replaceState(null, '', window.location.pathname);

// Browser mode: the link's token is exchanged for this tab's session first; a refused one is said.
const target = document.getElementById('app');
void connected.then((problem) => {
  if (target) mount(PaymentWindow, { target, props: { fatal: fatal ?? problem } });
});
