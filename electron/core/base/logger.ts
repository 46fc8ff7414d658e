/**
 * Where the core writes what went wrong behind the person's back (an unexpected error, a
 * poller's failure). Every area takes one instead of calling console, so tests can read it and
 * the shells choose where it goes.
 */
export type Logger = (message: string, error?: unknown) => void;

/** What the core logs to when its shell gave it no logger: the process's stderr. */
export const stderrLogger: Logger = (message, error) => console.error(`[satchel] ${message}`, error ?? '');
