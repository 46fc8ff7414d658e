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
import type { Session } from './session.js';

export type Handler<K extends OperationName> = (
  request: v.InferOutput<Contract[K]['request']>,
  session: Session,
) => Promise<AnswerOf<K>> | AnswerOf<K>;

export type Handlers = { [K in OperationName]: Handler<K> };

export type Logger = (message: string, error?: unknown) => void;

export interface Router {
  handle(op: unknown, request: unknown, session: Session): Promise<Result<unknown>>;
}

/**
 * valibot's own messages end with what was received ("… but received "<what was typed>""):
 * a refusal must never repeat a value (a secret pasted into the wrong field would come back in
 * the error, and from there into a log). What was expected is kept; the rest is cut off.
 */
export function withoutValue(issue: v.BaseIssue<unknown>): string {
  const own = /^Invalid ([\w ]+): (?:Expected [\s\S]* but r|R)eceived [\s\S]*$/.exec(issue.message);
  if (!own) return issue.message;
  return issue.expected && issue.expected.length <= 120 ? `Invalid ${own[1]}: expected ${issue.expected}` : `Invalid ${own[1]}`;
}

export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String((p as { key?: unknown }).key).slice(0, 40)).join('.');
      const message = withoutValue(issue);
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}

export function createRouter(handlers: Handlers, log: Logger = () => undefined): Router {
  return {
    async handle(op, request, session) {
      if (!isOperationName(op)) {
        return fail({ kind: 'validation', message: `Unknown operation: ${String(op).slice(0, 60)}` });
      }
      const parsed = v.safeParse(contract[op].request, request);
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
