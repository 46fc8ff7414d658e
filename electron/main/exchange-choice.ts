/**
 * Which exchange the app talks to at start. Settings come with a later issue; for now the
 * SATCHEL_EXCHANGE_URL environment variable names a real one; SATCHEL_DEMO_SERVERS hands over
 * demo servers that already run (the line `npm run sim` prints: the Electron end-to-end tests
 * start them in the test, to fund accounts and look at their state); without either the
 * embedded demo servers are started and used.
 */
import { serverAddressProblem, serverAddressText } from '../../shared/security/server-address.js';

/** Demo servers started elsewhere, as `npm run sim` describes them (DESIGN.md). */
export interface RunningDemo {
  exchange: string;
  gateway: string;
  appliance: string;
  applianceUser: string;
  appliancePassword: string;
  accounts: { email: string; apiKey: string; apiSecret: string; withdrawConfirmation: boolean }[];
}

export type ExchangeChoice = { kind: 'configured'; url: string } | { kind: 'demo' } | { kind: 'running-demo'; servers: RunningDemo };

export class ExchangeUrlError extends Error {}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** SATCHEL_DEMO_SERVERS: the sim's JSON line, its addresses held to the rule every server address follows. */
function runningDemo(raw: string): RunningDemo {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw new ExchangeUrlError('SATCHEL_DEMO_SERVERS must be the JSON line `npm run sim` prints.');
  }
  const servers: Partial<RunningDemo> = {};
  for (const name of ['exchange', 'gateway', 'appliance'] as const) {
    const url = parsed?.[name];
    if (!text(url)) throw new ExchangeUrlError(`SATCHEL_DEMO_SERVERS has no ${name} address.`);
    const problem = serverAddressProblem(url);
    if (problem) throw new ExchangeUrlError(serverAddressText({ named: `SATCHEL_DEMO_SERVERS' ${name} address` }, problem));
    servers[name] = url.replace(/\/+$/, '');
  }
  const accounts = parsed.accounts;
  const isAccount = (a: unknown): a is RunningDemo['accounts'][number] => {
    const o = a as Record<string, unknown> | null;
    return !!o && text(o.email) && text(o.apiKey) && text(o.apiSecret) && typeof o.withdrawConfirmation === 'boolean';
  };
  if (!Array.isArray(accounts) || accounts.length === 0 || !accounts.every(isAccount)) throw new ExchangeUrlError('SATCHEL_DEMO_SERVERS has no demo accounts.');
  if (!text(parsed.applianceUser) || !text(parsed.appliancePassword)) throw new ExchangeUrlError('SATCHEL_DEMO_SERVERS has no appliance user and password.');
  return {
    ...(servers as Pick<RunningDemo, 'exchange' | 'gateway' | 'appliance'>),
    applianceUser: parsed.applianceUser,
    appliancePassword: parsed.appliancePassword,
    accounts: accounts.map(({ email, apiKey, apiSecret, withdrawConfirmation }) => ({ email, apiKey, apiSecret, withdrawConfirmation })),
  };
}

export function chooseExchange(env: Readonly<Record<string, string | undefined>>): ExchangeChoice {
  const raw = env.SATCHEL_EXCHANGE_URL?.trim();
  const demo = env.SATCHEL_DEMO_SERVERS?.trim();
  if (raw && demo) throw new ExchangeUrlError('Set SATCHEL_EXCHANGE_URL or SATCHEL_DEMO_SERVERS, not both.');
  if (demo) return { kind: 'running-demo', servers: runningDemo(demo) };
  if (!raw) return { kind: 'demo' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ExchangeUrlError(`SATCHEL_EXCHANGE_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ExchangeUrlError(`SATCHEL_EXCHANGE_URL must be an http or https URL, not ${url.protocol}`);
  }
  // The rule every exchange address follows (shared/security/server-address.ts).
  const problem = serverAddressProblem(raw);
  if (problem) throw new ExchangeUrlError(serverAddressText({ named: 'SATCHEL_EXCHANGE_URL' }, problem));
  return { kind: 'configured', url: url.href.replace(/\/+$/, '') };
}

/** Why the run's exchange wins over the one chosen in Settings, in the words Settings shows; null: Settings' choice counts. */
export function exchangeFixedBy(choice: ExchangeChoice): string | null {
  if (choice.kind === 'configured') return 'the SATCHEL_EXCHANGE_URL environment variable';
  if (choice.kind === 'running-demo') return 'the SATCHEL_DEMO_SERVERS environment variable';
  return null;
}
