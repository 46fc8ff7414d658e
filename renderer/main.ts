import './app.css';
import { hydrate, mount } from 'svelte';
import App from './App.svelte';
import { startBridge } from './common/bridge.js';
import { parseStartData, START_DATA_ID } from '../shared/start/start-data.js';
import { hashHasToken } from './common/route.js';
import { router, startRouter } from './common/router.svelte.js';
import { holdEnglish, initLanguage } from './common/language.svelte.js';
import { initTheme } from './common/theme.svelte.js';
import { routes } from './routes.js';
// The start page's view (Markets) is part of the entry rather than a chunk of its own: fetching it
// only once the entry has run put a request between the start and the table.
import { holdStartView, seedStartPage, START_ROUTE } from './start-page.js';

initTheme();
// English is in this file; another language's messages are a chunk fetched now, before the app is drawn.
const languageReady = initLanguage();

// The bridge reads browser mode's token from the hash: it must be made before the hash changes.
const started = startBridge();
let fatal = started.fatal;
const { admitted, connected } = started;
// The token has been read; drop it from the address bar (and from history) and show the start page.
if (hashHasToken(window.location.hash)) {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${routes.href('markets')}`);
}
startRouter((hash) => routes.parse(hash));
holdStartView();
// The first view's chunk is fetched while the shell mounts, rather than after: RoutedView's
// import() of it then finds it loading or loaded, and shows a failure itself.
if (!fatal) void routes.page(router.route).view().catch(() => undefined);

// A host that renders the start page sends it in #app, hidden, with the data it was drawn from
// (start-page.ts). The app takes that markup over (hydrates it) when the start page is the one to
// show; otherwise (another view in the address, no data, a refused link) it is replaced.
const target = document.getElementById('app');
const startData = parseStartData(document.getElementById(START_DATA_ID)?.textContent);
const takeOver = startData !== null && router.route.name === START_ROUTE.name;

// Mounting holds the main thread for a while, and a socket's "open" waits for it: the app is
// mounted once the socket is open (a second at most), so the first view's calls leave at once and
// main answers them while the app is still being drawn, instead of after. A link the host refused
// (used already, or expired) is said instead of the app: the host's markup is never shown then.
let mounted = false;
let admittedNow = false;
// The host's page, once shown, is drawn before it is taken over: hydrating holds the main thread for
// tens of milliseconds, and coming right after the page was shown, it held back the frame that shows
// it (docs/renderer.md, "The start page drawn by the host"). `drawn` settles when the frame after the
// one that showed the page begins; at once in a tab in the background, which draws no frames.
let drawn: Promise<void> = Promise.resolve();
const nextFrameBegun = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    // Frames that never come while the page says it is visible (a window hidden in some other way).
    setTimeout(resolve, 1000);
  });
/** Shown, and no longer busy: also when drawing the app failed, so nothing is left waiting on it. */
const drawInto = (element: HTMLElement, draw: () => void): void => {
  try {
    draw();
  } finally {
    element.hidden = false;
    element.removeAttribute('aria-busy');
  }
};
const drawAfresh = (element: HTMLElement): void =>
  drawInto(element, () => {
    element.replaceChildren();
    mount(App, { target: element, props: { fatal, drawnByHost: false } });
  });
const mountApp = (): void => {
  if (mounted || !target) return;
  mounted = true;
  // Taken over only once the tab is let in: the second's wait may run out before the host answered,
  // and the app then starts as it would without the host's page (its data unused).
  if (startData && takeOver && admittedNow && !fatal) {
    const data = startData;
    void drawn.then(() =>
      setTimeout(() => {
        // A link followed in the page meanwhile names another view: the app draws that one instead.
        if (router.route.name !== START_ROUTE.name) return drawAfresh(target);
        drawInto(target, () => {
          holdEnglish();
          seedStartPage(data);
          hydrate(App, { target, props: { fatal, drawnByHost: true } });
        });
      }, 0),
    );
  } else {
    drawAfresh(target);
  }
};
// The host's markup is shown once the host has let this tab in (a refused link never shows it),
// before the app is mounted: it is the app's own start page, and links in it work at once. It stays
// busy (aria-busy) until the app has taken it over.
void admitted.then((admission) => {
  if (admission.state === 'refused') fatal = admission.message;
  else if (admission.state === 'admitted' && !mounted) {
    admittedNow = true;
    if (takeOver && target) {
      target.hidden = false;
      drawn = nextFrameBegun();
    }
  }
});
void connected.then((problem) => {
  if (problem && !mounted) fatal = problem;
  void languageReady.then(mountApp);
});
setTimeout(() => void languageReady.then(mountApp), 1000);
