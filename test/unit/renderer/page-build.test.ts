import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStartFiles, startFiles, staticImports } from '../../support/page-files.js';

// The renderer's two pages as renderer/vite.config.ts builds them (`npm run build:renderer`): what
// each page asks for before it can start. A browser fetches at most six files at once from one host
// over HTTP/1.1; the wallet's start must not wait for a seventh (docs/renderer.md, "How the first
// page comes quickly"). electron-vite's build of the same pages: test/electron/pages.test.ts.
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-pages-'));
  const configFile = path.resolve('renderer/vite.config.ts');
  // As `npm run build:renderer` builds them: for production (vitest runs with NODE_ENV=test).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'silent', build: { outDir } });
    await build({ configFile, mode: 'gateway', logLevel: 'silent', build: { outDir } });
    await build({ configFile, mode: 'password', logLevel: 'silent', build: { outDir } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 120_000);
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the pages as built', () => {
  it("the wallet's page starts from one script and one stylesheet: nothing else to fetch before it runs", async () => {
    const files = await startFiles(outDir, 'index.html');
    expect(files.scripts).toHaveLength(1);
    expect(files.preloads).toEqual([]);
    expect(files.styles).toHaveLength(1);
    expect(await staticImports(outDir, files.scripts[0]!)).toEqual([]);
  });

  it('the views stay chunks of their own, fetched when first shown', async () => {
    const [entry] = (await startFiles(outDir, 'index.html')).scripts;
    const code = await readFile(path.join(outDir, entry!), 'utf8');
    const assets = await readdir(path.join(outDir, 'assets'));
    expect(assets.some((name) => name.startsWith('BalancesView-') && name.endsWith('.js'))).toBe(true);
    expect(code).toMatch(/import\(\s*[`"']\.\/BalancesView-[^`"']+\.js[`"']\s*\)/);
  });

  it("the payment window's page shares no file with the wallet's: each is built on its own", async () => {
    const payment = await startFiles(outDir, 'gateway.html');
    expect(payment.scripts).toHaveLength(1);
    expect(payment.preloads).toEqual([]);
    expect(await sharedStartFiles(outDir)).toEqual([]);
  });

  it("the desktop app's password page starts from one script of its own and one stylesheet, nothing of the wallet's", async () => {
    const password = await startFiles(outDir, 'password.html');
    const wallet = await startFiles(outDir, 'index.html');
    expect(password.scripts).toHaveLength(1);
    expect(password.styles).toHaveLength(1);
    expect(password.preloads).toEqual([]);
    expect(await staticImports(outDir, password.scripts[0]!)).toEqual([]);
    expect([...password.scripts, ...password.styles].filter((file) => [...wallet.scripts, ...wallet.styles].includes(file))).toEqual([]);
  });

  it('the Electron build is told to build each page on its own too', async () => {
    const { default: config } = await import('../../../electron.vite.config.js');
    const resolved = await (config as unknown as (env: { command: 'build'; mode: string }) => Promise<{ renderer: { build?: { isolatedEntries?: boolean; rolldownOptions?: { input?: Record<string, string> } } } }>)({
      command: 'build',
      mode: 'production',
    });
    expect(resolved.renderer.build?.isolatedEntries).toBe(true);
    expect(Object.keys(resolved.renderer.build?.rolldownOptions?.input ?? {}).sort()).toEqual(['gateway', 'index', 'password']);
  });
});
