/** The current hash route, kept in step with the address bar. */
import type { Route } from './route.js';

export const router = $state<{ route: Route }>({ route: { name: '', params: {} } });

/** `parse` is the route table's: this module knows no views. */
export function startRouter(parse: (hash: string) => Route): void {
  const read = () => (router.route = parse(window.location.hash));
  read();
  window.addEventListener('hashchange', read);
}
