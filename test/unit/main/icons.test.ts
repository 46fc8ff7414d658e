/**
 * The installers' icons, one set per platform, all made from build/icon.svg by
 * scripts/make-icons.sh (the outputs are committed: the tools it needs are not on every machine).
 * Read here as each platform reads them, so a missing size or a stale file fails before a
 * release machine builds an installer with a blurry or missing icon.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { trayIcon } from '../../../electron/main/tray.js';

const root = path.resolve(import.meta.dirname, '../../..');
const build = (...parts: string[]) => path.join(root, 'build', ...parts);
const require = createRequire(import.meta.url);
const { PNG } = require('pngjs') as { PNG: { sync: { read(data: Buffer): { width: number; height: number } } } };
const yaml = require('js-yaml') as { load(text: string): unknown };

const config = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as {
  win: { icon: string };
  mac: { icon: string };
  linux: { icon: string };
};

/** Sizes (px) of the images in a Windows .ico: a 6-byte header, then one 16-byte entry each (0 means 256). */
function icoSizes(data: Buffer): number[] {
  expect(data.readUInt16LE(0)).toBe(0);
  expect(data.readUInt16LE(2)).toBe(1);
  const count = data.readUInt16LE(4);
  return Array.from({ length: count }, (_, k) => {
    const width = data[6 + 16 * k] || 256;
    const height = data[7 + 16 * k] || 256;
    expect(height).toBe(width);
    return width;
  });
}

/** Pixel sizes an Apple .icns holds, from its element types (Apple's Icon Services type codes). */
const ICNS_TYPE_SIZES: Record<string, number> = {
  is32: 16, icp4: 16, ic04: 16,
  il32: 32, icp5: 32, ic05: 32, ic11: 32,
  icp6: 64, ic12: 64,
  it32: 128, ic07: 128,
  ic08: 256, ic13: 256,
  ic09: 512, ic14: 512,
  ic10: 1024,
};

function icnsSizes(data: Buffer): number[] {
  expect(data.subarray(0, 4).toString('latin1')).toBe('icns');
  expect(data.readUInt32BE(4)).toBe(data.length);
  const sizes: number[] = [];
  for (let at = 8; at < data.length; ) {
    const type = data.subarray(at, at + 4).toString('latin1');
    const length = data.readUInt32BE(at + 4);
    expect(length).toBeGreaterThan(8);
    if (type in ICNS_TYPE_SIZES) sizes.push(ICNS_TYPE_SIZES[type]!);
    at += length;
  }
  return sizes;
}

describe('installer icons (scripts/make-icons.sh)', () => {
  it('gives Windows one .ico with every size Explorer and the taskbar ask for', () => {
    expect(config.win.icon).toBe('build/icon.ico');
    expect(icoSizes(readFileSync(path.join(root, config.win.icon))).sort((a, b) => a - b)).toEqual([16, 32, 48, 64, 128, 256]);
  });

  it('gives macOS an .icns from 16 px to the 1024 px Retina size', () => {
    expect(config.mac.icon).toBe('build/icon.icns');
    const sizes = new Set(icnsSizes(readFileSync(path.join(root, config.mac.icon))));
    for (const size of [16, 32, 128, 256, 512, 1024]) expect(sizes, `${size} px`).toContain(size);
  });

  it('gives Linux a PNG per size, each as large as its name says', () => {
    expect(config.linux.icon).toBe('build/icons');
    const files = readdirSync(build('icons')).filter((f) => f.endsWith('.png'));
    expect(files.map((f) => Number(f.split('x')[0])).sort((a, b) => a - b)).toEqual([16, 32, 48, 64, 128, 256, 512]);
    for (const file of files) {
      const [w, h] = file.replace('.png', '').split('x').map(Number);
      const png = PNG.sync.read(readFileSync(build('icons', file)));
      expect({ file, width: png.width, height: png.height }).toEqual({ file, width: w, height: h });
    }
    const big = PNG.sync.read(readFileSync(build('icon.png')));
    expect([big.width, big.height]).toEqual([1024, 1024]);
  });

  it('has one source for all of them, and the script that makes each file', () => {
    const script = readFileSync(path.join(root, 'scripts/make-icons.sh'), 'utf8');
    expect(readFileSync(build('icon.svg'), 'utf8')).toMatch(/<svg[\s>]/);
    for (const output of ['icon.png', 'icons/${size}x${size}.png', 'icon.ico', 'icon.icns', 'tray/trayTemplate.png', 'tray/trayTemplate@2x.png', 'tray/tray-$1-theme.ico', 'tray/tray-$1-theme.png', 'tray/tray-$1-theme@2x.png']) {
      expect(script).toContain(output);
    }
    // The tray's variants are drawn from the template's one source, recoloured per theme.
    expect(script).toMatch(/sed "s\/#000\/\$2\/g" tray\/tray\.svg/);
  });

  it('ships every tray image main can ask for (trayIcon, tray.ts) as a resource', () => {
    const { extraResources } = yaml.load(readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as { extraResources: { from: string; to: string; filter: string[] }[] };
    const tray = extraResources.find((r) => r.from === 'build/tray')!;
    expect(tray.to).toBe('tray');
    const shipped = (file: string) => tray.filter.some((glob) => glob.startsWith('*.') && file.endsWith(glob.slice(1)));
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { file } = trayIcon(platform, theme);
        expect(readdirSync(build('tray'))).toContain(file);
        expect(shipped(file), file).toBe(true);
      }
    }
    expect(shipped('tray.svg')).toBe(false);
  });
});
