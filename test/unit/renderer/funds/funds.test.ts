import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { emptyHistoryForm, historyFilter } from '../../../../renderer/funds/history-filter.js';
import { qrDrawing } from '../../../../renderer/common/qr.js';
import { statusWords } from '../../../../shared/words/index.js';

describe('the history form as a filter', () => {
  it('sends nothing the person did not choose', () => {
    expect(historyFilter(emptyHistoryForm())).toEqual({
      ok: true,
      filter: { type: 'all', currencies: [], statuses: [], from: null, to: null, orderBy: 'created_at', orderDir: 'desc' },
    });
  });

  it('takes whole local days, the ticked statuses and the currency', () => {
    const form = { ...emptyHistoryForm('btc'), type: 'withdraws' as const, from: '2026-11-01', to: '2026-11-02' };
    form.statuses.done = true;
    form.statuses.canceled = true;
    const built = historyFilter(form);
    expect(built).toEqual({
      ok: true,
      filter: {
        type: 'withdraws',
        currencies: ['btc'],
        statuses: ['done', 'canceled'],
        from: new Date(2026, 10, 1).getTime(),
        to: new Date(2026, 10, 3).getTime() - 1,
        orderBy: 'created_at',
        orderDir: 'desc',
      },
    });
  });

  it('sorts by amount only within one currency: the exchange sorts all currencies by the bare number (1 BTC below 2 DOGE)', () => {
    const all = historyFilter({ ...emptyHistoryForm(), orderBy: 'amount' });
    expect(all).toEqual({
      ok: false,
      field: 'orderBy',
      message: 'Amounts of different currencies cannot be compared by their number: choose a currency to sort by amount.',
    });
    expect(historyFilter({ ...emptyHistoryForm('btc'), orderBy: 'amount' })).toMatchObject({ ok: true, filter: { currencies: ['btc'], orderBy: 'amount' } });
  });

  it('refuses dates that are not real, or the wrong way round, naming the field', () => {
    expect(historyFilter({ ...emptyHistoryForm(), from: '2026-02-30' })).toMatchObject({ ok: false, field: 'from' });
    expect(historyFilter({ ...emptyHistoryForm(), from: '2026-11-05', to: '2026-11-01' })).toMatchObject({ ok: false, field: 'to', message: expect.stringContaining('before') });
  });
});

describe('the deposit address QR code', () => {
  it('draws exactly the dark modules of the code qrcode makes, as unit squares', () => {
    const text = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
    const { size, path } = qrDrawing(text);
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    let dark = 0;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (modules.get(y, x)) dark++;
    expect(path.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark);
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // The finder pattern's corner is dark: the code starts at the top-left.
    expect(path.startsWith('M0 0h1v1h-1z')).toBe(true);
  });
});

describe('statuses in words', () => {
  it('names the known ones and keeps an unknown one readable', () => {
    expect(statusWords('awaiting_confirmation')).toBe('Waiting for your e-mail confirmation');
    expect(statusWords('canceled')).toBe('Cancelled');
    expect(statusWords('on_review')).toBe('On review');
  });
});
