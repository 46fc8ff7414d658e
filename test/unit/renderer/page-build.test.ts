import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The renderer's two pages as renderer/vite.config.ts builds them (`npm run build:renderer`): what
// each page asks for before it can start. A browser fetches at most six files at once from one host
// over HTTP/1.1; the wallet's start must not wait for a seventh (docs/renderer.md, "The markets table").
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-pages-'));
  const configFile = path.resolve('renderer/vite.config.ts');
  await build({ configFile, logLevel: 'silent', build: { outDir } });
  await build({ configFile, mode: 'gateway', logLevel: 'silent', build: { outDir } });
}, 120_000);
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The files a page names in its HTML: scripts, module preloads and stylesheets. */
async function startFiles(page: string): Promise<{ scripts: string[]; preloads: string[]; styles: string[] }> {
  const html = await readFile(path.join(outDir, page), 'utf8');
  const named = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\.\//, ''));
  return {
    scripts: named(/<script[^>]*\bsrc="([^"]+)"/g),
    preloads: named(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    styles: named(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

/** The chunks a built script imports statically (`import … from "./x.js"`, `import "./x.js"`). */
async function staticImports(file: string): Promise<string[]> {
  const code = await readFile(path.join(outDir, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]!}`);
}

describe('the pages as built', () => {
  it("the wallet's page starts from one script and one stylesheet: nothing else to fetch before it runs", async () => {
    const files = await startFiles('index.html');
    expect(files.scripts).toHaveLength(1);
    expect(files.preloads).toEqual([]);
    expect(files.styles).toHaveLength(1);
    expect(await staticImports(files.scripts[0]!)).toEqual([]);
  });

  it('the views stay chunks of their own, fetched when first shown', async () => {
    const [entry] = (await startFiles('index.html')).scripts;
    const code = await readFile(path.join(outDir, entry!), 'utf8');
    const assets = await readdir(path.join(outDir, 'assets'));
    expect(assets.some((name) => name.startsWith('BalancesView-') && name.endsWith('.js'))).toBe(true);
    expect(code).toMatch(/import\(\s*[`"']\.\/BalancesView-[^`"']+\.js[`"']\s*\)/);
  });

  it("the payment window's page shares no file with the wallet's: each is built on its own", async () => {
    const wallet = await startFiles('index.html');
    const payment = await startFiles('gateway.html');
    expect(payment.scripts).toHaveLength(1);
    expect(payment.preloads).toEqual([]);
    const walletFiles = new Set([...wallet.scripts, ...wallet.styles]);
    const paymentFiles = [...payment.scripts, ...payment.styles, ...(await staticImports(payment.scripts[0]!))];
    expect(paymentFiles.filter((file) => walletFiles.has(file))).toEqual([]);
  });

  it('the Electron build builds each page on its own too', async () => {
    const { default: config } = await import('../../../electron.vite.config.js');
    const resolved = await (config as unknown as (env: { command: 'build'; mode: string }) => Promise<{ renderer: { build?: { isolatedEntries?: boolean; rolldownOptions?: { input?: Record<string, string> } } } }>)({
      command: 'build',
      mode: 'production',
    });
    expect(resolved.renderer.build?.isolatedEntries).toBe(true);
    expect(Object.keys(resolved.renderer.build?.rolldownOptions?.input ?? {}).sort()).toEqual(['gateway', 'index']);
  });
});
