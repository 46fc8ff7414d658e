/**
 * Update checks (electron/main/updates.ts) driving the real electron-updater (its AppImageUpdater,
 * generic provider, download with sha512 check, install on quit) against a real update feed on
 * 127.0.0.1: `latest-linux.yml` / `beta-linux.yml` and the artefact they describe. Only Electron is
 * faked, at the module boundary electron-updater reaches it through: `require('electron')` (its
 * `net.request` becomes Node's http.request, `session` a stub) and the AppAdapter it is built with
 * (version, folders, quit). The artefact is a tiny shell script standing in for an AppImage, which
 * electron-updater runs after putting it in place, as it does with a real one.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire, Module } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppImageUpdater as AppImageUpdaterClass } from 'electron-updater';
import { coreOver, createServices, type Core, type Services } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { startUpdateChecks, UpdateChecks, updateSettingsOf, type InstallAnswer, type UpdateSettings } from '../../../electron/main/updates.js';
import { startServer, type TestServer } from '../../support/http.js';

const require = createRequire(import.meta.url);

/** The `app` of the test running now (electron-updater reads it through its ElectronAppAdapter). */
let currentApp: FakeApp | null = null;

/** `electron` as electron-updater uses it under Node: the app, requests over Node's http, an update event bus. */
function installFakeElectron(): () => void {
  const id = require.resolve('electron');
  const previous = require.cache[id];
  const fake = new Module(id);
  fake.filename = id;
  fake.loaded = true;
  fake.exports = {
    get app() {
      return currentApp;
    },
    // A socket per request, as Electron's net has no Node agent to share.
    net: { request: (options: Record<string, unknown>) => httpRequest({ ...options, agent: false }) },
    session: { fromPartition: () => ({}) },
    autoUpdater: new EventEmitter(),
  };
  require.cache[id] = fake;
  return () => {
    if (previous) require.cache[id] = previous;
    else delete require.cache[id];
  };
}

const NEW_APP = Buffer.from('#!/bin/sh\n# Satchel 1.1.0 (a stand-in for the AppImage)\nexit 0\n');
const BETA_APP = Buffer.from('#!/bin/sh\n# Satchel 1.2.0-beta.1 (a stand-in for the AppImage)\nexit 0\n');
const OLD_APP = Buffer.from('#!/bin/sh\n# Satchel 1.0.0\nexit 0\n');
const sha512 = (data: Buffer) => createHash('sha512').update(data).digest('base64');

function feedFile(version: string, file: string, data: Buffer, claimedSha512 = sha512(data)): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${claimedSha512}`,
    `    size: ${data.length}`,
    `path: ${file}`,
    `sha512: ${claimedSha512}`,
    "releaseDate: '2026-11-20T10:00:00.000Z'",
    '',
  ].join('\n');
}

/** What the feed serves; a test may replace latest-linux.yml (a wrong sha512). */
let feedFiles: Record<string, string | Buffer> = {};
let server: TestServer;
let restoreElectron: () => void;
let AppImageUpdater: typeof AppImageUpdaterClass;
/** Electron sets process.resourcesPath (read-only in its types); a packaged app's app-update.yml is there. */
const writableProcess = process as { resourcesPath?: string };
const saved = { APPIMAGE: process.env.APPIMAGE, XDG_CACHE_HOME: process.env.XDG_CACHE_HOME, resourcesPath: process.resourcesPath };

beforeAll(async () => {
  restoreElectron = installFakeElectron();
  ({ AppImageUpdater } = await import('electron-updater'));
  server = await startServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    const body = feedFiles[name];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': name.endsWith('.yml') ? 'text/yaml' : 'application/octet-stream', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});

afterAll(async () => {
  await server.close();
  restoreElectron();
  for (const name of ['APPIMAGE', 'XDG_CACHE_HOME'] as const) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  writableProcess.resourcesPath = saved.resourcesPath;
});

/** Electron's `app` as electron-updater's ElectronAppAdapter uses it. */
class FakeApp extends EventEmitter {
  quitCalls = 0;
  constructor(
    readonly isPackaged: boolean,
    private readonly dir: string,
  ) {
    super();
  }
  getVersion = () => '1.0.0';
  getName = () => 'Satchel';
  getAppPath = () => path.join(this.dir, 'app');
  getPath = (name: string) => path.join(this.dir, name);
  whenReady = () => Promise.resolve();
  relaunch = () => undefined;
  quit = () => void this.quitCalls++;
}

interface Rig {
  app: FakeApp;
  /** The core the checks read the settings from, as main's do (its parts: the test changes the settings there). */
  core: Core;
  services: Services;
  updater: AppImageUpdaterClass;
  checks: UpdateChecks;
  installedApp: string;
  logs: string[];
  asked: string[];
  /** Resolves with the version once the person is asked. */
  askedOnce: Promise<string>;
  setSettings(next: UpdateSettings): void;
  quit(exitCode?: number): void;
  intervals: { run: () => void; ms: number; cleared: boolean }[];
}

let dir: string;
let rigs: Rig[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'satchel-updates-'));
  feedFiles = {
    'latest-linux.yml': feedFile('1.1.0', 'Satchel-1.1.0.AppImage', NEW_APP),
    'Satchel-1.1.0.AppImage': NEW_APP,
    'beta-linux.yml': feedFile('1.2.0-beta.1', 'Satchel-1.2.0-beta.1.AppImage', BETA_APP),
    'Satchel-1.2.0-beta.1.AppImage': BETA_APP,
  };
  server.requests.length = 0;
});

afterEach(async () => {
  for (const rig of rigs) rig.checks.stop();
  await Promise.all(rigs.map((rig) => rig.core.close()));
  rigs = [];
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A Satchel 1.0.0 with the real AppImageUpdater. Packaged: it reads the feed from
 * `resources/app-update.yml`, written here as electron-builder writes it from `publish`. In
 * development: main points it to the feed (SATCHEL_UPDATE_FEED), and electron-updater takes its
 * cache folder's name from `dev-app-update.yml` in the app's folder.
 */
function rig(initial: UpdateSettings, answer: InstallAnswer, mode: 'packaged' | 'development' = 'packaged'): Rig {
  // The installed app: an "AppImage" without a version in its name, replaced in place on install.
  const installedApp = path.join(dir, 'Satchel.AppImage');
  writeFileSync(installedApp, OLD_APP);
  chmodSync(installedApp, 0o755);
  process.env.APPIMAGE = installedApp;
  const app = (currentApp = new FakeApp(mode === 'packaged', dir));
  const configPath = mode === 'packaged' ? path.join(dir, 'resources', 'app-update.yml') : path.join(app.getAppPath(), 'dev-app-update.yml');
  mkdirSync(path.dirname(configPath), { recursive: true });
  writeFileSync(configPath, `provider: generic\nurl: ${mode === 'packaged' ? server.url : 'https://satchel.invalid/updates'}/\nupdaterCacheDirName: satchel-updater\n`);
  writableProcess.resourcesPath = path.join(dir, 'resources');
  process.env.XDG_CACHE_HOME = path.join(dir, 'cache');
  // The real core on a real settings file: the person's choices reach the checks as they do in the app.
  const services = createServices({ exchangeUrl: 'http://127.0.0.1:9', demo: false, shell: 'electron', version: '1.0.0', userDataDir: path.join(dir, 'user-data'), vault: new MemoryVault() });
  const core = coreOver(services);
  services.settings.update({ updates: initial });
  const logs: string[] = [];
  const asked: string[] = [];
  let resolveAsked: (version: string) => void = () => undefined;
  const askedOnce = new Promise<string>((resolve) => (resolveAsked = resolve));
  const intervals: Rig['intervals'] = [];
  const r: Rig = {
    app,
    core,
    services,
    // As electron-updater's own `autoUpdater` is made on Linux: no arguments, Electron's app.
    updater: new AppImageUpdater(),
    checks: null as unknown as UpdateChecks,
    installedApp,
    logs,
    asked,
    askedOnce,
    setSettings(next) {
      services.settings.update({ updates: next });
    },
    quit(exitCode = 0) {
      app.emit('quit', {}, exitCode);
    },
    intervals,
  };
  r.checks = new UpdateChecks({
    updater: r.updater,
    settings: updateSettingsOf(core),
    ask: (version) => {
      asked.push(version);
      resolveAsked(version);
      return Promise.resolve(answer);
    },
    log: (message, error) => logs.push(error ? `${message} ${String((error as Error).message ?? error)}` : message),
    feedUrl: mode === 'development' ? `${server.url}/` : null,
    setInterval: (run, ms) => {
      const timer = { run, ms, cleared: false };
      intervals.push(timer);
      return timer;
    },
    clearInterval: (timer) => void ((timer as Rig['intervals'][number]).cleared = true),
  });
  rigs.push(r);
  return r;
}

/** Resolves once `what` holds, looking again each time the feed server is asked something or a line is logged. */
async function until(what: () => boolean): Promise<void> {
  await expect.poll(what, { timeout: 20_000, interval: 20 }).toBe(true);
}

const requested = () => server.requests.map((r) => new URL(r.url, 'http://x').pathname);

describe.skipIf(process.platform !== 'linux')('update checks against a local feed (real electron-updater)', () => {
  it('finds 1.1.0 at start, downloads it with its sha512 checked, asks, and installs it when Satchel quits', async () => {
    const r = rig({ check: true, channel: 'stable' }, 'on-quit');
    r.checks.start();
    expect(await r.askedOnce).toBe('1.1.0');
    expect(requested()).toContain('/latest-linux.yml');
    expect(requested()).toContain('/Satchel-1.1.0.AppImage');
    expect(requested()).not.toContain('/beta-linux.yml');
    // Checked again every 24 hours while on.
    expect(r.intervals.map((t) => t.ms)).toEqual([24 * 60 * 60 * 1000]);
    // Nothing is installed before Satchel quits.
    expect(readFileSync(r.installedApp)).toEqual(OLD_APP);
    await until(() => r.logs.some((l) => l.includes('will be installed when Satchel quits')));
    r.quit(0);
    expect(readFileSync(r.installedApp)).toEqual(NEW_APP);
    expect(r.logs.some((l) => l.includes('Auto install update on quit'))).toBe(true);
  });

  it('refuses an artefact whose sha512 is not the feed’s: logged, the person not asked, nothing installed on quit', async () => {
    feedFiles['latest-linux.yml'] = feedFile('1.1.0', 'Satchel-1.1.0.AppImage', NEW_APP, sha512(Buffer.from('something else')));
    const r = rig({ check: true, channel: 'stable' }, 'on-quit');
    r.checks.start();
    await until(() => r.logs.some((l) => /sha512 checksum mismatch/.test(l)));
    expect(requested()).toContain('/Satchel-1.1.0.AppImage');
    expect(r.logs.some((l) => l.startsWith('Updates: the update could not be checked or downloaded.'))).toBe(true);
    r.quit(0);
    expect(r.asked).toEqual([]);
    expect(readFileSync(r.installedApp)).toEqual(OLD_APP);
    // The refused download is not left where an install could pick it up.
    expect(existsSync(path.join(dir, 'cache', 'satchel-updater', 'pending', 'Satchel-1.1.0.AppImage'))).toBe(false);
  });

  it('in development it checks only the feed main was pointed to; “Not now” downloads but installs nothing on quit', async () => {
    const r = rig({ check: true, channel: 'stable' }, 'not-now', 'development');
    r.checks.start();
    expect(await r.askedOnce).toBe('1.1.0');
    await until(() => r.logs.some((l) => l.includes('chose not to install it now')));
    r.quit(0);
    expect(r.logs).toContain('Updates: Update will not be installed on quit because autoInstallOnAppQuit is set to false.');
    expect(readFileSync(r.installedApp)).toEqual(OLD_APP);
  });

  it('“Restart now” installs at once and quits', async () => {
    const r = rig({ check: true, channel: 'stable' }, 'now');
    r.checks.start();
    await r.askedOnce;
    await until(() => r.app.quitCalls === 1);
    expect(readFileSync(r.installedApp)).toEqual(NEW_APP);
  });

  it('the beta channel reads beta-linux.yml and gets the beta', async () => {
    const r = rig({ check: true, channel: 'beta' }, 'on-quit');
    r.checks.start();
    expect(await r.askedOnce).toBe('1.2.0-beta.1');
    expect(requested()).toContain('/beta-linux.yml');
    expect(requested()).not.toContain('/latest-linux.yml');
    expect(r.updater.allowPrerelease).toBe(true);
    await until(() => r.logs.some((l) => l.includes('will be installed when Satchel quits')));
    r.quit(0);
    expect(readFileSync(r.installedApp)).toEqual(BETA_APP);
  });

  it('with checks off nothing is asked of the feed; turning them off stops the daily check and drops an agreed install', async () => {
    const off = rig({ check: false, channel: 'stable' }, 'on-quit');
    off.checks.start();
    off.checks.check();
    expect(off.intervals).toEqual([]);
    expect(server.requests).toEqual([]);
    off.checks.stop();

    const r = rig({ check: true, channel: 'stable' }, 'on-quit');
    r.checks.start();
    await r.askedOnce;
    await until(() => r.logs.some((l) => l.includes('will be installed when Satchel quits')));
    r.setSettings({ check: false, channel: 'stable' });
    expect(r.intervals[0]!.cleared).toBe(true);
    const before = server.requests.length;
    r.intervals[0]!.run();
    r.checks.check();
    expect(server.requests.length).toBe(before);
    r.quit(0);
    expect(readFileSync(r.installedApp)).toEqual(OLD_APP);
  });

  it('turning checks back on, or another channel, looks at once', async () => {
    const r = rig({ check: false, channel: 'stable' }, 'not-now');
    r.checks.start();
    r.setSettings({ check: true, channel: 'beta' });
    expect(await r.askedOnce).toBe('1.2.0-beta.1');
    expect(requested()).toEqual(expect.arrayContaining(['/beta-linux.yml']));
    expect(r.intervals).toHaveLength(1);
  });

  it('as main starts them in development with SATCHEL_UPDATE_FEED: electron-updater’s own autoUpdater checks that feed', async () => {
    const r = rig({ check: true, channel: 'stable' }, 'not-now', 'development');
    const asked: string[] = [];
    const logs: string[] = [];
    const checks = await startUpdateChecks({
      packaged: false,
      env: { SATCHEL_UPDATE_FEED: `${server.url}/` },
      settings: updateSettingsOf(r.core),
      ask: (version) => (asked.push(version), Promise.resolve('not-now')),
      log: (message) => logs.push(message),
    });
    expect(checks).not.toBeNull();
    try {
      await until(() => asked.length === 1);
      expect(asked).toEqual(['1.1.0']);
      expect(requested()).toEqual(expect.arrayContaining(['/latest-linux.yml', '/Satchel-1.1.0.AppImage']));
    } finally {
      checks?.stop();
    }
  });
});
