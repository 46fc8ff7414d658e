import { describe, expect, it } from 'vitest';
import {
  addRequest,
  ariaSort,
  bulkOutcome,
  FIRST_PAGE,
  listRequest,
  nextSort,
  pageCount,
  renameProblem,
  stateLabel,
  unsupportedRefusal,
  updateRequest,
  withoutState,
  withRow,
} from '../../../../renderer/appliance/policies.js';
import type { ApplianceErrorData, PolicyPage, PolicyView } from '../../../../shared/contract/index.js';

const policy: PolicyView = { name: 'deny_admin', rule: 'HTTP.REQ.URL.STARTSWITH("/admin")', action: 'DENY', state: 'ENABLED', hits: '12' };

describe('the policy form', () => {
  it('checks the name’s characters and the rule before sending', () => {
    expect(addRequest({ name: 'ok name@x', rule: 'true', action: 'ALLOW' })).toEqual({ ok: true, request: { name: 'ok name@x', rule: 'true', action: 'ALLOW' } });
    expect(addRequest({ name: '-no', rule: 'true', action: 'ALLOW' })).toMatchObject({ ok: false, field: 'name', message: expect.stringMatching(/starts with a letter/) });
    expect(addRequest({ name: 'x', rule: '  ', action: 'ALLOW' })).toMatchObject({ ok: false, field: 'rule' });
    expect(addRequest({ name: 'x', rule: 'a'.repeat(8192), action: 'ALLOW' })).toMatchObject({ ok: false, field: 'rule', message: expect.stringMatching(/8191/) });
    expect(addRequest({ name: 'x', rule: 'F("a"', action: 'ALLOW' })).toMatchObject({ ok: false, field: 'rule', message: 'The “(” at character 2 is never closed: add a “)”.' });
  });

  it('an edit sends only what changed', () => {
    expect(updateRequest(policy, { rule: policy.rule, action: 'ALLOW' })).toEqual({ ok: true, request: { name: 'deny_admin', action: 'ALLOW' } });
    expect(updateRequest(policy, { rule: 'true', action: 'DENY' })).toEqual({ ok: true, request: { name: 'deny_admin', rule: 'true' } });
    expect(updateRequest(policy, { rule: policy.rule, action: 'DENY' })).toMatchObject({ ok: false, field: null, message: expect.stringMatching(/Nothing changed/) });
    expect(updateRequest(policy, { rule: 'F(]', action: 'DENY' })).toMatchObject({ ok: false, field: 'rule' });
  });

  it('a rename needs a new, well-formed name', () => {
    expect(renameProblem('a', 'a')).toBe('“a” is its name already.');
    expect(renameProblem('a', 'b/c')).toMatch(/starts with a letter/);
    expect(renameProblem('a', 'b c')).toBeNull();
  });
});

describe('sorting and paging', () => {
  it('a header goes ascending, descending, then back to the appliance order', () => {
    const asc = nextSort(null, 'hits');
    expect(asc).toEqual({ field: 'hits', direction: 'asc' });
    expect(nextSort(asc, 'hits')).toEqual({ field: 'hits', direction: 'desc' });
    expect(nextSort(nextSort(asc, 'hits'), 'hits')).toBeNull();
    expect(nextSort(asc, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(ariaSort(asc, 'hits')).toBe('ascending');
    expect(ariaSort(asc, 'name')).toBe('none');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(stateLabel(null)).toBe('—');
    expect(stateLabel('DISABLED')).toBe('Disabled');
  });
});

describe('a bulk outcome in words', () => {
  it('all done', () => {
    expect(bulkOutcome('disable', { items: [{ name: 'a', status: 'done' }, { name: 'b', status: 'done' }] })).toEqual({ tone: 'done', text: 'Disabled 2: “a”, “b”.', done: ['a', 'b'] });
  });

  it('refusals grouped by what the appliance said, and the rest not hidden', () => {
    const unsupported = { kind: 'exchange' as const, message: 'This appliance does not support enabling authorization policies.', errorcode: 1240, detail: 'errorcode 1240: Operation not supported' };
    const result = bulkOutcome('enable', {
      items: [
        { name: 'a', status: 'refused', error: unsupported },
        { name: 'b', status: 'done' },
        { name: 'c', status: 'refused', error: unsupported },
        { name: 'd', status: 'unknown', error: { kind: 'unknown-outcome', message: 'Reload the list to see whether it was made.' } },
      ],
    });
    expect(result.tone).toBe('error');
    expect(result.done).toEqual(['b']);
    expect(result.text).toBe(
      'Enabled 1: “b”. Not enabled: “a”, “c” — This appliance does not support enabling authorization policies. (appliance code 1240) No answer for “d”: Reload the list to see whether it was made.',
    );
  });
});

describe('the page the store keeps', () => {
  const other: PolicyView = { ...policy, name: 'allow_all', rule: 'true', action: 'ALLOW' };
  const page: PolicyPage = { items: [policy, other], page: 2, pageSize: 25, total: 27, applianceId: 'a1', certificateExpiredOn: null };

  it('asks main with only the parts of the query that are set', () => {
    expect(listRequest(FIRST_PAGE)).toEqual({ page: 1, pageSize: 25 });
    const filter = { field: 'action', value: 'DENY' } as const;
    const sort = { field: 'hits', direction: 'desc' } as const;
    expect(listRequest({ page: 3, pageSize: 50, filter, sort })).toEqual({ page: 3, pageSize: 50, filter, sort });
  });

  it('an appliance that keeps no state: a filter or sort on it goes, back to the first page; any other stays', () => {
    const byName = { field: 'name', value: 'x' } as const;
    expect(withoutState({ ...FIRST_PAGE, page: 2, filter: byName, sort: { field: 'hits', direction: 'asc' } })).toBeNull();
    expect(withoutState({ ...FIRST_PAGE, page: 2, filter: { field: 'state', value: 'ENABLED' }, sort: { field: 'hits', direction: 'asc' } })).toEqual({
      ...FIRST_PAGE,
      sort: { field: 'hits', direction: 'asc' },
    });
    expect(withoutState({ ...FIRST_PAGE, filter: byName, sort: { field: 'state', direction: 'desc' } })).toEqual({ ...FIRST_PAGE, filter: byName });
  });

  it('a changed policy takes its row’s place, the rest of the page as it was', () => {
    const renamed = { ...policy, name: 'deny_admin_2' };
    const next = withRow(page, 'deny_admin', renamed);
    expect(next.items).toEqual([renamed, other]);
    expect({ ...next, items: [] }).toEqual({ ...page, items: [] });
    expect(page.items[0]).toBe(policy);
    // A name not on the page (deleted meanwhile): nothing to put in place.
    expect(withRow(page, 'gone', renamed).items).toEqual(page.items);
  });

  it('finds the appliance’s 1240 among the refusals of a bulk change', () => {
    const unsupported: ApplianceErrorData = { kind: 'exchange', message: 'not supported', reason: 'unsupported' };
    const refused: ApplianceErrorData = { kind: 'not-found', message: 'no such policy', reason: 'not-found' };
    expect(unsupportedRefusal({ items: [{ name: 'a', status: 'done' }] })).toBeNull();
    expect(unsupportedRefusal({ items: [{ name: 'a', status: 'refused', error: refused }] })).toBeNull();
    expect(unsupportedRefusal({ items: [{ name: 'a', status: 'refused', error: refused }, { name: 'b', status: 'refused', error: unsupported }] })).toBe(unsupported);
  });
});
