/**
 * Export diagnostics (app.exportDiagnostics; electron/core/diagnostics/): the core with a demo
 * account, a saved address and a log that mentions them, asked for the report through the
 * contract as a window asks. The report has the versions, the settings as choices and counts,
 * and the log's lines — and no form of the account's key, secret or e-mail, the saved address or
 * its label. Browser mode's port hands it back as a download; Electron's writes it where the
 * person chose (the same port, tested in the shell-conformance suites).
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AppError, type DiagnosticsExport } from '../../../shared/contract/index.js';
import { LogFile } from '../../../electron/core/base/log-file.js';
import { LOG_TAIL_BYTES } from '../../../electron/core/diagnostics/log-tail.js';
import { useCore } from '../../support/core-fixture.js';
import { sightings } from '../../support/secret-search.js';

const fx = useCore({ exchange: { seed: 3 }, accounts: [0] });
const SAVED = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const LABEL = 'Cold storage at home';

function quietly(run: () => void): void {
  const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    run();
  } finally {
    stderr.mockRestore();
  }
}

describe('export diagnostics', () => {
  it('hands the window a report with the versions, the settings as choices and the log, without the person’s secrets or addresses', async () => {
    const account = fx.exchange.accounts[0]!;
    await fx.call('guard.saveAddress', { currency: 'btc', address: SAVED, memo: null, label: LABEL, password: null });
    quietly(() => {
      fx.services.log('The balances could not be read.', new AppError('network', 'The exchange cannot be reached.'));
      // What an error from far away might carry: the diagnostics must not pass it on.
      fx.services.log(`Withdrawal to ${SAVED} (${LABEL}) for ${account.email} failed`, new Error(`signed with key ${account.apiKey} and secret ${account.apiSecret}`));
    });

    const answer = await fx.call<DiagnosticsExport>('app.exportDiagnostics', {});
    if (answer.saved !== 'download') throw new Error(`expected a download, got ${answer.saved}`);
    expect(answer.fileName).toMatch(/^satchel-diagnostics-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = answer.text;
    expect(text).toContain('Satchel: test (demo mode)');
    expect(text).toContain('Shell: browser mode');
    expect(text).toContain(`Node.js: ${process.versions.node}`);
    expect(text).toContain('Accounts: 1');
    expect(text).toContain('Account 1 (in use): demo exchange');
    expect(text).toMatch(/Withdrawal guards: 1; saved addresses: 1;/);
    expect(text).toMatch(/Z The balances could not be read\. — network: The exchange cannot be reached\.\n/);
    expect(text).toMatch(/Z Withdrawal to \[address removed\] \(\[name removed\]\) for \[e-mail removed\] failed — Error: signed with key \[key removed\] and secret \[key removed\]\n/);
    expect(sightings({ apiKey: account.apiKey, apiSecret: account.apiSecret, email: account.email, svcid: account.svcid, address: SAVED, label: LABEL }, [{ where: 'the diagnostics', text }])).toEqual([]);
  });

  it('runs while Satchel is locked', async () => {
    await fx.call('lock.setPassword', { current: null, next: 'correct horse battery' });
    await fx.call('lock.lock', {});
    try {
      const answer = await fx.call<DiagnosticsExport>('app.exportDiagnostics', {});
      expect(answer.saved === 'download' && answer.text).toContain('App password set: yes; locked now: yes');
    } finally {
      await fx.call('lock.unlock', { password: 'correct horse battery' });
      await fx.call('lock.setPassword', { current: 'correct horse battery', next: null });
    }
  });

  it('keeps only the end of a long log, across its rotated files, in whole lines', async () => {
    const log = new LogFile(fx.dir);
    await mkdir(log.dir, { recursive: true });
    const line = (n: number) => `2026-11-26T10:00:00.000Z Line ${n} of a long log, padded so that the files fill up ${'.'.repeat(60)}\n`;
    // The older file, then the current one: a megabyte and a half in all.
    await appendFile(log.older(1), Array.from({ length: 8000 }, (_, n) => line(n)).join(''));
    await appendFile(log.file, Array.from({ length: 8000 }, (_, n) => line(8000 + n)).join(''));
    const answer = await fx.call<DiagnosticsExport>('app.exportDiagnostics', {});
    if (answer.saved !== 'download') throw new Error('expected a download');
    const logPart = answer.text.slice(answer.text.indexOf('== Log ('));
    expect(logPart).toMatch(/^== Log \(the last 25\d\.\d KiB of [\d.]+ MiB, oldest first\) ==\n2026-11-26T10:00:00\.000Z Line \d+ of a long log/);
    expect(Buffer.byteLength(logPart)).toBeLessThan(LOG_TAIL_BYTES + 200);
    expect(logPart.trimEnd().endsWith(line(15999).trimEnd())).toBe(true);
    expect(path.basename(log.older(1))).toBe('satchel.1.log');
  });
});
