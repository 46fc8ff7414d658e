/**
 * All three demo servers at once, and the ready line that describes them (DESIGN.md, the
 * `npm run sim` contract). Port N puts the exchange on N, the gateway on N+1 and the
 * appliance on N+2; port 0 takes three free ports.
 */
import { randomText, randomToken } from './accounts.js';
import { startDemoAppliance, type DemoAppliance } from './appliance/server.js';
import { startDemoExchange, type DemoExchange } from './exchange/server.js';
import { startDemoGateway, type DemoGateway } from './gateway/server.js';
import { type DemoAccount } from './accounts.js';

export type { DemoExchange, OutageMode } from './exchange/server.js';
export type { DemoGateway } from './gateway/server.js';
export type { DemoAccount } from './accounts.js';
export type { DemoAppliance } from './appliance/server.js';

/** The object `npm run sim` prints as its one line. */
export interface SimReady {
  exchange: string;
  gateway: string;
  appliance: string;
  adminToken: string;
  accounts: DemoAccount[];
  applianceUser: string;
  appliancePassword: string;
}

export interface DemoServers {
  exchange: DemoExchange;
  gateway: DemoGateway;
  appliance: DemoAppliance;
  gatewayUrl: string;
  applianceUrl: string;
  ready: SimReady;
  close(): Promise<void>;
}

export interface DemoServersOptions {
  port?: number;
  seed?: number;
  tickMs?: number;
  /** How long a new deposit address stays hidden, and a withdrawal pending (tests shorten them). */
  addressDelayMs?: number;
  settleMs?: number;
  /** The demo appliance: session idle timeout, real-appliance mode, generated policies, API path. */
  appliance?: { sessionMs?: number; strict?: boolean; basicAuth?: boolean; extraPolicies?: number; apiPath?: string };
}

export async function startDemoServers(options: DemoServersOptions = {}): Promise<DemoServers> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65533) throw new RangeError(`Port must be 0, or from 1 to 65533 (three ports from it): ${port}`);
  const at = (offset: number): number => (port === 0 ? 0 : port + offset);
  const started: { close(): Promise<void> }[] = [];
  const closeAll = async (): Promise<void> => {
    await Promise.allSettled(started.splice(0).map((s) => s.close()));
  };
  try {
    const exchange = await startDemoExchange({
      port: at(0),
      seed: options.seed,
      tickMs: options.tickMs,
      adminToken: randomToken(),
      addressDelayMs: options.addressDelayMs,
      settleMs: options.settleMs,
    });
    started.push(exchange);
    // The gateway works on the exchange's deposits through its link; the exchange names the
    // gateway's address in a simplified deposit's answer, known once the gateway listens.
    const gateway: DemoGateway = await startDemoGateway({ port: at(1), link: exchange.gatewayLink, faults: exchange.faults });
    started.push(gateway);
    exchange.connectGateway(gateway.url);
    const appliance: DemoAppliance = await startDemoAppliance({ ...options.appliance, port: at(2), user: 'nsdemo', password: randomText(20) });
    started.push(appliance);
    return {
      exchange,
      gateway,
      appliance,
      gatewayUrl: gateway.url,
      applianceUrl: appliance.url,
      ready: {
        exchange: exchange.url,
        gateway: gateway.url,
        appliance: appliance.url,
        adminToken: exchange.adminToken,
        accounts: exchange.accounts.map((a) => ({ ...a })),
        applianceUser: appliance.user,
        appliancePassword: appliance.password,
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
