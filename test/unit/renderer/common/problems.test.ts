import { describe, expect, it } from 'vitest';
import { problemAdvice } from '../../../../renderer/common/problems.js';

describe('account problems', () => {
  it('tells what to do per kind of problem', () => {
    expect(problemAdvice({ kind: 'auth', message: 'revoked' })).toMatchObject({ action: 'settings' });
    expect(problemAdvice({ kind: 'keychain', message: 'locked' }).text).toMatch(/keychain/);
    expect(problemAdvice({ kind: 'network', message: 'down' })).toMatchObject({ action: 'retry' });
    expect(problemAdvice({ kind: 'malformed', message: 'odd' })).toMatchObject({ action: 'retry' });
  });
});
