/**
 * The renderer's pages as electron-vite builds them into out/renderer (it only bundles: runs
 * without the Electron binary): each page (the wallet, the payment window, the password window)
 * starts from one script and one stylesheet, and the payment window's page shares no file with
 * the wallet's, as in the browser-mode build (test/unit/renderer/page-build.test.ts).
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedStartFiles, startFiles, staticImports } from '../support/page-files.js';
import { ensureBuilt, OUT } from './build.js';

const renderer = path.join(OUT, 'renderer');

beforeAll(() => {
  ensureBuilt();
}, 180_000);

describe("the Electron build's pages", () => {
  for (const page of ['index.html', 'gateway.html', 'password.html']) {
    it(`${page} starts from one script and one stylesheet, importing nothing else`, async () => {
      const files = await startFiles(renderer, page);
      expect(files.scripts).toHaveLength(1);
      expect(files.preloads).toEqual([]);
      expect(files.styles).toHaveLength(1);
      expect(await staticImports(renderer, files.scripts[0]!)).toEqual([]);
    });
  }

  it("the payment window's page shares no file with the wallet's", async () => {
    expect(await sharedStartFiles(renderer)).toEqual([]);
  });
});
