import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer table of DESIGN.md is enforced by eslint.config.js; this proves the rule bites.
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'layers/no-restricted-dynamic-imports').map((m) => m.message);
}

describe('layer rule', () => {
  // Views only render: their feature's store owns the calls to main (docs/renderer.md, Stores).
  it.each([
    ['renderer/codes/X.svelte', "import { getBridge } from '../common/bridge.js';"],
    ['renderer/common/X.svelte', "import { getBridge } from './bridge.js';"],
    ['renderer/X.svelte', "import { getBridge } from './common/bridge.js';"],
    ['renderer/appliance/X.svelte', "const b = import('../common/bridge.js');"],
  ])('refuses a view that calls main: %s: %s', async (file, line) => {
    expect(await restricted(file, `<script lang="ts">\n  ${line}\n</script>\n`)).not.toEqual([]);
  });

  it('lets a store call main, and a view use its store', async () => {
    expect(await restricted('renderer/codes/codes.svelte.ts', "import { getBridge } from '../common/bridge.js';\nexport {};\n")).toEqual([]);
    expect(await restricted('renderer/codes/X.svelte', "<script lang=\"ts\">\n  import { codes } from './codes.svelte.js';\n  void codes;\n</script>\n")).toEqual([]);
  });

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
    // A dynamic import() crosses a layer as surely as a static one.
    ['electron/core/x.ts', "void import('electron');"],
    ['electron/core/x.ts', 'void import(`../demo/index.js`);'],
    ['shared/x.ts', "void import('node:fs');"],
    ['renderer/lib/x.ts', "void import('../../electron/core/app.js');"],
    ['renderer/markets/x.ts', "void import('../routes.js');"],
    ['electron/demo/x.ts', "void import('../core/app.js');"],
    // Floors inside the core: base/ stands on nothing of the core; an area never reaches up to
    // the IPC adapters on top of it, nor to the composition root.
    ['electron/core/base/x.ts', "import { WithdrawalGuard } from '../funds/guard.js';"],
    ['electron/core/base/x.ts', "void import('../ipc/router.js');"],
    ['electron/core/funds/x.ts', "import type { Handlers } from '../ipc/router.js';"],
    ['electron/core/market/x.ts', "import { marketHandlers } from '../ipc/handlers/market.js';"],
    ['electron/core/lock/x.ts', "import { createServices } from '../services.js';"],
    ['electron/core/account/x.ts', "void import('../app.js');"],
    ['electron/core/settings/x.ts', "void import('../ipc/session.js');"],
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
    ['renderer/main.ts', "void import('./markets/MarketsView.svelte');"],
    ['renderer/markets/x.ts', "import { links } from '../links.js';"],
    ['electron/core/base/x.ts', "import type { EventName } from '../../../shared/contract/index.js';"],
    ['electron/core/funds/x.ts', "import { serial } from '../base/serial.js';"],
    ['electron/core/funds/x.ts', "import type { GuardSettings } from '../settings/schema.js';"],
    ['electron/core/ipc/x.ts', "import type { Session } from '../base/session.js';"],
    ['electron/core/ipc/handlers/x.ts', "import { WithdrawalGuard } from '../../funds/guard.js';"],
    ['electron/core/app.ts', "import { createRouter } from './ipc/router.js';"],
    ['electron/core/funds/x.ts', "import { appContract } from '../../../shared/contract/app.js';"],
  ])('allows in %s: %s', async (file, source) => {
    expect(await restricted(file, `${source}\nexport {};\n`)).toEqual([]);
  });
});
