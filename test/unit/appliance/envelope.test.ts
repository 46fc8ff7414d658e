import { describe, expect, it } from 'vitest';
import { countOf, envelopeOf, policiesOf, policyFieldsOf } from '../../../electron/core/appliance/envelope.js';
import { ApplianceError } from '../../../electron/core/appliance/errors.js';
import { parseJson } from '../../../shared/json/lossless.js';

const read = (text: string) => parseJson(text);
const DONE = '"errorcode":0,"message":"Done","severity":"NONE"';

function malformed(run: () => unknown): ApplianceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApplianceError);
    expect((error as ApplianceError).kind).toBe('malformed');
    return error as ApplianceError;
  }
  throw new Error('Expected a malformed error');
}

describe('appliance envelope', () => {
  it('reads errorcode as a number or digits', () => {
    expect(envelopeOf(read(`{${DONE}}`), 'h').errorcode).toBe(0);
    expect(envelopeOf(read('{"errorcode":"258","message":"No such resource"}'), 'h').errorcode).toBe(258);
    expect(malformed(() => envelopeOf(read('{"message":"Done"}'), 'h')).detail).toMatch(/^errorcode: /);
    malformed(() => envelopeOf(read('[]'), 'h'));
  });

  it('an absent key is an empty list', () => {
    expect(policiesOf(read(`{${DONE}}`), 'h')).toEqual([]);
    expect(policyFieldsOf(read(`{${DONE}}`), 'h')).toEqual([]);
  });

  it('reads full policies: action and state upper-cased, counters exact, unknown extra fields dropped', () => {
    const text = `{${DONE},"authorizationpolicy":[{"name":"a","rule":"true","action":"deny","state":"disabled","hits":"99999999999999999999","activepolicy":0,"expressiontype":"Advanced Policy","builtin":["X"]},{"name":"b","rule":"false","action":"ALLOW"}]}`;
    expect(policiesOf(read(text), 'h')).toEqual([
      { name: 'a', rule: 'true', action: 'DENY', state: 'DISABLED', hits: '99999999999999999999', activepolicy: 0, expressiontype: 'Advanced Policy' },
      { name: 'b', rule: 'false', action: 'ALLOW' },
    ]);
  });

  it('a full read needs name, rule and action; a read with attrs does not', () => {
    const text = `{${DONE},"authorizationpolicy":[{"hits":12}]}`;
    expect(malformed(() => policiesOf(read(text), 'h')).detail).toMatch(/^0\.name: /);
    expect(policyFieldsOf(read(text), 'h')).toEqual([{ hits: '12' }]);
  });

  it.each([
    ['{"name":"a","rule":"true","action":"MAYBE"}', /^0\.action: /],
    ['{"name":"a","rule":"true","action":"ALLOW","hits":"-1"}', /^0\.hits: /],
    ['{"name":"a","rule":"true","action":"ALLOW","hits":1.5}', /^0\.hits: /],
    ['{"name":"a","rule":7,"action":"ALLOW"}', /^0\.rule: /],
    ['{"name":"a","rule":"true","action":"ALLOW","state":"ON"}', /^0\.state: /],
  ])('refuses %s, naming the place', (item, where) => {
    expect(malformed(() => policiesOf(read(`{${DONE},"authorizationpolicy":[${item}]}`), 'h')).detail).toMatch(where);
  });

  it('refuses a list that is not a list', () => {
    malformed(() => policiesOf(read(`{${DONE},"authorizationpolicy":{"name":"a"}}`), 'h'));
  });

  it('reads a count as a number or digits; anything else is malformed', () => {
    expect(countOf(read(`{${DONE},"authorizationpolicy":[{"__count":7}]}`), 'h')).toBe(7);
    expect(countOf(read(`{${DONE},"authorizationpolicy":[{"__count":"12"}]}`), 'h')).toBe(12);
    malformed(() => countOf(read(`{${DONE}}`), 'h'));
    malformed(() => countOf(read(`{${DONE},"authorizationpolicy":[{"__count":"#no"}]}`), 'h'));
    malformed(() => countOf(read(`{${DONE},"authorizationpolicy":[{"__count":1},{"__count":2}]}`), 'h'));
  });
});
