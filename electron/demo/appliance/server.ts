/**
 * The demo appliance: the authorizationpolicy resource of spec/001 as a real HTTP server on
 * 127.0.0.1, answering as the real family does where the document says "not shown"
 * (FACTS.md; every choice in docs/demo-servers.md, "Appliance"). `strict` makes it a real
 * appliance, which refuses enable, disable and unset with errorcode 1240.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { RequestCounts } from '../exchange/admin/request-counts.js';
import { BodyTooLarge, listen, readBody, send, shut, tooLargeHeaders } from '../http.js';
import { CODE, Refusal, refused } from './envelope.js';
import { PolicyStore } from './policies.js';
import { DEFAULT_DEMO_API_PATH, routeAppliance, type ApplianceState } from './routes.js';
import { seedPolicies } from './seed.js';
import { Sessions, SESSION_MS_DEFAULT } from './sessions.js';

export { SESSION_MS_DEFAULT } from './sessions.js';

/** Largest request body (a rule is at most 8191 characters). */
const MAX_REQUEST_BYTES = 64 * 1024;

export interface DemoApplianceOptions {
  port?: number;
  user: string;
  password: string;
  /** Idle timeout of a session whose login named none (default 30 min, the family's). */
  sessionMs?: number;
  /** Refuse enable, disable and unset with errorcode 1240, and show no `state`, as a real appliance. */
  strict?: boolean;
  /** HTTP Basic accepted (default true, as the family). */
  basicAuth?: boolean;
  /** Generated policies after the seeded handful (paging tests, benchmarks). */
  extraPolicies?: number;
  /** Names in paths must be encoded twice, as behind some front ends (tests of the client's fallback). */
  namesEncodedTwice?: boolean;
  /** The API path before /config, as a real appliance's own (default /svc/v1, the document's). */
  apiPath?: string;
}

export interface DemoAppliance {
  readonly url: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  readonly strict: boolean;
  /** The policies (tests read them). */
  readonly store: PolicyStore;
  /** The sessions (tests count them, or end them all at once). */
  readonly sessions: Sessions;
  /** Requests met per path, login included (tests count the calls an operation costs). */
  readonly requests: RequestCounts;
  close(): Promise<void>;
}

export async function startDemoAppliance(options: DemoApplianceOptions): Promise<DemoAppliance> {
  const strict = options.strict ?? false;
  const state: ApplianceState = {
    store: new PolicyStore(seedPolicies(options.extraPolicies ?? 0)),
    sessions: new Sessions({
      user: options.user,
      password: options.password,
      sessionMs: options.sessionMs ?? SESSION_MS_DEFAULT,
      basicAuth: options.basicAuth ?? true,
    }),
    strict,
    namesEncodedTwice: options.namesEncodedTwice ?? false,
    apiPath: options.apiPath ?? DEFAULT_DEMO_API_PATH,
  };

  const requests = new RequestCounts();

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    requests.count(pathOf(req.url ?? '/'));
    readBody(req, MAX_REQUEST_BYTES)
      .then((body) => routeAppliance(state, { method: req.method ?? 'GET', target: req.url ?? '/', headers: req.headers, body }))
      .then(
        (answer) => send(res, answer),
        (error: unknown) => {
          if (error instanceof Refusal) send(res, refused(error));
          else if (error instanceof BodyTooLarge) {
            const answer = refused(new Refusal(413, CODE.INVALID_ARGUMENT, 'Invalid argument [request body larger than 64 KiB]'));
            send(res, { ...answer, headers: { ...answer.headers, ...tooLargeHeaders(error) } });
          }
          else send(res, refused(new Refusal(500, CODE.INTERNAL, 'Internal error')));
        },
      );
  };

  const server = createServer(handle);
  const port = await listen(server, options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    user: options.user,
    password: options.password,
    strict,
    store: state.store,
    sessions: state.sessions,
    requests,
    close: () => shut(server),
  };
}

/** As the exchange's request log: no query, one trailing slash dropped, still percent-encoded. */
function pathOf(target: string): string {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
