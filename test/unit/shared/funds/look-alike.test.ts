import { describe, expect, it } from 'vitest';
import { inGroupsOfFour, lookAlikeOf } from '../../../../shared/funds/address/look-alike.js';

const saved = [
  { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', label: 'Cold' },
  { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', label: 'Savings' },
];

describe('address poisoning: same ends, different middle', () => {
  it('finds the saved address a look-alike imitates', () => {
    expect(lookAlikeOf('bc1qar0sxz9a8k2e7vf4mlq5mnz3ksu7d9x5wf5mdq', saved)?.label).toBe('Cold');
    expect(lookAlikeOf('0x5aAe0000000000000000000000000000000BeAed', saved)?.label).toBe('Savings');
  });

  it('compares after the prefix every address of a kind shares', () => {
    // Same "bc1q" and same last four, but the first characters after the prefix differ.
    expect(lookAlikeOf('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhwf5mdq', saved)).toBeNull();
  });

  it('says nothing for the saved address itself or an unrelated one', () => {
    expect(lookAlikeOf('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', saved)).toBeNull();
    expect(lookAlikeOf('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', saved)).toBeNull();
    expect(lookAlikeOf('', saved)).toBeNull();
  });
});

describe('groups of four', () => {
  it('splits an address so a person can compare it group by group', () => {
    expect(inGroupsOfFour('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q ar0s rrr7 xfkv y5l6 43ly dnw9 re59 gtzz wf5m dq');
    expect(inGroupsOfFour(' abc ')).toBe('abc');
  });
});
