/**
 * Where the Electron binary is, found WITHOUT `require('electron')`: that call downloads the
 * binary when it is missing (and throws offline). Mirrors node_modules/electron/index.js:
 * ELECTRON_OVERRIDE_DIST_PATH, else node_modules/electron/dist/<path.txt>.
 * Used by scripts/start.mjs and test/electron/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PLATFORM_PATHS = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  mas: 'Electron.app/Contents/MacOS/Electron',
  linux: 'electron',
  freebsd: 'electron',
  openbsd: 'electron',
  win32: 'electron.exe',
};

/** @returns {{ path: string } | { path: null, reason: string }} */
export function findElectronBinary({ env = process.env, platform = process.platform, from = process.cwd() } = {}) {
  let packageDir;
  try {
    packageDir = path.dirname(createRequire(path.join(from, 'package.json')).resolve('electron/package.json'));
  } catch {
    return { path: null, reason: 'the electron package is not installed' };
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : PLATFORM_PATHS[platform];
  if (!relative) return { path: null, reason: `Electron has no build for ${platform}` };
  const binary = env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, relative)
    : path.join(packageDir, 'dist', relative);
  if (!existsSync(binary)) {
    return { path: null, reason: `no binary at ${path.relative(from, binary) || binary}; it is downloaded on first use, which needs the internet` };
  }
  return { path: binary };
}
