import { describe, expect, it } from 'vitest';
import type { Currency } from '../../../shared/contract/index.js';
import { CurrencyDirectory } from '../../../electron/core/funds/currencies.js';

const currency = (id: number, code: string): Currency => ({
  id,
  code,
  name: code,
  hasMemo: false,
  icons: { std: '', xl: '', png2x: '', png3x: '' },
  coin: true,
  explorerLink: '',
  sortOrder: id,
  precision: { real: 8, trade: 6 },
});

describe('currency directory', () => {
  it('reads the list once, finds by code in any case and by id', async () => {
    let reads = 0;
    const dir = new CurrencyDirectory(async () => (reads++, [currency(1, 'btc'), currency(2, 'ETH')]));
    expect((await dir.byCode('BTC')).id).toBe(1);
    expect(await dir.codeOf(2)).toBe('eth');
    expect([...(await dir.codes())]).toEqual([[1, 'btc'], [2, 'eth']]);
    expect(reads).toBe(1);
  });

  it('reads again for an unknown id at most once a minute, then says not-found for a code', async () => {
    let now = 0;
    let list = [currency(1, 'btc')];
    let reads = 0;
    const dir = new CurrencyDirectory(async () => (reads++, list), () => now);
    await dir.all();
    list = [currency(1, 'btc'), currency(3, 'doge')];
    expect(await dir.codeOf(3)).toBeNull();
    expect(reads).toBe(1);
    now += 61_000;
    expect(await dir.codeOf(3)).toBe('doge');
    expect(reads).toBe(2);
    now += 61_000;
    await expect(dir.byCode('zzz')).rejects.toMatchObject({ kind: 'not-found', message: 'The exchange does not list this currency.' });
  });
});
