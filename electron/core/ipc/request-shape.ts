/**
 * What every request must look like before its schema is even asked: a plain object (or
 * nothing, for operations without parameters), bounded in depth, and without the keys that
 * reach an object's prototype (`__proto__`, `constructor`, `prototype`) anywhere inside.
 * valibot leaves those keys out of its output rather than refusing them, and accepts an array
 * where an object is expected; a window that sends either is refused here, by name.
 */
const HOSTILE = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 8;

/** Why a request is refused before its schema is asked; null when its shape is fine. */
export function requestShapeProblem(request: unknown): string | null {
  if (request === undefined) return null;
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return 'a request is an object of named fields';
  return walk(request, 0);
}

function walk(value: unknown, depth: number): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return 'the request is nested too deeply';
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return 'the request holds something that is not plain data';
  for (const key of Object.keys(value)) {
    if (HOSTILE.has(key)) return 'the request holds a field name that is not allowed';
    const problem = walk((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return null;
}
