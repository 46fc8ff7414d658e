/**
 * The update checks' own decisions (electron/main/updates.ts) with a stand-in updater: what the
 * question says, how a channel is set, and that nothing the updater does is thrown into main.
 * The real electron-updater against a local feed is test/integration/main/updates.test.ts.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { applyChannel, installQuestion, shownVersion, startUpdateChecks, UpdateChecks, type Updater, type UpdateSettings } from '../../../electron/main/updates.js';

class StandInUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  allowPrerelease = false;
  allowDowngrade = true;
  channel: string | null = null;
  forceDevUpdateConfig = false;
  logger: unknown = null;
  feeds: unknown[] = [];
  checks = 0;
  checkForUpdates: () => Promise<unknown> = () => {
    this.checks++;
    return Promise.resolve(null);
  };
  setFeedURL(options: unknown) {
    this.feeds.push(options);
  }
  quitAndInstall() {}
}

function checks(updater: StandInUpdater, settings: UpdateSettings, feedUrl: string | null = null) {
  const logs: string[] = [];
  const c = new UpdateChecks({
    updater: updater as unknown as Updater,
    settings: { get: () => settings, onChange: () => () => undefined },
    ask: () => Promise.resolve('not-now'),
    log: (message) => logs.push(message),
    feedUrl,
    setInterval: () => 1,
    clearInterval: () => undefined,
  });
  return { c, logs };
}

describe('update checks', () => {
  it('shows a plain version in the question and nothing else a feed could say', () => {
    expect(shownVersion('1.2.3')).toBe('1.2.3');
    expect(shownVersion('1.2.0-beta.1')).toBe('1.2.0-beta.1');
    expect(shownVersion('1.2.3\n\nYour keys were stolen')).toBe('of Satchel');
    expect(shownVersion('\u202e1.2.3')).toBe('of Satchel');
    expect(shownVersion(undefined)).toBe('of Satchel');
    expect(installQuestion('1.2.3')).toMatchObject({ message: 'A new version 1.2.3 is ready.', buttons: ['Restart now', 'When I quit', 'Not now'], cancelId: 2, defaultId: 1 });
  });

  it('stable reads the latest channel, beta the beta one; neither allows a downgrade', () => {
    const u = new StandInUpdater();
    applyChannel(u as unknown as Updater, 'beta');
    expect(u).toMatchObject({ channel: 'beta', allowPrerelease: true, allowDowngrade: false });
    applyChannel(u as unknown as Updater, 'stable');
    expect(u).toMatchObject({ channel: 'latest', allowPrerelease: false, allowDowngrade: false });
  });

  it('downloads by itself, points to the given feed only when there is one, and checks at start', () => {
    const u = new StandInUpdater();
    checks(u, { check: true, channel: 'stable' }, 'http://127.0.0.1:9/').c.start();
    expect(u).toMatchObject({ autoDownload: true, forceDevUpdateConfig: true, feeds: [{ provider: 'generic', url: 'http://127.0.0.1:9/' }], checks: 1 });
    const packaged = new StandInUpdater();
    checks(packaged, { check: true, channel: 'stable' }).c.start();
    expect(packaged).toMatchObject({ forceDevUpdateConfig: false, feeds: [], checks: 1 });
  });

  it('never throws into main: a check that throws or fails, and an error event, are logged', async () => {
    const u = new StandInUpdater();
    u.checkForUpdates = () => {
      throw new Error('no feed');
    };
    const { c, logs } = checks(u, { check: true, channel: 'stable' });
    expect(() => c.start()).not.toThrow();
    expect(logs).toContain('Updates: the check could not start.');
    u.checkForUpdates = () => Promise.reject(new Error('offline'));
    expect(() => c.check()).not.toThrow();
    expect(() => u.emit('error', new Error('offline'))).not.toThrow();
    expect(logs).toContain('Updates: the update could not be checked or downloaded.');
    await Promise.resolve();
  });
});

describe('when the update checks run', () => {
  it('not in development without SATCHEL_UPDATE_FEED (electron-updater is not even loaded)', async () => {
    const logs: string[] = [];
    const started = await startUpdateChecks({
      packaged: false,
      env: {},
      settings: { get: () => ({ check: true, channel: 'stable' }), onChange: () => () => undefined },
      ask: () => Promise.resolve('not-now'),
      log: (message) => logs.push(message),
    });
    expect(started).toBeNull();
    expect(logs).toEqual([]);
  });
});
