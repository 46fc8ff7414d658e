/**
 * The start page rendered by the host: index.html with the app's markup of the Markets view in
 * #app, hidden until the page has exchanged its link and taken the markup over, and the public
 * lists it was drawn from (shared/start/start-data.ts). The renderer is the app's own Svelte
 * components built for Node (renderer/server.ts → out/renderer-server/server.js). See
 * docs/renderer.md, "How the first page comes quickly".
 */
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { START_DATA_ID, startDataJson, type StartData } from '../../shared/start/start-data.js';

export type RenderStartPage = (data: StartData) => string;

const APP_ELEMENT = '<div id="app"></div>';

/** The built start-page renderer, or null (with the reason) when it is not there or not one. */
export async function loadStartPageRenderer(file: string): Promise<{ render: RenderStartPage } | { problem: string }> {
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    return { problem: `the start page's renderer could not be loaded from ${file} (${error instanceof Error ? error.message : String(error)})` };
  }
  const render = module.renderStartPage;
  return typeof render === 'function' ? { render: render as RenderStartPage } : { problem: `${file} has no renderStartPage` };
}

/** The same lists as the core handed out before (it hands out the same, frozen, while they are fresh). */
export function sameLists(a: StartData, b: StartData): boolean {
  return a.markets === b.markets && a.tickers === b.tickers && a.rates === b.rates;
}

/** index.html with the start page in it, or null when the page has no empty #app to fill. */
export function withStartPage(template: string, markup: string, data: StartData): string | null {
  const at = template.indexOf(APP_ELEMENT);
  if (at < 0) return null;
  const filled = `<div id="app" hidden aria-busy="true">${markup}</div>\n    <script type="application/json" id="${START_DATA_ID}">${startDataJson(data)}</script>`;
  return template.slice(0, at) + filled + template.slice(at + APP_ELEMENT.length);
}

/**
 * The page for `GET /`: rendered when the lists are fresh and the renderer works, else null (the
 * host then sends index.html as it is, and the app draws the page itself, as it always could).
 */
export async function renderedIndex(
  indexFile: string,
  render: RenderStartPage,
  lists: StartData | null,
  onProblem: (message: string) => void,
): Promise<string | null> {
  if (!lists) return null;
  try {
    return withStartPage(await readFile(indexFile, 'utf8'), render(lists), lists);
  } catch (error) {
    onProblem(`The start page could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
