import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type PluginOption } from 'vite';
import { CSP_PLACEHOLDER, cspMetaTag } from '../../../renderer/csp-meta-plugin.js';
import { metaContentSecurityPolicy } from '../../../shared/security/csp.js';

const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi;
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function transform(html: string): string {
  const hook = cspMetaTag().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(html);
}

function pluginNames(plugins: PluginOption[] | undefined): string[] {
  return (plugins ?? []).flat(Infinity as 1).filter((p): p is Plugin => !!p && typeof p === 'object' && 'name' in p).map((p) => p.name);
}

describe('the CSP meta tag of index.html', () => {
  it('is in the built index.html exactly once, with exactly the policy of shared/security/csp.ts, before any script', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-renderer-'));
    dirs.push(outDir);
    await build({ configFile: path.resolve('renderer/vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const tags = [...html.matchAll(CSP_META)];
    expect(tags).toHaveLength(1);
    expect(tags[0]![1]).toBe(metaContentSecurityPolicy());
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<script|<link/));
  }, 60_000);

  it('has no policy of its own in the source: the placeholder only', async () => {
    const source = await readFile(path.resolve('renderer/index.html'), 'utf8');
    expect([...source.matchAll(CSP_META)]).toHaveLength(0);
    expect(source.split(CSP_PLACEHOLDER)).toHaveLength(2);
  });

  it('fails the build rather than ship a page without its policy', () => {
    expect(() => transform('<html><head></head></html>')).toThrow(/exactly once/);
    expect(() => transform(`${CSP_PLACEHOLDER}${CSP_PLACEHOLDER}`)).toThrow(/exactly once/);
  });

  it('is written by the Electron build too: electron-vite reuses the renderer config, plugin and all', async () => {
    const { default: config } = await import('../../../electron.vite.config.js');
    const resolved = await (config as unknown as (env: { command: 'build'; mode: string }) => Promise<{ renderer: { plugins?: PluginOption[] } }>)({ command: 'build', mode: 'production' });
    expect(pluginNames(resolved.renderer.plugins).filter((name) => name === 'satchel-csp-meta')).toHaveLength(1);
  });
});
