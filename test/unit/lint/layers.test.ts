import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer table of DESIGN.md is enforced by eslint.config.js; this proves the rule bites.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rule', () => {
  it.each([
    ['shared/x.ts', "import { app } from 'electron';"],
    ['shared/x.ts', "import fs from 'node:fs';"],
    ['shared/x.ts', "import path from 'path';"],
    ['shared/x.ts', "import { createCore } from '../electron/core/app.js';"],
    ['renderer/lib/x.ts', "import { ipcRenderer } from 'electron';"],
    ['renderer/lib/x.ts', "import crypto from 'node:crypto';"],
    ['renderer/lib/x.ts', "import { createCore } from '../../electron/core/app.js';"],
    ['electron/core/x.ts', "import { safeStorage } from 'electron';"],
    ['electron/core/x.ts', "import { startDemoServers } from '../demo/index.js';"],
    ['electron/core/exchange/x.ts', "import { startDemoExchange } from '../../demo/exchange/server.js';"],
    ['electron/demo/x.ts', "import { createCore } from '../core/app.js';"],
    ['electron/preload/x.ts', "import fs from 'node:fs';"],
    ['electron/web/x.ts', "import { BrowserWindow } from 'electron';"],
  ])('refuses in %s: %s', async (file, source) => {
    expect(await restricted(file, `${source}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['shared/x.ts', "import * as v from 'valibot';"],
    ['renderer/lib/x.ts', "import { dec } from '../../shared/decimal.js';"],
    ['electron/core/x.ts', "import http from 'node:http';"],
    ['electron/main/x.ts', "import { app } from 'electron';"],
    ['electron/main/x.ts', "import { createCore } from '../core/app.js';"],
    ['electron/web/x.ts', "import { startDemoServers } from '../demo/index.js';"],
    ['electron/preload/x.ts', "import { contextBridge } from 'electron';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restricted(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});
