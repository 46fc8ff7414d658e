/**
 * Issue 23's updates in real Electron: main started with SATCHEL_UPDATE_FEED (as a maintainer tries
 * a release in development) asks that feed for its release file with electron-updater's own
 * updater for this system. Checks turned off, what is downloaded, checked and installed are tested
 * with the real AppImageUpdater in test/integration/main/updates.test.ts. Needs the Electron binary; skipped where it is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/http.js';
import { launchSatchel, skipReason as whySkip } from './launch.js';

const skipReason = whySkip('Electron update tests');

describe.skipIf(skipReason !== null)('update checks in Electron', () => {
  let feed: TestServer;
  beforeAll(async () => {
    // No release here: the feed answers 404, which the updater logs; the request is what is checked.
    feed = await startServer((_req, res) => res.writeHead(404).end());
  });
  afterAll(async () => {
    await feed?.close();
  });

  it('asks the feed it was pointed to for this system’s release file', async () => {
    const launched = await launchSatchel({ env: { SATCHEL_UPDATE_FEED: `${feed.url}/` } });
    try {
      await launched.page.getByRole('heading', { name: 'Markets', exact: true }).waitFor({ timeout: 30_000 });
      await expect.poll(() => feed.requests.map((r) => new URL(r.url ?? '/', 'http://x').pathname), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^\/latest(-linux|-mac)?\.yml$/));
    } finally {
      await launched.close();
    }
  }, 90_000);
});
