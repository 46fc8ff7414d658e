/**
 * Pipelined connections, one per origin and key, and when each kept breaking lately. Owned by
 * one HttpClient (made once by the composition root), not by a module: two clients of one key
 * (one lane) must not pipeline on two connections, or a later nonce could overtake an earlier
 * one, and they share this state by sharing that HttpClient.
 */
import { Client, Dispatcher } from 'undici';

/** One key's connection to one server, and the reads on their way on it. */
export interface Pipe {
  readonly client: Client;
  readonly inflight: Set<Promise<void>>;
  /** Who uses it (transports): closed when the last of them lets go. */
  readonly users: Set<object>;
}

export interface PipelineFallback {
  breaks: number;
  windowMs: number;
  soloMs: number;
}

/**
 * A key whose pipelined connection keeps breaking with reads on it (a proxy or server that
 * mishandles pipelining) has its reads sent one at a time for a while: after `breaks` breaks
 * within `windowMs`, for `soloMs`.
 */
export const PIPELINE_FALLBACK: PipelineFallback = { breaks: 3, windowMs: 60_000, soloMs: 5 * 60_000 };

export class Pipelines {
  private readonly pipes = new Map<string, Pipe>();
  /** By the same id: when a key's pipelined connection broke lately, and until when its reads go one at a time. */
  private readonly health = new Map<string, { breaks: number[]; soloUntil: number }>();
  private readonly fallback: PipelineFallback;
  private readonly now: () => number;

  constructor(options: { fallback?: Partial<PipelineFallback>; now?: () => number } = {}) {
    this.fallback = { ...PIPELINE_FALLBACK, ...options.fallback };
    this.now = options.now ?? Date.now;
  }

  /** The key's connection to `origin` (a new one when there is none or it closed), now used by `user`. */
  pipe(origin: string, key: string, pipelining: number, user: object): Pipe {
    const id = pipeId(origin, key);
    let pipe = this.pipes.get(id);
    if (!pipe || pipe.client.destroyed || pipe.client.closed) {
      const fresh: Pipe = { client: new Client(origin, { pipelining }), inflight: new Set(), users: new Set() };
      // A connection closed with reads still waiting on it is a break; one closed while idle
      // (the server's keep-alive timeout) or on purpose (UND_ERR_INFO) is not.
      fresh.client.on('disconnect', (_origin, _targets, error) => {
        if (fresh.inflight.size > 0 && (error as { code?: string }).code !== 'UND_ERR_INFO') this.noteBreak(id);
      });
      pipe = fresh;
      this.pipes.set(id, pipe);
    }
    pipe.users.add(user);
    return pipe;
  }

  /** The key's connection if there is one, without making it. */
  existing(origin: string, key: string): Pipe | undefined {
    return this.pipes.get(pipeId(origin, key));
  }

  /** True while a key's reads go one at a time because its pipelined connection kept breaking. */
  paused(origin: string, key: string): boolean {
    const health = this.health.get(pipeId(origin, key));
    return health !== undefined && this.now() < health.soloUntil;
  }

  /** `user` lets go of its connections; one no one else uses is closed (an idle one holds no event-loop reference anyway). */
  async release(user: object): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const [id, pipe] of this.pipes) {
      if (!pipe.users.delete(user) || pipe.users.size > 0) continue;
      this.pipes.delete(id);
      this.health.delete(id);
      closing.push(pipe.client.destroy().catch(() => undefined));
    }
    await Promise.all(closing);
  }

  private noteBreak(id: string): void {
    const now = this.now();
    const health = this.health.get(id) ?? { breaks: [], soloUntil: 0 };
    health.breaks = health.breaks.filter((at) => now - at < this.fallback.windowMs);
    health.breaks.push(now);
    if (health.breaks.length >= this.fallback.breaks) {
      health.soloUntil = now + this.fallback.soloMs;
      health.breaks = [];
    }
    this.health.set(id, health);
  }
}

function pipeId(origin: string, key: string): string {
  return `${origin} ${key}`;
}

/**
 * Hands one request to a key's connection. It is marked idempotent and not blocking, or the
 * connection would not write it behind others; but when the connection breaks, the connection would write the
 * requests behind the failed one again on a new connection — with nonces already used. This
 * fails such a second write instead ("the connection was dropped"), and the read is signed anew.
 */
export class QueueOnce extends Dispatcher {
  constructor(
    private readonly client: Client,
    private readonly queued: () => void,
  ) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    let writes = 0;
    const dropped = (): Error =>
      Object.assign(new Error('The connection was dropped before the answer.'), { code: 'UND_ERR_SOCKET', cause: { code: 'UND_ERR_SOCKET' } });
    const guarded = new Proxy(handler as object, {
      get(target, property) {
        if (property === 'onConnect') {
          return (abort: (error: Error) => void, context: unknown) => {
            if (++writes > 1) return abort(dropped());
            return (target as { onConnect?: (a: unknown, c: unknown) => unknown }).onConnect?.(abort, context);
          };
        }
        if (property === 'onRequestStart') {
          const start = (target as { onRequestStart?: (c: unknown, x: unknown) => unknown }).onRequestStart;
          if (!start) return undefined;
          return (controller: { abort: (error: Error) => void }, context: unknown) => {
            if (++writes > 1) return controller.abort(dropped());
            return start.call(target, controller, context);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as Dispatcher.DispatchHandler;
    try {
      return this.client.dispatch({ ...options, idempotent: true, blocking: false }, guarded);
    } finally {
      this.queued();
    }
  }

  override async close(): Promise<void> {}

  override async destroy(): Promise<void> {}
}
