/**
 * The payment window's entry: its own page (gateway.html), its own bridge (Electron: the
 * gateway preload; browser mode: a token that allows only the fiat operations), one view.
 */
import './app.css';
import { mount } from 'svelte';
import { startBridge } from './common/bridge.js';
import { initLanguage } from './common/language.svelte.js';
import { hashHasToken } from './common/route.js';
import { initTheme } from './common/theme.svelte.js';
import PaymentWindow from './fiat/PaymentWindow.svelte';

initTheme();
// The language kept by the main window (same origin) is the first paint's (its chunk fetched
// before the window is drawn); main's settings then say it.
const languageReady = initLanguage();

// A tab opened from the app starts with a copy of the app's sessionStorage: this page never
// connects as the app, and keeps no key of the app's either.
try {
  sessionStorage.removeItem('satchel.tab');
} catch {
  // No storage: nothing was copied.
}
const { fatal, connected } = startBridge();
if (hashHasToken(window.location.hash)) window.history.replaceState(null, '', window.location.pathname);

// Browser mode: the link's token is exchanged for this tab's session first; a refused one is said.
const target = document.getElementById('app');
void Promise.all([connected, languageReady]).then(([problem]) => {
  if (target) mount(PaymentWindow, { target, props: { fatal: fatal ?? problem } });
});
