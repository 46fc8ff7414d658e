import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../../scripts/electron-binary.mjs';

// A fake project with an electron package, to test the lookup without the real binary.
let project: string;
let electronDir: string;

beforeAll(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'satchel-binary-'));
  electronDir = path.join(project, 'node_modules', 'electron');
  await mkdir(electronDir, { recursive: true });
  await writeFile(path.join(project, 'package.json'), '{}');
  await writeFile(path.join(electronDir, 'package.json'), '{"name":"electron","version":"45.0.0"}');
});

afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('findElectronBinary', () => {
  it('reports a missing binary with a reason, without downloading', () => {
    const found = findElectronBinary({ from: project, env: {}, platform: 'linux' });
    expect(found.path).toBeNull();
    expect('reason' in found && found.reason).toMatch(/no binary at node_modules\/electron\/dist\/electron/);
  });

  it('finds the binary path.txt names under dist', async () => {
    await mkdir(path.join(electronDir, 'dist'), { recursive: true });
    await writeFile(path.join(electronDir, 'path.txt'), 'electron');
    await writeFile(path.join(electronDir, 'dist', 'electron'), '');
    expect(findElectronBinary({ from: project, env: {}, platform: 'linux' }).path).toBe(path.join(electronDir, 'dist', 'electron'));
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH', async () => {
    const other = path.join(project, 'custom');
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, 'electron'), '');
    expect(findElectronBinary({ from: project, env: { ELECTRON_OVERRIDE_DIST_PATH: other }, platform: 'linux' }).path).toBe(path.join(other, 'electron'));
  });

  it('says so when the electron package is absent', () => {
    const found = findElectronBinary({ from: os.tmpdir(), env: {} });
    expect(found.path).toBeNull();
  });
});
