/**
 * An answer's body, read as a stream and cut off at a size limit: a content-length alone would
 * not stop an answer sent in chunks without one, and a server (or anything between) that
 * streams without end must not grow the main process by hundreds of MB. Past the limit the
 * stream is cancelled, which closes the connection.
 */

/** The answer was (or announced it would be) larger than the limit; each client says so in its own words. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';

  constructor(
    readonly limit: number,
    readonly status: number,
  ) {
    super(`The answer is larger than ${limit} bytes.`);
  }
}

export async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  options: { limit: number; status: number; declaredLength?: number; signal?: AbortSignal },
): Promise<string> {
  const { limit, status, signal } = options;
  if ((options.declaredLength ?? 0) > limit) {
    await body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit, status);
  }
  if (!body) return '';
  const reader = body.getReader();
  // Each read is raced with the request's signal: Node 20's fetch was seen to leave a read
  // pending for good after its signal aborted, on a body that keeps trickling in (one call in
  // ten or so), and a call must end at its timeout whatever the server does.
  let onAbort: (() => void) | undefined;
  const aborted = signal
    ? new Promise<never>((_resolve, reject) => {
        onAbort = () => reject(signal.reason);
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      })
    : undefined;
  void aborted?.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await (aborted ? Promise.race([reader.read(), aborted]) : reader.read());
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new BodyTooLargeError(limit, status);
      }
      chunks.push(value);
    }
  } catch (error) {
    // Closes the connection of an answer no one will read to its end.
    if (signal?.aborted) void reader.cancel(signal.reason).catch(() => undefined);
    throw error;
  } finally {
    if (onAbort) signal!.removeEventListener('abort', onAbort);
  }
  // As response.text() would: UTF-8, a leading byte-order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}
