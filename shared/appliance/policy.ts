/**
 * The appliance's authorization policy (spec/001): its fields and the checks on them. The
 * document shows no formats ("not shown"); these are the real family's (FACTS.md), shared so
 * the demo appliance, the core client and a form in the renderer agree on one definition.
 */

export const POLICY_ACTIONS = ['ALLOW', 'DENY'] as const;
export type PolicyAction = (typeof POLICY_ACTIONS)[number];

export const POLICY_STATES = ['ENABLED', 'DISABLED'] as const;
export type PolicyState = (typeof POLICY_STATES)[number];

/** Every attribute an answer may carry (`attrs=` and `filter=` take these). */
export const POLICY_FIELDS = ['name', 'rule', 'action', 'state', 'hits', 'activepolicy', 'expressiontype'] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];

/** The fields `?action=unset` can return to their defaults (the key cannot be unset). */
export const UNSETTABLE_FIELDS = ['rule', 'action'] as const;
export type UnsettableField = (typeof UNSETTABLE_FIELDS)[number];

/** The real family's longest rule. */
export const MAX_RULE_LENGTH = 8191;
/** Not shown anywhere; the family's usual limit for object names (docs/demo-servers.md). */
export const MAX_NAME_LENGTH = 127;

// A letter, digit or underscore first; then letters, digits and _ - . # space @ = :
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_\-.# @=:]*$/;

/** What is wrong with a policy name, for each side to say in its words (the window in the person's language). */
export type NameProblem = 'empty' | 'too-long' | 'characters';

/** What is wrong with `name` as a policy name, or null when it can be one. */
export function nameProblemKind(name: unknown): NameProblem | null {
  if (typeof name !== 'string' || name === '') return 'empty';
  if (name.length > MAX_NAME_LENGTH) return 'too-long';
  if (!NAME.test(name)) return 'characters';
  return null;
}

/** Why `name` cannot be a policy name, or null when it can: in English, as the demo appliance (a server) says it; Satchel's own words are policy-words.ts'. */
export function nameProblem(name: unknown): string | null {
  const kind = nameProblemKind(name);
  if (kind === 'empty') return 'A policy needs a name.';
  if (kind === 'too-long') return `A policy name has at most ${MAX_NAME_LENGTH} characters.`;
  if (kind === 'characters') {
    return 'A policy name starts with a letter, digit or underscore, then has only letters, digits, spaces and _ - . # @ = :';
  }
  return null;
}

export function isPolicyAction(value: unknown): value is PolicyAction {
  return typeof value === 'string' && (POLICY_ACTIONS as readonly string[]).includes(value);
}

/**
 * Why `rule` cannot be a policy rule, or null. `expression` adds the plausibility check of an
 * expression (brackets and quotes balanced); without it only emptiness and length are checked,
 * which is all a client may assume of an appliance it did not write.
 */
export function ruleProblem(rule: unknown, options: { expression?: boolean } = {}): string | null {
  const kind = ruleProblemKind(rule);
  if (kind === 'empty') return 'A policy needs a rule, an expression such as true.';
  if (kind === 'too-long') return `A rule has at most ${MAX_RULE_LENGTH} characters (this one has ${(rule as string).length}).`;
  if (options.expression) return expressionProblem(rule as string);
  return null;
}

/** What is wrong with `rule` before its expression is read (empty, too long), or null. */
export function ruleProblemKind(rule: unknown): 'empty' | 'too-long' | null {
  if (typeof rule !== 'string' || rule.trim() === '') return 'empty';
  if (rule.length > MAX_RULE_LENGTH) return 'too-long';
  return null;
}

const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const REGEX_START = /(?:^|[^A-Za-z0-9_.])re([^A-Za-z0-9_\s()])/y;

/**
 * Brackets balanced and string literals closed, skipping over the insides of "…" strings
 * (backslash escapes) and of the family's regular expressions `re/…/` (any delimiter that is
 * not a letter, digit, space or bracket), whose brackets need not balance.
 */
export function expressionProblem(rule: string): string | null {
  if (hasControlCharacter(rule)) return 'A rule may not contain control characters.';
  const open: string[] = [];
  for (let i = 0; i < rule.length; i++) {
    const c = rule[i]!;
    if (c === '"') {
      const end = closing(rule, i + 1, '"');
      if (end < 0) return 'The rule has a quoted text that is never closed.';
      i = end;
      continue;
    }
    REGEX_START.lastIndex = i === 0 ? 0 : i - 1;
    const regex = c === 'r' ? REGEX_START.exec(rule) : null;
    if (regex && REGEX_START.lastIndex === i + 3) {
      const end = closing(rule, i + 3, regex[1]!);
      if (end < 0) return `The rule has a regular expression (re${regex[1]}…) that is never closed.`;
      i = end;
      continue;
    }
    if (c in CLOSER) open.push(CLOSER[c]!);
    else if (c === ')' || c === ']' || c === '}') {
      if (open.pop() !== c) return `The rule has a “${c}” that closes nothing.`;
    }
  }
  if (open.length) return `The rule is missing a closing “${open[open.length - 1]}”.`;
  return null;
}

/** Tabs and line breaks are spacing in an expression; other control characters are not. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/** The index of the first unescaped `end` from `from`, or -1. */
function closing(text: string, from: number, end: string): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === end) return j;
  }
  return -1;
}
