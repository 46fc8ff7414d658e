import { expect } from 'vitest';
import type { AppErrorData, Result } from '../../shared/contract/index.js';
import type { Core, Session } from '../../electron/core/app.js';

/** Calls through the core as a window would: `call` expects success, `failure` expects a refusal and returns its error. */
export function coreCalls(core: () => Core, session: () => Session, heard?: (result: Result<unknown>) => void) {
  return {
    async call<T>(op: string, request: unknown = {}): Promise<T> {
      const result = (await core().handle(op, request, session())) as Result<T>;
      heard?.(result);
      if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
      return result.value;
    },
    async failure(op: string, request: unknown = {}): Promise<AppErrorData> {
      const result = await core().handle(op, request, session());
      heard?.(result);
      expect(result.ok, `${op} should fail`).toBe(false);
      return (result as Extract<Result<unknown>, { ok: false }>).error;
    },
  };
}

/** The demo exchange's admin endpoints (X-Admin-Token). */
export function demoAdmin(exchange: () => { url: string; adminToken: string }) {
  return (path: string, body: unknown) =>
    fetch(`${exchange().url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-token': exchange().adminToken }, body: JSON.stringify(body) });
}
