/**
 * The demo appliance. A placeholder until its issue: a real HTTP server on 127.0.0.1 that
 * answers every request with 404 in the appliance's own error envelope (errorcode 258, "No
 * such resource"), so the address in the ready line is live.
 */
import { json, jsonServer, listen, shut } from '../http.js';

export interface DemoAppliance {
  readonly url: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  close(): Promise<void>;
}

export async function startDemoAppliance(options: { port?: number; user: string; password: string }): Promise<DemoAppliance> {
  const server = jsonServer(() => json(404, { errorcode: 258, message: 'No such resource', severity: 'ERROR' }));
  const port = await listen(server, options.port ?? 0);
  return { url: `http://127.0.0.1:${port}`, port, user: options.user, password: options.password, close: () => shut(server) };
}
