import { apiPathProblem, normalApiPath } from '../../shared/appliance/api-path.js';

/** `npm run sim -- [--port N] [--seed N] [appliance options]` (DESIGN.md): the arguments, checked. */
export interface SimArgs {
  port: number;
  seed: number | undefined;
  /** Idle timeout of the demo appliance's sessions, in ms (default: the family's 30 min). */
  applianceSessionMs?: number;
  /** The demo appliance as a real one: enable, disable and unset refused with errorcode 1240. */
  applianceStrict?: boolean;
  /** HTTP Basic refused by the demo appliance. */
  applianceNoBasic?: boolean;
  /** Generated policies after the demo appliance's seeded handful. */
  appliancePolicies?: number;
  /** The demo appliance's API path, as a real one's own (default /svc/v1, the document's). */
  applianceApiPath?: string;
}

export class UsageError extends Error {}

export const SIM_USAGE = [
  'Usage: npm run sim -- [--port N] [--seed N] [--appliance-session-ms N] [--appliance-strict] [--appliance-no-basic] [--appliance-policies N] [--appliance-api-path P]',
  '  --port N                 exchange on N, gateway on N+1, appliance on N+2; 0 (default) = free ports',
  '  --seed N                 a whole number from 0 to 4294967295: the same seed gives the same market data',
  '  --appliance-session-ms N idle timeout of appliance sessions, 1 to 86400000 ms (default 1800000)',
  '  --appliance-strict       the appliance refuses enable, disable and unset (errorcode 1240), as a real one',
  '  --appliance-no-basic     the appliance refuses HTTP Basic credentials',
  '  --appliance-policies N   N generated policies (0 to 100000) after the seeded ones',
  '  --appliance-api-path P   the appliance answers under P/config instead of /svc/v1/config (e.g. /nitro/v1)',
].join('\n');

function wholeNumber(name: string, text: string, max: number, min = 0): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max || value < min) throw new UsageError(`${name} takes a whole number from ${min} to ${max}, not “${text}”.\n${SIM_USAGE}`);
  return value;
}

export function parseSimArgs(argv: readonly string[]): SimArgs {
  const args: SimArgs = { port: 0, seed: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      const v = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${name} needs a value.\n${SIM_USAGE}`);
      return v;
    };
    const flag = (): true => {
      if (eq > 0) throw new UsageError(`${name} takes no value.\n${SIM_USAGE}`);
      return true;
    };
    switch (name) {
      case '--port':
        args.port = wholeNumber('--port', value(), 65533);
        break;
      case '--seed':
        args.seed = wholeNumber('--seed', value(), 4294967295);
        break;
      case '--appliance-session-ms':
        args.applianceSessionMs = wholeNumber('--appliance-session-ms', value(), 86_400_000, 1);
        break;
      case '--appliance-strict':
        args.applianceStrict = flag();
        break;
      case '--appliance-no-basic':
        args.applianceNoBasic = flag();
        break;
      case '--appliance-policies':
        args.appliancePolicies = wholeNumber('--appliance-policies', value(), 100_000);
        break;
      case '--appliance-api-path': {
        const path = value();
        const problem = apiPathProblem(path);
        if (problem) throw new UsageError(`--appliance-api-path: ${problem}\n${SIM_USAGE}`);
        args.applianceApiPath = normalApiPath(path);
        break;
      }
      default:
        throw new UsageError(`Unknown option “${arg}”.\n${SIM_USAGE}`);
    }
  }
  return args;
}
