/** `npm run web -- [--port N] [--no-open] [--exchange URL] [--user-data DIR]` (DESIGN.md). */
import { serverAddressProblem, serverAddressText } from '../../shared/security/server-address.js';

export interface WebArgs {
  /** null: not given (the last run's port when free, else a free one). */
  port: number | null;
  open: boolean;
  exchange: string | null;
  userData: string | null;
}

export class UsageError extends Error {}

export const WEB_USAGE = 'Usage: npm run web -- [--port N] [--no-open] [--exchange URL] [--user-data DIR]';

export function parseWebArgs(argv: readonly string[]): WebArgs {
  const args: WebArgs = { port: null, open: true, exchange: null, userData: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${name} needs a value.\n${WEB_USAGE}`);
      return v;
    };
    switch (name) {
      case '--port': {
        const text = value();
        const port = Number(text);
        if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`--port takes a number from 0 to 65535, not “${text}”.`);
        args.port = port;
        break;
      }
      case '--no-open':
        args.open = false;
        break;
      case '--exchange': {
        // The rule every exchange address follows: https, plain http only to this computer.
        const url = value();
        const problem = serverAddressProblem(url);
        if (problem) throw new UsageError(`${serverAddressText({ named: '--exchange' }, problem)}\n${WEB_USAGE}`);
        args.exchange = url;
        break;
      }
      case '--user-data':
        args.userData = value();
        break;
      case '--help':
      case '-h':
        throw new UsageError(WEB_USAGE);
      default:
        throw new UsageError(`Unknown option “${arg}”.\n${WEB_USAGE}`);
    }
  }
  return args;
}
