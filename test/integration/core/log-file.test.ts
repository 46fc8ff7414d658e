/**
 * The core's log goes to the log file of its user-data folder by default (base/log-file.ts), as
 * well as to stderr, so support can read what went wrong (Help › Show Logs in the desktop app).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

const fx = useCore({ exchange: { seed: 3 } });

describe('the core’s log file', () => {
  it('holds what the core logs, in logs/satchel.log of the user-data folder', async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fx.services.log('The exchange could not be reached for the balances.', new AppError('network', 'The exchange cannot be reached.'));
    } finally {
      stderr.mockRestore();
    }
    const text = await readFile(path.join(fx.dir, 'logs', 'satchel.log'), 'utf8');
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z The exchange could not be reached for the balances\. — network: The exchange cannot be reached\.\n$/m);
  });
});
