/** One answer from main as a view sees it: loading, ready, or an error with its message (loader.ts says how it loads). */
import { Loader, type Load } from './loader.js';

export type { Load } from './loader.js';

export class Resource<T> extends Loader<T> {
  state = $state.raw<Load<T>>({ status: 'loading' });
  answeredAt = $state<number | null>(null);
  busy = $state(false);
}
