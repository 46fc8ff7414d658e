import { expect } from 'vitest';
import { AppError } from '../../shared/contract/index.js';

/** The AppError a call is refused with; the test fails when it succeeds or throws anything else. */
export async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
