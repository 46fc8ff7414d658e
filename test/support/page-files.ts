/**
 * What a built page (out/renderer/index.html, gateway.html) asks for before it can start: the
 * scripts, module preloads and stylesheets its HTML names, and the chunks a script imports
 * statically. Used for the browser-mode build (test/unit/renderer/page-build.test.ts), for
 * electron-vite's (test/electron/pages.test.ts) and by the bench's script size (bench/bundle.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StartFiles {
  scripts: string[];
  preloads: string[];
  styles: string[];
}

/** The files a page names in its HTML, relative to the folder it is in. */
export async function startFiles(dir: string, page: string): Promise<StartFiles> {
  const html = await readFile(path.join(dir, page), 'utf8');
  const named = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\.\//, ''));
  return {
    scripts: named(/<script[^>]*\bsrc="([^"]+)"/g),
    preloads: named(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    styles: named(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

/** The chunks a built script (in assets/) imports statically: `import … from "./x.js"`, `import "./x.js"`. */
export async function staticImports(dir: string, file: string): Promise<string[]> {
  const code = await readFile(path.join(dir, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]!}`);
}

/** The files of the payment window's start that the wallet's start also names (none, when each page is built on its own). */
export async function sharedStartFiles(dir: string): Promise<string[]> {
  const wallet = await startFiles(dir, 'index.html');
  const payment = await startFiles(dir, 'gateway.html');
  const walletFiles = new Set([...wallet.scripts, ...wallet.preloads, ...wallet.styles]);
  const paymentImports = await Promise.all(payment.scripts.map((script) => staticImports(dir, script)));
  return [...payment.scripts, ...payment.preloads, ...payment.styles, ...paymentImports.flat()].filter((file) => walletFiles.has(file));
}
