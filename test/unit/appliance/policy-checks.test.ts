import { describe, expect, it } from 'vitest';
import { expressionProblem, isPolicyAction, MAX_RULE_LENGTH, nameProblem, ruleProblem } from '../../../shared/appliance/policy.js';

describe('policy name', () => {
  it.each(['a', '_', '9lives', 'finance team@hq', 'ops#night=1', 'a-b.c:d', 'x'.repeat(127)])('takes %j', (name) => {
    expect(nameProblem(name)).toBeNull();
  });

  it.each(['', ' a', '-a', '.a', '#a', 'a/b', 'a%20b', 'a"b', "a'b", 'ä', 'a\tb', 'x'.repeat(128), undefined, 5])('refuses %j', (name) => {
    expect(nameProblem(name)).toEqual(expect.any(String));
  });
});

describe('policy action', () => {
  it('is ALLOW or DENY, upper case', () => {
    expect(isPolicyAction('ALLOW')).toBe(true);
    expect(isPolicyAction('DENY')).toBe(true);
    expect(isPolicyAction('allow')).toBe(false);
    expect(isPolicyAction('NOOP')).toBe(false);
    expect(isPolicyAction(undefined)).toBe(false);
  });
});

describe('policy rule', () => {
  it('is not blank and at most 8191 characters; the expression check is asked for', () => {
    expect(ruleProblem('true')).toBeNull();
    expect(ruleProblem('   ')).toMatch(/needs a rule/);
    expect(ruleProblem(null)).toMatch(/needs a rule/);
    expect(ruleProblem('t'.repeat(MAX_RULE_LENGTH))).toBeNull();
    expect(ruleProblem('t'.repeat(MAX_RULE_LENGTH + 1))).toMatch(/at most 8191/);
    expect(ruleProblem('(')).toBeNull();
    expect(ruleProblem('(', { expression: true })).toMatch(/closing “\)”/);
  });

  it.each([
    'true',
    'HTTP.REQ.URL.STARTSWITH("/admin")',
    '(A || B) && C[1] && D{2}',
    'HTTP.REQ.URL.CONTAINS("(")',
    'HTTP.REQ.URL.CONTAINS("say \\"hi\\" (")',
    'HTTP.REQ.URL.REGEX_MATCH(re/\\(+[a-/)',
    'HTTP.REQ.URL.REGEX_MATCH(re#a(b#)',
    're/x(/',
    'A\n&& B\t|| C',
  ])('takes the expression %j', (rule) => {
    expect(expressionProblem(rule)).toBeNull();
  });

  it.each([
    ['(', /closing “\)”/],
    [')', /closes nothing/],
    ['(]', /closes nothing/],
    ['F("x)', /never closed/],
    ['F(re/x)', /regular expression/],
    ['a\u0000b', /control/],
  ])('refuses the expression %j', (rule, why) => {
    expect(expressionProblem(rule)).toMatch(why);
  });

  it('does not take "re" inside a word for a regular expression', () => {
    expect(expressionProblem('X.re/(')).toMatch(/closing/);
    expect(expressionProblem('more/(')).toMatch(/closing/);
  });
});
