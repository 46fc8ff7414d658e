/**
 * The demo payment gateway. A placeholder until its issue: a real HTTP server on 127.0.0.1
 * that answers every request with a JSON 404, so the address in the ready line is live.
 */
import { failure, jsonServer, listen, shut } from '../http.js';

export interface DemoGateway {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export async function startDemoGateway(options: { port?: number } = {}): Promise<DemoGateway> {
  const server = jsonServer((req) => failure(404, `Not available yet on the demo payment gateway: ${req.method ?? 'GET'} ${new URL(req.url ?? '/', 'http://x').pathname}`));
  const port = await listen(server, options.port ?? 0);
  return { url: `http://127.0.0.1:${port}`, port, close: () => shut(server) };
}
