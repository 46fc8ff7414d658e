/**
 * A policy rule's expression as an editor sees it: tokens to highlight (strings, regular
 * expressions, numbers, function names, names, operators, brackets) and the first problem
 * with its brackets and quotes, naming where it is. It reads the rule the way
 * `expressionProblem` (policy.ts) judges it — strings with backslash escapes, the family's
 * `re<d>…<d>` regular expressions skipped — so the editor and the demo appliance agree; it is
 * not a parser of the family's expression language, which only the appliance knows.
 */

import { m } from '../i18n/language.js';

export type TokenKind = 'string' | 'regex' | 'number' | 'function' | 'name' | 'keyword' | 'operator' | 'bracket' | 'punctuation' | 'space' | 'other';

export interface Token {
  kind: TokenKind;
  text: string;
  /** Index of the first character in the rule. */
  start: number;
  /** An unclosed string or regular expression, or a bracket without its partner. */
  problem?: true;
}

export interface RuleProblem {
  message: string;
  /** Index of the character the problem is at. */
  index: number;
}

export interface RuleAnalysis {
  tokens: Token[];
  problem: RuleProblem | null;
}

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '!', '<', '>', '+', '-', '*', '/', '%', '=', '&', '|', '^', '~'];
const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
const KEYWORDS = new Set(['true', 'false', 'TRUE', 'FALSE']);
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /0[xX][0-9A-Fa-f]+|\d+(?:\.\d+)*/y;
const SPACE = /\s+/y;
// As policy.ts: `re` not preceded by a name character or a dot, then a delimiter that is not a letter, digit, space or round bracket.
const REGEX_DELIMITER = /[^A-Za-z0-9_\s()]/;

function at(rule: RegExp, text: string, index: number): string | null {
  rule.lastIndex = index;
  const m = rule.exec(text);
  return m ? m[0] : null;
}

/** The index of the first unescaped `end` from `from`, or -1. */
function closing(text: string, from: number, end: string): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === end) return j;
  }
  return -1;
}

/** "character 12", and the line and column when the rule has several lines. */
export function positionText(rule: string, index: number): string {
  const before = rule.slice(0, index);
  const line = before.split('\n').length;
  if (!rule.includes('\n')) return m.shared_rule_position({ index: index + 1 });
  const column = index - before.lastIndexOf('\n');
  return m.shared_rule_position_line({ index: index + 1, line, column });
}

function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

export function analyzeRule(rule: string): RuleAnalysis {
  const tokens: Token[] = [];
  const open: number[] = [];
  let problem: RuleProblem | null = null;
  const note = (message: string, index: number) => {
    problem ??= { message, index };
  };
  let i = 0;
  while (i < rule.length) {
    const c = rule[i]!;
    if (isControl(rule.charCodeAt(i))) {
      tokens.push({ kind: 'other', text: c, start: i, problem: true });
      note(m.shared_rule_control_character({ at: positionText(rule, i) }), i);
      i++;
      continue;
    }
    if (c === '"') {
      const end = closing(rule, i + 1, '"');
      const stop = end < 0 ? rule.length : end + 1;
      tokens.push({ kind: 'string', text: rule.slice(i, stop), start: i, ...(end < 0 ? { problem: true as const } : {}) });
      if (end < 0) note(m.shared_rule_unclosed_quote({ at: positionText(rule, i) }), i);
      i = stop;
      continue;
    }
    const previous = i === 0 ? '' : rule[i - 1]!;
    if (c === 'r' && rule[i + 1] === 'e' && i + 2 < rule.length && REGEX_DELIMITER.test(rule[i + 2]!) && !/[A-Za-z0-9_.]/.test(previous)) {
      const delimiter = rule[i + 2]!;
      const end = closing(rule, i + 3, delimiter);
      const stop = end < 0 ? rule.length : end + 1;
      tokens.push({ kind: 'regex', text: rule.slice(i, stop), start: i, ...(end < 0 ? { problem: true as const } : {}) });
      if (end < 0) note(m.shared_rule_unclosed_regex({ delimiter, at: positionText(rule, i) }), i);
      i = stop;
      continue;
    }
    const space = at(SPACE, rule, i);
    if (space) {
      tokens.push({ kind: 'space', text: space, start: i });
      i += space.length;
      continue;
    }
    const number = /\d/.test(c) ? at(NUMBER, rule, i) : null;
    if (number) {
      tokens.push({ kind: 'number', text: number, start: i });
      i += number.length;
      continue;
    }
    const name = at(IDENTIFIER, rule, i);
    if (name) {
      const after = rule.slice(i + name.length).match(/^\s*(.)/)?.[1];
      tokens.push({ kind: after === '(' ? 'function' : KEYWORDS.has(name) ? 'keyword' : 'name', text: name, start: i });
      i += name.length;
      continue;
    }
    if (c in OPENERS) {
      open.push(tokens.length);
      tokens.push({ kind: 'bracket', text: c, start: i });
      i++;
      continue;
    }
    if (c in CLOSERS) {
      const token: Token = { kind: 'bracket', text: c, start: i };
      const partner = open.length ? tokens[open[open.length - 1]!]! : null;
      if (partner && partner.text === CLOSERS[c]) open.pop();
      else {
        token.problem = true;
        note(
          partner
            ? m.shared_rule_wrong_closer({ closer: c, at: positionText(rule, i), opener: partner.text, openerAt: positionText(rule, partner.start), needed: OPENERS[partner.text]! })
            : m.shared_rule_closes_nothing({ closer: c, at: positionText(rule, i) }),
          i,
        );
      }
      tokens.push(token);
      i++;
      continue;
    }
    const operator = OPERATORS.find((op) => rule.startsWith(op, i));
    if (operator) {
      tokens.push({ kind: 'operator', text: operator, start: i });
      i += operator.length;
      continue;
    }
    tokens.push({ kind: c === '.' || c === ',' ? 'punctuation' : 'other', text: c, start: i });
    i++;
  }
  for (const index of open) tokens[index]!.problem = true;
  if (open.length) {
    const last = tokens[open[open.length - 1]!]!;
    note(m.shared_rule_never_closed({ opener: last.text, at: positionText(rule, last.start), needed: OPENERS[last.text]! }), last.start);
  }
  return { tokens, problem };
}
