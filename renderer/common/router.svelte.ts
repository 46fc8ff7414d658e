/** The current hash route, kept in step with the address bar. */
import { parseRoute, type Route } from './route.js';

export const router = $state<{ route: Route }>({ route: { name: 'markets' } });

export function startRouter(): void {
  const read = () => (router.route = parseRoute(window.location.hash));
  read();
  window.addEventListener('hashchange', read);
}
