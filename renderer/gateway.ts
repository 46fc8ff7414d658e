/**
 * The payment window's entry: its own page (gateway.html), its own bridge (Electron: the
 * gateway preload; browser mode: a token that allows only the fiat operations), one view.
 */
import './app.css';
import { mount } from 'svelte';
import { getBridge } from './common/bridge.js';
import { hashHasToken } from './common/route.js';
import { initTheme } from './common/theme.svelte.js';
import PaymentWindow from './fiat/PaymentWindow.svelte';

initTheme();

let fatal: string | null = null;
try {
  getBridge();
} catch (error) {
  fatal = error instanceof Error ? error.message : String(error);
}
if (hashHasToken(window.location.hash)) window.history.replaceState(null, '', window.location.pathname);

const target = document.getElementById('app');
if (target) mount(PaymentWindow, { target, props: { fatal } });
