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
import { operationPhrase } from '../../../shared/words/index.js';
import type { Logger } from '../base/logger.js';
import type { Session } from '../base/session.js';
import { describeIssues, VALUE_FREE } from './request-issues.js';

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

/** A request refused before anything was done, in the words of what it was for. */
export function invalidRequestText(op: OperationName, problem: string): string {
  return m.core_could_not({ what: operationPhrase(op), problem: problem.replace(/\.$/, '') });
}

export function createRouter(handlers: Handlers, lock: LockGate, log: Logger = () => undefined): Router {
  return {
    async handle(op, request, session) {
      if (!isOperationName(op)) {
        // Not even the name: it is the caller's text.
        return fail({ kind: 'validation', message: m.checks_unknown_operation() });
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
        return fail({ kind: 'internal', message: m.checks_went_wrong() });
      }
    },
  };
}
