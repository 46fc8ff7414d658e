import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

// The value history through the contract, as a window asks for it: kept by the core in the
// user-data folder, read back by the next run, and only what the rules allow taken from a window.
const fx = useCore({ demo: { seed: 5 }, answer: null });
const { call, failure } = fx;

describe('valueHistory.* through the core', () => {
  it('records for a saved account, survives a restart, hands over once, and refuses what is not a value, in words', async () => {
    const { id } = await call<ProfileView>('profiles.addDemo', { index: 0 });
    const old = [{ t: Date.now() - 3 * 60_000, v: '10' }, { t: Date.now() - 2 * 60_000, v: '11.5' }];
    expect(await call('valueHistory.adopt', { profileId: id, currency: 'usd', samples: old })).toEqual(old);
    const recorded = await call<{ t: number; v: string }[]>('valueHistory.record', { profileId: id, currency: 'usd', value: '12.25' });
    expect(recorded.map((s) => s.v)).toEqual(['10', '11.5', '12.25']);
    // Handed over once: a second window's old copy changes nothing.
    expect(await call('valueHistory.adopt', { profileId: id, currency: 'usd', samples: [{ t: Date.now(), v: '1' }] })).toEqual(recorded);

    await fx.restart();
    expect(await call('valueHistory.get', { profileId: id, currency: 'usd' })).toEqual(recorded);

    const secret = 'p4ss-w0rd-pasted';
    for (const request of [
      { profileId: id, currency: 'usd', value: secret },
      { profileId: id, currency: 'usd', value: 1.5 },
      { profileId: id, currency: 'usd', value: '-3' },
      { profileId: id, currency: 'xyz', value: '1' },
      { profileId: id, currency: 'usd', samples: Array.from({ length: 2001 }, (_, i) => ({ t: i, v: '1' })) },
    ]) {
      const op = 'samples' in request ? 'valueHistory.adopt' : 'valueHistory.record';
      const error = await failure(op, request);
      expect(error.kind).toBe('validation');
      expect(error.message).not.toContain(secret);
    }
    expect((await failure('valueHistory.get', { profileId: 'not-saved', currency: 'usd' })).kind).toBe('not-found');
    expect(await call('valueHistory.get', { profileId: id, currency: 'usd' })).toEqual(recorded);
  });
});
