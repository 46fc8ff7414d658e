/**
 * What every request must look like before its schema is even asked: a plain object (or
 * nothing, for operations without parameters), bounded in depth, and without the keys that
 * reach an object's prototype (`__proto__`, `constructor`, `prototype`) anywhere inside.
 * valibot leaves those keys out of its output rather than refusing them, and accepts an array
 * where an object is expected; a window that sends either is refused here, by name.
 */
import { m } from '../../../shared/i18n/language.js';

const HOSTILE = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;

/** Why a request is refused before its schema is asked, in the language now; null when its shape is fine. */
export function requestShapeProblem(request: unknown): string | null {
  if (request === undefined) return null;
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return m.checks_shape_not_object();
  return walk(request, 0);
}

function walk(value: unknown, depth: number): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return m.checks_shape_too_deep();
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return m.checks_shape_not_plain();
  for (const key of Object.keys(value)) {
    if (HOSTILE.has(key)) return m.checks_shape_bad_name();
    const problem = walk((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return null;
}
