/**
 * The one choke point between a window and the services: the operation name must be in the
 * contract, the request must match its schema, the operation's lock flag must allow it now, and
 * whatever happens the caller gets a Result. Sender checks happen before this, in the adapter that
 * knows what a sender is.
 */
import * as v from 'valibot';
import {
  AppError,
  contract,
  fail,
  isOperationName,
  needsUnlocked,
  ok,
  type AnswerOf,
  type Contract,
  type LockRule,
  type OperationName,
  type Result,
} from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { fieldLabel, operationPhrase } from '../../../shared/words/index.js';
import type { Logger } from '../base/logger.js';
import type { Session } from '../base/session.js';

export type Handler<K extends OperationName> = (
  request: v.InferOutput<Contract[K]['request']>,
  session: Session,
) => Promise<AnswerOf<K>> | AnswerOf<K>;

export type Handlers = { [K in OperationName]: Handler<K> };

/**
 * What the router needs of the lock: refuse (`AppError('locked')`) while Satchel is locked. The
 * one entry check for every operation flagged `unlocked` (docs/architecture.md, "Lock flags");
 * flows that ask a question check again after the answer themselves.
 */
export interface LockGate {
  assertUnlocked(): void;
}

export interface Router {
  handle(op: unknown, request: unknown, session: Session): Promise<Result<unknown>>;
}

/**
 * valibot's own wording ends in "but received <the value>": a secret pasted into the wrong field
 * would come back in the error, and from there into the window and any log. And its "expected"
 * is a developer's ("expected string", "expected \"newName\""). So the request is checked with
 * this wording instead: what the field should be, in words, never what came. A schema's own
 * message is kept: it names the rule, not the value.
 */
export const VALUE_FREE: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => {
    if (issue.type === 'strict_object' && issue.expected === 'never') return 'holds a field it does not take';
    if (issue.input === undefined) return 'is missing';
    switch (issue.type) {
      case 'string':
        return 'must be text';
      case 'number':
        return 'must be a number';
      case 'boolean':
        return 'must be yes or no';
      case 'array':
        return 'must be a list';
      case 'object':
      case 'strict_object':
      case 'loose_object':
      case 'record':
        return 'must be a group of fields';
      case 'picklist':
      case 'literal':
      case 'union':
      case 'variant':
        return 'is not one of the choices';
      case 'integer':
        return 'must be a whole number';
      case 'min_value':
        return 'is too small';
      case 'max_value':
        return 'is too large';
      case 'min_length':
        return 'is too short';
      case 'max_length':
        return 'is too long';
      default:
        return 'is not in the form it should be';
    }
  },
};

/** The field an issue is about, by its label; null when it is the caller's own key, not one of ours. */
function fieldOf(issue: v.BaseIssue<unknown>): string | null {
  const steps = issue.path ?? [];
  // An unknown key is the caller's text: it is not named.
  if (issue.type === 'strict_object' && issue.expected === 'never') return null;
  for (let i = steps.length - 1; i >= 0; i--) {
    const key = (steps[i] as { key?: unknown }).key;
    if (typeof key === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(key)) return fieldLabel(key);
  }
  return null;
}

/** What is wrong, for up to three issues, in the form's words; never a value from the request. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const said = new Set<string>();
  for (const issue of issues.slice(0, 3)) {
    const field = fieldOf(issue);
    const own = !/^(is|must|holds) /.test(issue.message);
    const subject = field ?? 'the request';
    said.add(own ? `${subject}: ${issue.message.replace(/\.$/, '')}` : `${subject} ${issue.message}`);
  }
  return [...said].join('; ');
}

/** A request refused before anything was done, in the words of what it was for. */
export function invalidRequestText(op: OperationName, problem: string): string {
  return m.core_could_not({ what: operationPhrase(op), problem: problem.replace(/\.$/, '') });
}

export function createRouter(handlers: Handlers, lock: LockGate, log: Logger = () => undefined): Router {
  return {
    async handle(op, request, session) {
      if (!isOperationName(op)) {
        // Not even the name: it is the caller's text.
        return fail({ kind: 'validation', message: 'Satchel does not know this operation.' });
      }
      const parsed = v.safeParse(contract[op].request, request, VALUE_FREE);
      if (!parsed.success) {
        return fail({ kind: 'validation', message: invalidRequestText(op, describeIssues(parsed.issues)) });
      }
      try {
        if (needsUnlocked(contract[op].lock as LockRule<unknown>, parsed.output)) lock.assertUnlocked();
        const handler = handlers[op] as (request: unknown, session: Session) => unknown;
        return ok(await handler(parsed.output, session));
      } catch (error) {
        if (error instanceof AppError) return fail(error.toData());
        log(`Operation ${op} failed unexpectedly`, error);
        return fail({ kind: 'internal', message: 'Something went wrong inside Satchel. The details were written to its log.' });
      }
    },
  };
}
