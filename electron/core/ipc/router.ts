/**
 * The one choke point between a window and the services: the operation name must be in the
 * contract, the request must match its schema, and whatever happens the caller gets a Result.
 * Sender checks happen before this, in the adapter that knows what a sender is.
 */
import * as v from 'valibot';
import {
  AppError,
  contract,
  fail,
  isOperationName,
  ok,
  type AnswerOf,
  type Contract,
  type OperationName,
  type Result,
} from '../../../shared/contract/index.js';
import type { Logger } from '../base/logger.js';
import type { Session } from '../base/session.js';

export type Handler<K extends OperationName> = (
  request: v.InferOutput<Contract[K]['request']>,
  session: Session,
) => Promise<AnswerOf<K>> | AnswerOf<K>;

export type Handlers = { [K in OperationName]: Handler<K> };

export interface Router {
  handle(op: unknown, request: unknown, session: Session): Promise<Result<unknown>>;
}

/**
 * valibot's own wording ends in "but received <the value>": a secret pasted into the wrong field
 * would come back in the error, and from there into the window and any log. So the request is
 * checked with this wording instead, which says what was expected and never what came. A
 * schema's own message is kept: it names the rule, not the value.
 */
export const VALUE_FREE: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => (issue.type === 'strict_object' && issue.expected === 'never' ? 'is not a field of this request' : `expected ${issue.expected ?? 'something else'}`),
};

/** A key of the request, as the caller sent it: named only when it looks like a field name. */
function keyText(item: unknown): string {
  const { key, origin } = item as { key?: unknown; origin?: string };
  // An unknown key is the caller's text, not one of ours.
  if (origin === 'key') return '(unknown field)';
  if (typeof key === 'number') return String(key);
  return typeof key === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(key) ? key : '…';
}

/** Where and what, for up to three issues; never a value from the request. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map(keyText).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function createRouter(handlers: Handlers, log: Logger = () => undefined): Router {
  return {
    async handle(op, request, session) {
      if (!isOperationName(op)) {
        // Not even the name: it is the caller's text.
        return fail({ kind: 'validation', message: 'Satchel does not know this operation.' });
      }
      const parsed = v.safeParse(contract[op].request, request, VALUE_FREE);
      if (!parsed.success) {
        return fail({ kind: 'validation', message: `Invalid request for ${op}: ${describeIssues(parsed.issues)}` });
      }
      try {
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
