import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { sortKeys } from '../../../electron/core/appliance/policy-page.js';
import { eachName, namesList } from '../../../electron/core/appliance/bulk.js';
import { ApplianceError } from '../../../electron/core/appliance/errors.js';

describe('sorting a policy table (the family has no sort option)', () => {
  const keys = [
    { name: 'b', hits: '9' },
    { name: 'a10', hits: '18446744073709551616' },
    { name: 'a2', hits: '10' },
    { name: 'c' },
    { name: 'B', hits: '10' },
  ];

  it('hits as exact numbers, beyond 2^53; without the field last either way', () => {
    expect(sortKeys(keys, 'hits', 'asc').map((k) => k.name)).toEqual(['b', 'a2', 'B', 'a10', 'c']);
    expect(sortKeys(keys, 'hits', 'desc').map((k) => k.name)).toEqual(['a10', 'a2', 'B', 'b', 'c']);
  });

  it('names naturally (a2 before a10) and stable for equal keys', () => {
    expect(sortKeys(keys, 'name', 'asc').map((k) => k.name)).toEqual(['a2', 'a10', 'B', 'b', 'c']);
  });
});

describe('bulk operations answer per name', () => {
  it('a refusal does not hide the others; a lost appliance stops the rest', async () => {
    const result = await eachName(['one', 'two', 'three', 'four', 'five'], async (name) => {
      if (name === 'two') throw new ApplianceError('exchange', 'This appliance does not support disabling authorization policies.', { reason: 'unsupported', errorcode: 1240 });
      if (name === 'four') throw new ApplianceError('network', 'Cannot reach the appliance at x: the connection was refused.');
    });
    expect(result.items.map((i) => i.status)).toEqual(['done', 'refused', 'done', 'refused', 'not-sent']);
    expect(result.items[1]).toMatchObject({ error: { kind: 'exchange', reason: 'unsupported', errorcode: 1240 } });
    expect(result.items[4]).toMatchObject({ error: { kind: 'network', message: expect.stringMatching(/^Not sent: an earlier one failed/) } });
  });

  it('a change sent without an answer is unknown, not refused', async () => {
    const result = await eachName(['x', 'y'], async () => {
      throw new AppError('unknown-outcome', 'The change was sent, but …');
    });
    expect(result.items.map((i) => i.status)).toEqual(['unknown', 'not-sent']);
  });

  it('confirmations list at most 30 names', () => {
    const names = Array.from({ length: 33 }, (_, i) => `p${i}`);
    const text = namesList(names);
    expect(text.split('\n')).toHaveLength(31);
    expect(text).toContain('• “p0”');
    expect(text).toContain('… and 3 more');
  });
});
