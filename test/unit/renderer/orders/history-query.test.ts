import { describe, expect, it } from 'vitest';
import { localDayEnd, localDayStart } from '../../../../renderer/common/dates.js';
import { defaultHistoryForm, historyQuery, TWO_WEEKS_MS, type HistoryForm } from '../../../../renderer/orders/history-query.js';

const form = (patch: Partial<HistoryForm>): HistoryForm => ({ from: '', to: '', limit: '', sort: 'newest', market: '', ...patch });

describe('order history query', () => {
  it('turns local days into ms, the end of "To" included', () => {
    const result = historyQuery(form({ from: '2026-11-01', to: '2026-11-15', limit: '50', sort: 'oldest', market: 'btc_usdt' }));
    expect(result).toEqual({
      ok: true,
      query: { start: localDayStart('2026-11-01'), end: localDayEnd('2026-11-15'), limit: 50, sort: 1, market: 'btc_usdt' },
    });
  });

  it('one day from and to covers that whole day', () => {
    const result = historyQuery(form({ from: '2026-11-15', to: '2026-11-15' }));
    if (!result.ok) throw new Error(result.message);
    expect(result.query.end! - result.query.start! + 1).toBe(localDayStart('2026-11-16')! - localDayStart('2026-11-15')!);
    expect(result.query.sort).toBe(-1);
    expect(result.query).not.toHaveProperty('market');
    expect(result.query).not.toHaveProperty('limit');
  });

  it('without "From", starts two weeks before "To" (not before now, as the exchange would)', () => {
    const result = historyQuery(form({ to: '2020-05-20' }));
    if (!result.ok) throw new Error(result.message);
    expect(result.query.end).toBe(localDayEnd('2020-05-20'));
    expect(result.query.start).toBe(localDayEnd('2020-05-20')! + 1 - TWO_WEEKS_MS);
  });

  it('leaves both out when both are empty (the exchange defaults apply)', () => {
    const result = historyQuery(form({}));
    expect(result).toEqual({ ok: true, query: { sort: -1 } });
  });

  it('says what is wrong, and with which field', () => {
    expect(historyQuery(form({ from: '2026-11-16', to: '2026-11-15' }))).toMatchObject({ ok: false, field: 'from' });
    expect(historyQuery(form({ to: '2026-02-31' }))).toMatchObject({ ok: false, field: 'to' });
    for (const limit of ['0', '1001', '2.5', '-3', 'ten']) {
      expect(historyQuery(form({ limit }))).toMatchObject({ ok: false, field: 'limit', message: 'Show between 1 and 1000 orders.' });
    }
    expect(historyQuery(form({ limit: '1000' }))).toMatchObject({ ok: true, query: { limit: 1000 } });
  });

  it('starts with the last two weeks, 25 orders, newest first', () => {
    const now = new Date(2026, 10, 22, 12).getTime();
    const initial = defaultHistoryForm(now);
    expect(initial).toEqual({ from: '2026-11-08', to: '2026-11-22', limit: '25', sort: 'newest', market: '' });
    const result = historyQuery(initial);
    if (!result.ok) throw new Error(result.message);
    expect(result.query.start).toBe(new Date(2026, 10, 8).getTime());
    expect(result.query.end).toBeGreaterThan(now);
  });
});
