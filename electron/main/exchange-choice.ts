/**
 * Which exchange the app talks to at start. Settings come with a later issue; for now the
 * SATCHEL_EXCHANGE_URL environment variable names a real one; SATCHEL_DEMO_SERVERS hands over
 * demo servers that already run (the line `npm run sim` prints: the Electron end-to-end tests
 * start them in the test, to fund accounts and look at their state); without either the
 * embedded demo servers are started and used.
 */
import { m } from '../../shared/i18n/language.js';
import { serverAddressProblem, type ServerAddressProblem } from '../../shared/security/server-address.js';

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

/** Each refusal of an address a whole sentence per variable (the words around its name differ by language). */
const EXCHANGE_URL_PROBLEM: Record<ServerAddressProblem, () => string> = {
  'not-web-address': m.main_exchange_url_not_web_address,
  scheme: m.main_exchange_url_scheme,
  credentials: m.main_exchange_url_credentials,
  'plain-http': m.main_exchange_url_plain_http,
};
const DEMO_ADDRESS_PROBLEM: Record<ServerAddressProblem, (inputs: { name: string }) => string> = {
  'not-web-address': m.main_demo_address_not_web_address,
  scheme: m.main_demo_address_scheme,
  credentials: m.main_demo_address_credentials,
  'plain-http': m.main_demo_address_plain_http,
};

/** SATCHEL_DEMO_SERVERS: the sim's JSON line, its addresses held to the rule every server address follows. */
function runningDemo(raw: string): RunningDemo {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw new ExchangeUrlError(m.main_demo_servers_not_json());
  }
  const servers: Partial<RunningDemo> = {};
  for (const name of ['exchange', 'gateway', 'appliance'] as const) {
    const url = parsed?.[name];
    if (!text(url)) throw new ExchangeUrlError(m.main_demo_servers_no_address({ name }));
    const problem = serverAddressProblem(url);
    if (problem) throw new ExchangeUrlError(DEMO_ADDRESS_PROBLEM[problem]({ name }));
    servers[name] = url.replace(/\/+$/, '');
  }
  const accounts = parsed.accounts;
  const isAccount = (a: unknown): a is RunningDemo['accounts'][number] => {
    const o = a as Record<string, unknown> | null;
    return !!o && text(o.email) && text(o.apiKey) && text(o.apiSecret) && typeof o.withdrawConfirmation === 'boolean';
  };
  if (!Array.isArray(accounts) || accounts.length === 0 || !accounts.every(isAccount)) throw new ExchangeUrlError(m.main_demo_servers_no_accounts());
  if (!text(parsed.applianceUser) || !text(parsed.appliancePassword)) throw new ExchangeUrlError(m.main_demo_servers_no_appliance_login());
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
  if (raw && demo) throw new ExchangeUrlError(m.main_exchange_both());
  if (demo) return { kind: 'running-demo', servers: runningDemo(demo) };
  if (!raw) return { kind: 'demo' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ExchangeUrlError(m.main_exchange_url_not_url({ value: raw }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ExchangeUrlError(m.main_exchange_url_protocol({ protocol: url.protocol }));
  }
  // The rule every exchange address follows (shared/security/server-address.ts).
  const problem = serverAddressProblem(raw);
  if (problem) throw new ExchangeUrlError(EXCHANGE_URL_PROBLEM[problem]());
  return { kind: 'configured', url: url.href.replace(/\/+$/, '') };
}

/**
 * Why the run's exchange wins over the one chosen in Settings: what writes the words Settings shows,
 * in the language of the moment they are asked for; null: Settings' choice counts.
 */
export function exchangeFixedBy(choice: ExchangeChoice): (() => string) | null {
  if (choice.kind === 'configured') return m.main_fixed_by_exchange_url;
  if (choice.kind === 'running-demo') return m.main_fixed_by_demo_servers;
  return null;
}
