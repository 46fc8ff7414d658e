import { describe, expect, it } from 'vitest';
import { analyzeRule, positionText } from '../../../shared/appliance/expression.js';
import { expressionProblem } from '../../../shared/appliance/policy.js';

const kinds = (rule: string) => analyzeRule(rule).tokens.filter((t) => t.kind !== 'space').map((t) => [t.kind, t.text]);

describe('rule tokens', () => {
  it('names functions, names, strings, numbers, operators and brackets', () => {
    expect(kinds('HTTP.REQ.URL.STARTSWITH("/admin") && CLIENT.IP.SRC.IN_SUBNET(10.0.0.0/8) || !true')).toEqual([
      ['name', 'HTTP'], ['punctuation', '.'], ['name', 'REQ'], ['punctuation', '.'], ['name', 'URL'], ['punctuation', '.'],
      ['function', 'STARTSWITH'], ['bracket', '('], ['string', '"/admin"'], ['bracket', ')'],
      ['operator', '&&'],
      ['name', 'CLIENT'], ['punctuation', '.'], ['name', 'IP'], ['punctuation', '.'], ['name', 'SRC'], ['punctuation', '.'],
      ['function', 'IN_SUBNET'], ['bracket', '('], ['number', '10.0.0.0'], ['operator', '/'], ['number', '8'], ['bracket', ')'],
      ['operator', '||'], ['operator', '!'], ['keyword', 'true'],
    ]);
  });

  it('keeps escapes inside strings, and reads the family’s regular expressions whole', () => {
    expect(kinds('X.EQ("a\\"b(")')).toEqual([['name', 'X'], ['punctuation', '.'], ['function', 'EQ'], ['bracket', '('], ['string', '"a\\"b("'], ['bracket', ')']]);
    expect(kinds('URL.REGEX_MATCH(re/^\\/api(v[12]/)')).toEqual([
      ['name', 'URL'], ['punctuation', '.'], ['function', 'REGEX_MATCH'], ['bracket', '('], ['regex', 're/^\\/api(v[12]/'], ['bracket', ')'],
    ]);
    // `re` inside a name is a name.
    expect(kinds('HEADER.re')).toEqual([['name', 'HEADER'], ['punctuation', '.'], ['name', 're']]);
  });

  it('gives back the rule exactly, token after token', () => {
    for (const rule of ['a (b) "c" re#d# 1.2 && x', '', '  \n\t', '"open', '((]', 'é ü ∑']) {
      const { tokens } = analyzeRule(rule);
      expect(tokens.map((t) => t.text).join('')).toBe(rule);
      let at = 0;
      for (const t of tokens) {
        expect(t.start).toBe(at);
        at += t.text.length;
      }
    }
  });
});

describe('brackets and quotes checked as you type', () => {
  it('a balanced rule has no problem', () => {
    expect(analyzeRule('A.B("x)").C([1], {2})').problem).toBeNull();
  });

  it('a closer that closes nothing, named by its position', () => {
    expect(analyzeRule('A.B("x"))').problem).toEqual({ message: 'The “)” at character 9 closes nothing.', index: 8 });
  });

  it('a closer of the wrong kind names both brackets', () => {
    const { problem, tokens } = analyzeRule('F([1)');
    expect(problem?.message).toBe('The “)” at character 5 does not close the “[” at character 3: it needs a “]” first.');
    expect(tokens.filter((t) => t.problem).map((t) => t.text)).toEqual(['(', '[', ')']);
  });

  it('an opener never closed, the innermost first', () => {
    expect(analyzeRule('F(G(1)').problem).toEqual({ message: 'The “(” at character 2 is never closed: add a “)”.', index: 1 });
  });

  it('an unclosed string or regular expression, with line and column on several lines', () => {
    expect(analyzeRule('F("abc)').problem?.message).toBe('The quoted text that starts at character 3 is never closed: add a " after it.');
    expect(analyzeRule('A &&\n  F(re/x)').problem?.message).toBe(
      'The regular expression (re/…) that starts at character 10 (line 2, column 5) is never closed: add a / after it.',
    );
    expect(positionText('ab\ncd', 4)).toBe('character 5 (line 2, column 2)');
  });

  it('agrees with the demo appliance’s check on which rules are well formed', () => {
    const rules = ['true', 'F(', 'F)', 'F("(")', 'F("\\")', 'F(re/(/)', 'F(re/(/', '[{()}]', '[(])', 'a\u0001b', 'x.re(1)', '"\\\\"', '(((', 'A("a") && B(re#x)#)'];
    for (const rule of rules) expect(analyzeRule(rule).problem === null, rule).toBe(expressionProblem(rule) === null);
  });
});
