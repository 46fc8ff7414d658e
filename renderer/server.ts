/**
 * The host's renderer of the start page (built for Node by vite.server.config.ts into
 * out/renderer-server/server.js). Its stores are this module's own: each render seeds them anew.
 */
import { render } from 'svelte/server';
import App from './App.svelte';
import { router } from './common/router.svelte.js';
import type { StartData } from '../shared/start/start-data.js';
import { holdStartView, seedStartPage, START_ROUTE } from './start-page.js';

/** The app's markup for the start page with `data`, to go inside `<div id="app">`. */
export function renderStartPage(data: StartData): string {
  router.route = START_ROUTE;
  holdStartView();
  seedStartPage(data);
  return render(App, { props: { fatal: null, drawnByHost: true } }).body;
}
