/**
 * What is wrong with a request its schema refused, as whole sentences in the language now: one
 * per kind of problem, naming the field by its label or, when the field is not one the forms
 * know, the request as a whole. Never a value from the request.
 */
import type * as v from 'valibot';
import { m } from '../../../shared/i18n/language.js';
import { knownFieldLabel } from '../../../shared/words/index.js';

type Problem = 'missing' | 'text' | 'number' | 'yes_no' | 'list' | 'group' | 'choice' | 'whole' | 'too_small' | 'too_large' | 'too_short' | 'too_long' | 'malformed';

/** Each problem said of a field, and of the request when no field can be named. */
const SENTENCES: Readonly<Record<Problem, { field: (inputs: { field: string }) => string; request: () => string }>> = {
  missing: { field: m.checks_missing, request: m.checks_request_missing },
  text: { field: m.checks_text, request: m.checks_request_text },
  number: { field: m.checks_number, request: m.checks_request_number },
  yes_no: { field: m.checks_yes_no, request: m.checks_request_yes_no },
  list: { field: m.checks_list, request: m.checks_request_list },
  group: { field: m.checks_group, request: m.checks_request_group },
  choice: { field: m.checks_choice, request: m.checks_request_choice },
  whole: { field: m.checks_whole, request: m.checks_request_whole },
  too_small: { field: m.checks_too_small, request: m.checks_request_too_small },
  too_large: { field: m.checks_too_large, request: m.checks_request_too_large },
  too_short: { field: m.checks_too_short, request: m.checks_request_too_short },
  too_long: { field: m.checks_too_long, request: m.checks_request_too_long },
  malformed: { field: m.checks_malformed, request: m.checks_request_malformed },
};

const BY_TYPE: Readonly<Record<string, Problem>> = {
  string: 'text',
  number: 'number',
  boolean: 'yes_no',
  array: 'list',
  object: 'group',
  strict_object: 'group',
  loose_object: 'group',
  record: 'group',
  picklist: 'choice',
  literal: 'choice',
  union: 'choice',
  variant: 'choice',
  integer: 'whole',
  min_value: 'too_small',
  max_value: 'too_large',
  min_length: 'too_short',
  max_length: 'too_long',
};

/**
 * An issue's message when its schema has none of its own marks it as ours, with its problem: the
 * sentence is written later, once the field is known. A schema's own message (a rule, never the
 * value) starts with anything but this mark.
 */
const OURS = '\u0000';
const EXTRA = 'extra';

/**
 * valibot's own wording ends in "but received <the value>": a secret pasted into the wrong field
 * would come back in the error, and from there into the window and any log. And its "expected"
 * is a developer's ("expected string", "expected \"newName\""). So the request is checked with
 * this wording instead, made into a sentence by `describeIssues`.
 */
export const VALUE_FREE: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => {
    if (issue.type === 'strict_object' && issue.expected === 'never') return OURS + EXTRA;
    if (issue.input === undefined) return `${OURS}missing`;
    return OURS + (Object.hasOwn(BY_TYPE, issue.type) ? BY_TYPE[issue.type] : 'malformed');
  },
};

/**
 * The field an issue is about, by its label: the innermost key the forms know (a key they do not
 * know is the caller's text, never repeated: the field around it is named instead); null when
 * there is none, or the issue is an unknown key itself.
 */
function fieldOf(issue: v.BaseIssue<unknown>): string | null {
  if (issue.type === 'strict_object' && issue.expected === 'never') return null;
  const steps = issue.path ?? [];
  for (let i = steps.length - 1; i >= 0; i--) {
    const key = (steps[i] as { key?: unknown }).key;
    const label = typeof key === 'string' ? knownFieldLabel(key) : null;
    if (label !== null) return label;
  }
  return null;
}

function sentence(issue: v.BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  if (!issue.message.startsWith(OURS)) {
    const reason = issue.message.replace(/\.$/, '');
    return field === null ? m.checks_request_reason({ reason }) : m.checks_reason({ field, reason });
  }
  const problem = issue.message.slice(OURS.length);
  if (problem === EXTRA) return m.checks_request_extra_field();
  const said = SENTENCES[problem as Problem];
  return field === null ? said.request() : said.field({ field });
}

/** What is wrong, for up to three issues, in the form's words; never a value from the request. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return [...new Set(issues.slice(0, 3).map(sentence))].join('; ');
}
