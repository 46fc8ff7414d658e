/**
 * `npm run sim -- [--port N] [--seed N] [appliance options]`: starts the three demo servers and, once they accept
 * connections, prints the ready line: one JSON object, the only thing ever written to stdout
 * (scripts read it). Diagnostics go to stderr. Bad arguments exit 2; SIGINT or SIGTERM close
 * the servers and exit 0.
 */
import { parseSimArgs, UsageError, type SimArgs } from './cli-args.js';
import { startDemoServers } from './index.js';

async function main(): Promise<void> {
  let args: SimArgs;
  try {
    args = parseSimArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  let servers;
  try {
    servers = await startDemoServers({
      port: args.port,
      seed: args.seed,
      appliance: {
        sessionMs: args.applianceSessionMs,
        strict: args.applianceStrict,
        basicAuth: args.applianceNoBasic ? false : undefined,
        extraPolicies: args.appliancePolicies,
        apiPath: args.applianceApiPath,
      },
    });
  } catch (error) {
    process.stderr.write(`Could not start the demo servers: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${signal}: closing the demo servers.\n`);
    servers.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.stdout.write(`${JSON.stringify(servers.ready)}\n`);
  process.stderr.write(`Demo exchange ${servers.ready.exchange} (seed ${servers.exchange.seed}); stop with Ctrl+C.\n`);
}

void main();
