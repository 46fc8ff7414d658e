import './app.css';
import { mount } from 'svelte';
import App from './App.svelte';
import { getBridge } from './common/bridge.js';
import { hashHasToken } from './common/route.js';
import { router, startRouter } from './common/router.svelte.js';
import { initTheme } from './common/theme.svelte.js';
import { routes } from './routes.js';

initTheme();

// The bridge reads browser mode's token from the hash: it must be made before the hash changes.
let fatal: string | null = null;
try {
  getBridge();
} catch (error) {
  fatal = error instanceof Error ? error.message : String(error);
}
// The token has been read; drop it from the address bar (and from history) and show the start page.
if (hashHasToken(window.location.hash)) {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}${routes.href('markets')}`);
}
startRouter((hash) => routes.parse(hash));
// The first view's chunk is fetched while the shell mounts, rather than after: RoutedView's
// import() of it then finds it loading or loaded, and shows a failure itself.
if (!fatal) void routes.page(router.route).view().catch(() => undefined);

const target = document.getElementById('app');
if (target) mount(App, { target, props: { fatal } });
