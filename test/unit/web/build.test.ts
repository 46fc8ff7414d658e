import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rendererIsStale, startPageRendererOf } from '../../../electron/web/build.js';

// Browser mode builds the renderer first when any of its outputs is missing or older than the sources.
let root: string;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function project(outputs: string[]): Promise<{ outDir: string }> {
  root = await mkdtemp(path.join(os.tmpdir(), 'satchel-build-'));
  const outDir = path.join(root, 'out', 'renderer');
  for (const dir of ['renderer', 'shared', outDir, path.dirname(startPageRendererOf(outDir))]) await mkdir(path.resolve(root, dir), { recursive: true });
  const old = new Date(Date.now() - 60_000);
  for (const source of ['renderer/main.ts', 'shared/x.ts']) {
    await writeFile(path.join(root, source), '');
    await utimes(path.join(root, source), old, old);
  }
  for (const output of outputs) await writeFile(output === 'server' ? startPageRendererOf(outDir) : path.join(outDir, output), '');
  return { outDir };
}

describe('whether the renderer must be built first', () => {
  it('is built when all four outputs are there and newer than the sources', async () => {
    const { outDir } = await project(['index.html', 'gateway.html', 'password.html', 'server']);
    expect(await rendererIsStale(root, outDir)).toBe(false);
  });

  it("is stale when the payment window's page is missing (it is built on its own)", async () => {
    const { outDir } = await project(['index.html', 'server']);
    expect(await rendererIsStale(root, outDir)).toBe(true);
  });

  it("is stale when the desktop app's password page is missing (it is built on its own)", async () => {
    const { outDir } = await project(['index.html', 'gateway.html', 'server']);
    expect(await rendererIsStale(root, outDir)).toBe(true);
  });

  it('is stale when a source is newer than an output', async () => {
    const { outDir } = await project(['index.html', 'gateway.html', 'password.html', 'server']);
    await writeFile(path.join(root, 'renderer', 'main.ts'), '// changed');
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(root, 'renderer', 'main.ts'), later, later);
    expect(await rendererIsStale(root, outDir)).toBe(true);
  });
});
