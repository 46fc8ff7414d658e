/**
 * The whole core over the contract, as the integration tests set it up: demo servers on
 * 127.0.0.1, a user-data folder of its own, the core with an in-memory keychain, the main
 * window's session answering main's questions, demo accounts saved and funded, and all of it
 * gone again afterwards. The only place the integration tests create the core: when the way it
 * is created changes (shell ports given at creation, …), this file follows and the tests do not.
 *
 * `useCore(options)` inside a test file (or a describe) starts it in `beforeAll` and stops it in
 * `afterAll`; `startCore(options)` starts one at once, for a test that runs several.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { AppErrorData, ConfirmationRequest, EventName, Events } from '../../shared/contract/index.js';
import { coreOver, createServices, type Core, type CoreOptions, type Services, type PaymentTicket, type Session } from '../../electron/core/app.js';
import type { ShellPorts } from '../../electron/core/shell/ports.js';
import { windowOnlyPorts } from '../../electron/core/shell/window-ports.js';
import { MemoryVault } from '../../electron/core/keys/memory-vault.js';
import type { SecretVault } from '../../electron/core/keys/vault.js';
import { startDemoServers, type DemoServers, type DemoServersOptions } from '../../electron/demo/index.js';
import { startDemoExchange, type DemoExchange, type DemoExchangeOptions } from '../../electron/demo/exchange/server.js';
import { startDemoAppliance, type DemoAppliance, type DemoApplianceOptions } from '../../electron/demo/appliance/server.js';
import { coreCalls, demoAdmin } from './core-calls.js';

export interface CoreFixtureOptions {
  /** The demo exchange alone. */
  exchange?: DemoExchangeOptions;
  /** All three demo servers (exchange, payment gateway, appliance), as `npm run sim` starts them. */
  demo?: DemoServersOptions;
  /** A demo appliance of the test's own. */
  appliance?: DemoApplianceOptions;
  /** The core is given the demo payment gateway's address (with `demo`). */
  gateway?: boolean;
  /** The core offers a demo appliance one click away: the test's own `appliance`, else the demo servers'. */
  applianceDemo?: boolean;
  /**
   * Whatever else the core is created with (`timeoutMs`, `log`, `shell`, …); a function is called
   * once the servers run, for a test that puts a proxy in front of one.
   */
  core?: Partial<CoreOptions> | ((fixture: CoreFixture) => Partial<CoreOptions> | Promise<Partial<CoreOptions>>);
  /** The keychain: an empty MemoryVault unless said. */
  vault?: SecretVault;
  /** Demo accounts saved through the contract (`profiles.addDemo`), by index, before the tests. */
  accounts?: number[];
  /** Completed deposits (currency → amount) through the demo exchange's admin endpoint. */
  funds?: Record<string, string>;
  /** Who gets `funds`: the first demo account (the default), or every one. */
  fundsTo?: 'first' | 'every';
  /** How main's questions are answered at first: yes (the default), no, or not at all (null). */
  answer?: boolean | null;
  /** The app password sent with every answer. */
  password?: string | null;
  /** Payment windows open as the shells open them: a session of the gateway kind holding its ticket. */
  paymentWindows?: boolean;
  /** The user-data folder to use, left in place at `stop` (a test that runs the core twice on one folder). */
  dir?: string;
}

export interface PushedEvent {
  name: EventName;
  payload: unknown;
}

export interface CoreFixture {
  readonly core: Core;
  /** The core's parts, for a test that looks inside (settings, the lock, the market lists). */
  readonly services: Services;
  readonly dir: string;
  readonly vault: SecretVault;
  /** The demo exchange (started alone, or with the other demo servers). */
  readonly exchange: DemoExchange;
  /** All three demo servers, when `demo` started them. */
  readonly demo: DemoServers;
  /** The test's own demo appliance. */
  readonly appliance: DemoAppliance;
  /** The main window's session. */
  readonly main: Session;
  /** The payment window open now (with `paymentWindows`). */
  readonly payment: Session | null;
  /** Every event pushed to the fixture's windows, in order (tests empty it as they like). */
  readonly events: PushedEvent[];
  /** Every question main asked the fixture's windows, in order. */
  readonly questions: ConfirmationRequest[];
  /** Every answer `call` and `failure` got, in order (a test that checks what they hold). */
  readonly answers: unknown[];
  /** Main's refusals of an answer (no or a wrong app password); the window then says no, as a person gives up. */
  readonly answerRefusals: AppErrorData[];
  /** How the next questions are answered: yes, no, or left open (null). */
  answer: boolean | null;
  /** The app password sent with a yes (null: none typed). */
  password: string | null;
  /** Replaces the answering below for the questions to come; `reply` is the default answer. */
  onQuestion: ((question: ConfirmationRequest, session: Session) => void) | null;
  /** Hears every event of the fixture's windows, with the session it went to. */
  onEvent: ((event: PushedEvent, session: Session) => void) | null;
  /** Answers a question as `answer` and `password` say. */
  reply(question: ConfirmationRequest, session: Session): Promise<void>;
  /** Calls through the main window: `call` expects success, `failure` a refusal. */
  call<T>(op: string, request?: unknown): Promise<T>;
  failure(op: string, request?: unknown): Promise<AppErrorData>;
  /** The same through the payment window open now. */
  paymentCalls: ReturnType<typeof coreCalls>;
  /** Closes a payment window (the one open now unless said), as a person closes it. */
  closePayment(session?: Session): void;
  /** The demo exchange's admin endpoints (POST with X-Admin-Token). */
  admin(path: string, body: unknown): Promise<Response>;
  /** A completed deposit to a demo account (the first unless said), through the admin endpoint. */
  deposit(currency: string, amount: string, email?: string): Promise<void>;
  /** The demo exchange's request log (`GET /admin/requests`): requests by path. */
  exchangeRequests(): Promise<Record<string, number>>;
  /** Empties that log. */
  clearExchangeRequests(): Promise<void>;
  /** The core closed and created again on the same folder and servers (the next run of the app). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const OFF = 'http://127.0.0.1:9';

/** The fixture, started in `beforeAll` and stopped in `afterAll` of the file or describe it is called in. */
export function useCore(options: CoreFixtureOptions = {}): CoreFixture {
  const { fixture, start } = coreFixture(options);
  beforeAll(start, 30_000);
  afterAll(() => fixture.stop());
  return fixture;
}

/** The fixture, started now. */
export async function startCore(options: CoreFixtureOptions = {}): Promise<CoreFixture> {
  const { fixture, start } = coreFixture(options);
  await start();
  return fixture;
}

function coreFixture(options: CoreFixtureOptions): { fixture: CoreFixture; start: () => Promise<void> } {
  let core: Core | undefined;
  let services: Services | undefined;
  let dir: string | undefined;
  let exchange: DemoExchange | undefined;
  let demo: DemoServers | undefined;
  let appliance: DemoAppliance | undefined;
  let main: Session | undefined;
  let payment: Session | null = null;
  let coreOptions: CoreOptions | undefined;
  const vault = options.vault ?? new MemoryVault();
  const started = <T>(what: string, value: T | undefined): T => {
    if (value === undefined) throw new Error(`The core fixture has no ${what}: not started, or not asked for.`);
    return value;
  };

  const fixture: CoreFixture = {
    get core() {
      return started('core', core);
    },
    get services() {
      return started('core', services);
    },
    get dir() {
      return started('folder', dir);
    },
    vault,
    get exchange() {
      return started('demo exchange', exchange);
    },
    get demo() {
      return started('demo servers', demo);
    },
    get appliance() {
      return started('demo appliance of its own', appliance);
    },
    get main() {
      return started('main window', main);
    },
    get payment() {
      return payment;
    },
    events: [],
    questions: [],
    answers: [],
    answerRefusals: [],
    answer: options.answer === undefined ? true : options.answer,
    password: options.password ?? null,
    onQuestion: null,
    onEvent: null,
    async reply(question, session) {
      if (fixture.answer === null) return;
      const answer = { id: question.id, accepted: fixture.answer, ...(fixture.password === null ? {} : { password: fixture.password }) };
      const result = await fixture.core.handle('confirm.answer', answer, session);
      if (result.ok) return;
      fixture.answerRefusals.push(result.error);
      // Refused, the question stays open: the window says no, as a person would give up.
      await fixture.core.handle('confirm.answer', { id: question.id, accepted: false }, session);
    },
    ...coreCalls(() => fixture.core, () => fixture.main, (result) => fixture.answers.push(result)),
    paymentCalls: coreCalls(() => fixture.core, () => payment!),
    closePayment(session = payment!) {
      fixture.core.closeSession(session);
      if (session === payment) payment = null;
    },
    admin: (adminPath, body) => demoAdmin(() => fixture.exchange)(adminPath, body),
    async deposit(currency, amount, email = fixture.exchange.accounts[0]!.email) {
      const r = await fixture.admin('/admin/deposits', { email, currency, amount });
      if (r.status !== 200) throw new Error(`The demo exchange refused the deposit: HTTP ${r.status}`);
    },
    async exchangeRequests() {
      const r = await fetch(`${fixture.exchange.url}/admin/requests`, { headers: { 'x-admin-token': fixture.exchange.adminToken } });
      if (r.status !== 200) throw new Error(`The demo exchange refused its request log: HTTP ${r.status}`);
      return ((await r.json()) as { requests: Record<string, number> }).requests;
    },
    async clearExchangeRequests() {
      const r = await fetch(`${fixture.exchange.url}/admin/requests`, { method: 'DELETE', headers: { 'x-admin-token': fixture.exchange.adminToken } });
      if (r.status !== 200) throw new Error(`The demo exchange did not empty its request log: HTTP ${r.status}`);
    },
    async restart() {
      await fixture.core.close();
      openCore();
    },
    async stop() {
      await core?.close();
      await appliance?.close();
      await demo?.close();
      if (!demo) await exchange?.close();
      if (dir && !options.dir) await rm(dir, { recursive: true, force: true });
    },
  };

  const emitTo = (session: () => Session) => <E extends EventName>(name: E, payload: Events[E]) => {
    const event = { name, payload };
    fixture.events.push(event);
    fixture.onEvent?.(event, session());
    if (name !== 'confirm.request') return;
    const question = payload as ConfirmationRequest;
    fixture.questions.push(question);
    if (fixture.onQuestion) fixture.onQuestion(question, session());
    else void fixture.reply(question, session());
  };

  /** The one place the integration tests create the core. */
  function openCore(): void {
    // The shell's part, with `paymentWindows`: a payment window is a session of the gateway kind, holding its ticket.
    const ports: ShellPorts | undefined = options.paymentWindows
      ? {
          ...windowOnlyPorts(),
          openPaymentWindow: async (ticket: PaymentTicket, _asker, windows) => {
            if (payment) windows.close(payment);
            payment = windows.open(emitTo(() => payment!), { kind: 'gateway', ticket });
            return { opened: 'window' };
          },
        }
      : undefined;
    services = createServices({ ...coreOptions!, ...(ports ? { ports } : {}) });
    core = coreOver(services);
    main = core.openSession(emitTo(() => main!));
    payment = null;
  }

  const start = async (): Promise<void> => {
    if (options.demo) {
      demo = await startDemoServers({ port: 0, ...options.demo });
      exchange = demo.exchange;
    } else if (options.exchange) exchange = await startDemoExchange(options.exchange);
    if (options.appliance) appliance = await startDemoAppliance(options.appliance);
    dir = options.dir ?? (await mkdtemp(path.join(os.tmpdir(), 'satchel-core-')));
    const offered = appliance
      ? { url: appliance.url, user: appliance.user, password: appliance.password }
      : demo && { url: demo.ready.appliance, user: demo.ready.applianceUser, password: demo.ready.appliancePassword };
    const extra = typeof options.core === 'function' ? await options.core(fixture) : options.core;
    coreOptions = {
      exchangeUrl: exchange?.url ?? OFF,
      ...(options.gateway && demo ? { gatewayUrl: demo.gatewayUrl } : {}),
      demo: true,
      ...(exchange ? { demoAccounts: exchange.accounts } : {}),
      ...(options.applianceDemo && offered ? { applianceDemo: offered } : {}),
      shell: 'browser',
      version: 'test',
      userDataDir: dir,
      vault,
      timeoutMs: 3000,
      ...extra,
    };
    openCore();
    for (const index of options.accounts ?? []) await fixture.call('profiles.addDemo', { index });
    if (!options.funds) return;
    const funded = options.fundsTo === 'every' ? fixture.exchange.accounts : fixture.exchange.accounts.slice(0, 1);
    for (const account of funded) {
      for (const [currency, amount] of Object.entries(options.funds)) await fixture.deposit(currency, amount, account.email);
    }
  };
  return { fixture, start };
}
