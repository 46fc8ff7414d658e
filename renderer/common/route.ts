/**
 * Hash routes from one table (renderer/routes.ts): a path pattern per view, read from the
 * location hash and written back. The views are loaders rather than imports, so this module and
 * the table stay pure and are tested in Node.
 */
import type { Component } from 'svelte';

/** "/market/:symbol" → { symbol: string }. A parameter is one whole segment. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A view module as import() gives it; the view gets the route's parameters as its props. */
export type ViewLoader<Props extends Record<string, string>> = () => Promise<{ default: Component<Props> }>;

export interface RouteRow<P extends string = string> {
  /** "/markets", or with a parameter: "/market/:symbol". */
  readonly path: P;
  /** Loaded the first time it is shown, as a chunk of its own: views not opened cost nothing at start. */
  readonly view: ViewLoader<ParamsOf<P>>;
  /** The page's title; document.title is "<title> — Satchel". */
  readonly title: string | ((params: ParamsOf<P>) => string);
  /** Its label in the main navigation (a function when it is said in the language now); absent for a view reached from another one. */
  readonly nav?: Words;
  /** The row whose navigation entry stays current while this view shows (a market: Markets). */
  readonly under?: string;
}

/** One row of the table. A function only so that `title` may read the pattern's parameters by name. */
export function route<P extends string>(path: P, row: Omit<RouteRow<P>, 'path'>): RouteRow<P> {
  return { path, ...row };
}

/** A row whose parameter types are forgotten, as the table holds rows of different patterns. */
interface AnyRow {
  readonly path: string;
  readonly view: () => Promise<{ default: Component<never> }>;
  readonly title: string | ((params: never) => string);
  readonly nav?: Words;
  readonly under?: string;
}

/** Words, or a function that says them in the language now (read each time they are shown). */
export type Words = string | (() => string);

export interface NotFoundRow {
  readonly view: ViewLoader<{ path: string }>;
  readonly title: Words;
}

export const NOT_FOUND = 'not-found';

/** Where the person is: a row of the table (or not-found) and its decoded parameters. */
export interface Route {
  readonly name: string;
  /** The pattern's parameters; for not-found, `path`: what was asked for. */
  readonly params: Readonly<Record<string, string>>;
}

/** What the shell renders for a route. */
export interface Page {
  readonly view: () => Promise<{ default: Component<Record<string, string>> }>;
  readonly title: string;
  /** The name of the navigation entry to mark current, if any. */
  readonly navCurrent: string | null;
  /** Equal for the same view with the same parameters; another key means another page (remounted). */
  readonly key: string;
}

export interface NavEntry {
  readonly name: string;
  readonly label: string;
  readonly href: string;
}

type Names<Rows> = keyof Rows & string;
type ParamsArg<Rows extends Record<string, AnyRow>, N extends Names<Rows>> =
  keyof ParamsOf<Rows[N]['path']> extends never ? [] : [params: ParamsOf<Rows[N]['path']>];

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** The hash of a path pattern with its parameters filled in, each one encoded as one segment. */
function hrefOfPath(pattern: string, params: Readonly<Record<string, string>>): string {
  const path = segments(pattern).map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part));
  return `#/${path.join('/')}`;
}

type PathParamsArg<P extends string> = keyof ParamsOf<P> extends never ? [] : [params: ParamsOf<P>];

/**
 * Links to views by name, from their paths alone. A view links to others through this, not
 * through the table that loads the views, so no view imports, however lazily, its own loader.
 */
export class RouteLinks<Paths extends { readonly [K in keyof Paths]: string }> {
  constructor(readonly paths: Paths) {}

  href<N extends keyof Paths & string>(name: N, ...params: PathParamsArg<Paths[N]>): string {
    return hrefOfPath(this.paths[name], params[0] ?? {});
  }
}

export class RouteTable<Rows extends Record<string, AnyRow>> {
  readonly nav: readonly NavEntry[];

  constructor(
    readonly rows: Rows,
    private readonly options: { start: Names<Rows>; notFound: NotFoundRow },
  ) {
    for (const [name, row] of Object.entries(rows)) {
      if (row.under !== undefined && !(row.under in rows)) throw new Error(`Route ${name} is under ${row.under}, which is no route`);
    }
    this.nav = Object.entries(rows)
      .filter(([, row]) => row.nav !== undefined && !row.path.includes(':'))
      .map(([name, row]) => {
        const nav = row.nav!;
        return { name, get label() { return typeof nav === 'string' ? nav : nav(); }, href: `#${row.path}` };
      });
  }

  /** Read a location hash ("#/market/btc_usdt"). An empty hash, or browser mode's "#token=…", is the start page. */
  parse(hash: string): Route {
    const text = hash.startsWith('#') ? hash.slice(1) : hash;
    if (text === '' || text === '/' || !text.startsWith('/')) return { name: this.options.start, params: {} };
    let asked: string[];
    try {
      asked = segments(text).map((segment) => decodeURIComponent(segment));
    } catch {
      return { name: NOT_FOUND, params: { path: text } };
    }
    for (const [name, row] of Object.entries(this.rows)) {
      const pattern = segments(row.path);
      if (pattern.length !== asked.length) continue;
      const params: Record<string, string> = {};
      const fits = pattern.every((part, i) => {
        if (part.startsWith(':')) params[part.slice(1)] = asked[i]!;
        return part.startsWith(':') || part === asked[i];
      });
      if (fits) return { name, params };
    }
    return { name: NOT_FOUND, params: { path: text } };
  }

  /** The hash of a row with its parameters: href('market', { symbol: 'btc_usdt' }) is "#/market/btc_usdt". */
  href<N extends Names<Rows>>(name: N, ...params: ParamsArg<Rows, N>): string {
    return this.hrefOf({ name, params: params[0] ?? {} });
  }

  hrefOf(route: Route): string {
    if (route.name === NOT_FOUND) return `#${route.params['path'] ?? '/'}`;
    return hrefOfPath(this.row(route.name).path, route.params);
  }

  page(route: Route): Page {
    const key = `${route.name} ${JSON.stringify(route.params)}`;
    if (route.name === NOT_FOUND) {
      const title = this.options.notFound.title;
      return { view: this.options.notFound.view as Page['view'], title: typeof title === 'string' ? title : title(), navCurrent: null, key };
    }
    const row = this.row(route.name);
    const title = typeof row.title === 'string' ? row.title : (row.title as (params: Route['params']) => string)(route.params);
    const current = row.under ?? route.name;
    return {
      view: row.view as Page['view'],
      title,
      navCurrent: this.nav.some((entry) => entry.name === current) ? current : null,
      key,
    };
  }

  private row(name: string): AnyRow {
    const row = this.rows[name];
    if (!row) throw new Error(`No route called ${name}`);
    return row;
  }
}

/** Whether the hash still carries browser mode's access token (read once by the bridge, then dropped). */
export function hashHasToken(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has('token');
}
