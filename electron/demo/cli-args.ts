/** `npm run sim -- [--port N] [--seed N]` (DESIGN.md): the arguments, checked. */
export interface SimArgs {
  port: number;
  seed: number | undefined;
}

export class UsageError extends Error {}

export const SIM_USAGE = 'Usage: npm run sim -- [--port N] [--seed N]\n  --port N  exchange on N, gateway on N+1, appliance on N+2; 0 (default) = free ports\n  --seed N  a whole number from 0 to 4294967295: the same seed gives the same market data';

function wholeNumber(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) throw new UsageError(`${name} takes a whole number from 0 to ${max}, not “${text}”.\n${SIM_USAGE}`);
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
    switch (name) {
      case '--port':
        args.port = wholeNumber('--port', value(), 65533);
        break;
      case '--seed':
        args.seed = wholeNumber('--seed', value(), 4294967295);
        break;
      default:
        throw new UsageError(`Unknown option “${arg}”.\n${SIM_USAGE}`);
    }
  }
  return args;
}
