/**
 * The end of the log, across its rotated files (base/log-file.ts): what support reads first is
 * what happened last, and a report must stay small enough to attach to an e-mail whatever the
 * log holds. Only whole lines are kept.
 */
import { open, stat } from 'node:fs/promises';
import { LogFile } from '../base/log-file.js';

/** 256 KiB: a few thousand lines, well within what a support ticket takes. */
export const LOG_TAIL_BYTES = 256 * 1024;

export interface LogTail {
  /** The last lines, oldest first; empty when there is no log yet. */
  text: string;
  /** Bytes kept, and bytes the log files hold in all. */
  keptBytes: number;
  totalBytes: number;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function lastBytes(file: string, count: number, size: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, size - count);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The last `maxBytes` of the log of the user-data folder, beginning at a line's start. */
export async function readLogTail(userDataDir: string, maxBytes = LOG_TAIL_BYTES): Promise<LogTail> {
  const files = new LogFile(userDataDir).files();
  const sizes = await Promise.all(files.map(sizeOf));
  const totalBytes = sizes.reduce((a, b) => a + b, 0);
  const parts: Buffer[] = [];
  let left = maxBytes;
  // Newest first, until enough is read; a file removed meanwhile (rotation) is simply missing.
  for (let i = files.length - 1; i >= 0 && left > 0; i--) {
    const size = sizes[i]!;
    if (size === 0) continue;
    const count = Math.min(size, left);
    try {
      parts.unshift(await lastBytes(files[i]!, count, size));
      left -= count;
    } catch {
      continue;
    }
  }
  let text = Buffer.concat(parts).toString('utf8');
  if (totalBytes > maxBytes) {
    // The first line was cut at its start: it is dropped rather than shown half.
    const newline = text.indexOf('\n');
    text = newline === -1 ? '' : text.slice(newline + 1);
  }
  return { text, keptBytes: Buffer.byteLength(text), totalBytes };
}
