/**
 * The log file: what the core logs (an unexpected error, a poller's failure, a shell's trouble)
 * kept in the user-data folder's `logs/` for support, with rotation so it never grows without
 * end: `satchel.log` up to `maxBytes`, then renamed `satchel.1.log` (and older ones moved up,
 * the oldest beyond `keep` deleted). Owner-only, like every file of the folder. What is logged are
 * the core's own sentences and an error's kind and message, never a request or an answer; the
 * secret-hygiene test reads this file with the rest of the folder. Writing never throws: a full
 * disk loses log lines, nothing else.
 */
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { stderrLogger, type Logger } from './logger.js';

export const LOG_DIR = 'logs';
export const LOG_FILE = 'satchel.log';
/** How many older files are kept besides the current one, unless a LogFile is told otherwise. */
export const KEEP_OLDER = 3;
/** A line is cut here: an error's message from far away is not a reason for a big file. */
const MAX_LINE = 2000;

export interface LogFileOptions {
  maxBytes?: number;
  /** How many older files are kept besides the current one. */
  keep?: number;
  now?: () => Date;
}

export class LogFile {
  readonly dir: string;
  readonly file: string;
  private readonly maxBytes: number;
  private readonly keep: number;
  private readonly now: () => Date;
  private size: number | null = null;

  constructor(userDataDir: string, options: LogFileOptions = {}) {
    this.dir = path.join(userDataDir, LOG_DIR);
    this.file = path.join(this.dir, LOG_FILE);
    this.maxBytes = options.maxBytes ?? 1024 * 1024;
    this.keep = options.keep ?? KEEP_OLDER;
    this.now = options.now ?? (() => new Date());
  }

  /** The name of the `n`th older file (1 = the one before the current). */
  older(n: number): string {
    return path.join(this.dir, `satchel.${n}.log`);
  }

  /** The files as they are kept, oldest first: the older ones, then the current one. */
  files(): string[] {
    return [...Array.from({ length: this.keep }, (_, i) => this.older(this.keep - i)), this.file];
  }

  write(message: string, error?: unknown): void {
    const line = `${this.now().toISOString()} ${oneLine(message, error)}\n`;
    try {
      if (this.size === null) {
        mkdirSync(this.dir, { recursive: true, mode: 0o700 });
        this.size = sizeOf(this.file);
      }
      const bytes = Buffer.byteLength(line);
      if (this.size > 0 && this.size + bytes > this.maxBytes) this.rotate();
      appendFileSync(this.file, line, { mode: 0o600 });
      this.size += bytes;
    } catch {
      // A log that cannot be written must not stop what was being logged.
      this.size = null;
    }
  }

  private rotate(): void {
    rmSync(this.older(this.keep), { force: true });
    for (let n = this.keep - 1; n >= 1; n -= 1) {
      if (sizeOf(this.older(n)) > 0) renameSync(this.older(n), this.older(n + 1));
    }
    if (this.keep >= 1) renameSync(this.file, this.older(1));
    else rmSync(this.file, { force: true });
    this.size = 0;
  }
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The message and what the error says of itself (its name or kind and message), on one line. */
function oneLine(message: string, error?: unknown): string {
  let text = message;
  if (error !== undefined && error !== '') {
    const what =
      error instanceof Error
        ? `${(error as { kind?: string }).kind ?? error.name}: ${error.message}`
        : typeof error === 'string'
          ? error
          : Object.prototype.toString.call(error);
    text += ` — ${what}`;
  }
  // eslint-disable-next-line no-control-regex -- control characters would forge lines or colours
  text = text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1)}…` : text;
}

/** Logs to each of them. */
export function teeLogger(...loggers: Logger[]): Logger {
  return (message, error) => {
    for (const log of loggers) log(message, error);
  };
}

/** The core's logger when its shell gives none: stderr, and the log file of the user-data folder. */
export function fileAndStderrLogger(userDataDir: string): Logger {
  const file = new LogFile(userDataDir);
  return teeLogger(stderrLogger, (message, error) => file.write(message, error));
}
