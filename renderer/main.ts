import './app.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { startBridge } from './common/bridge.js';
import { hashHasToken } from './common/route.js';
import { router, startRouter } from './common/router.svelte.js';
import { initTheme } from './common/theme.svelte.js';
import { routes } from './routes.js';
// The start page's view is part of the entry rather than a chunk of its own (the route's import()
// then finds it loaded): fetching it only once the entry has run put a request between the start
// and the table.
import './markets/MarketsView.svelte';

initTheme();

// The bridge reads browser mode's token from the hash: it must be made before the hash changes.
const started = startBridge();
let fatal = started.fatal;
const { connected } = started;
// The token has been read; drop it from the address bar (and from history) and show the start page.
if (hashHasToken(window.location.hash)) {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${routes.href('markets')}`);
}
startRouter((hash) => routes.parse(hash));
// The first view's chunk is fetched while the shell mounts, rather than after: RoutedView's
// import() of it then finds it loading or loaded, and shows a failure itself.
if (!fatal) void routes.page(router.route).view().catch(() => undefined);

// Mounting holds the main thread for a while, and a socket's "open" waits for it: the app is
// mounted once the socket is open (a second at most), so the first view's calls leave at once and
// main answers them while the app is still being drawn, instead of after. A link the host refused
// (used already, or expired) is said instead of the app.
const target = document.getElementById('app');
let mounted = false;
const mountApp = (): void => {
  if (mounted || !target) return;
  mounted = true;
  mount(App, { target, props: { fatal } });
};
void connected.then((problem) => {
  if (problem && !mounted) fatal = problem;
  mountApp();
});
setTimeout(mountApp, 1000);
