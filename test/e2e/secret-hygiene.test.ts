import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundDemo, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';
import { sightings } from '../support/secret-search.js';

// Secret hygiene, in browser mode: every flow a person has, driven as a person would, while
// everything that leaves the core is recorded — each WebSocket frame both ways (the main window
// and the payment window), what the process writes (console and stdout/stderr: the core's log),
// what the page writes to its console, the notifications (funds settled, fiat deposits), and
// afterwards every file of the user-data folder. The API secret, the appliance password and the
// transfer codes are then looked for in all of it, also encoded (secret-search.ts).

interface Frame {
  socket: number;
  dir: 'sent' | 'received';
  text: string;
}

const frames: Frame[] = [];
const logs: string[] = [];
const notifications: string[] = [];
let sockets = 0;
let app: RunningApp | undefined;
const restores: (() => void)[] = [];

function record(page: Page): void {
  page.on('websocket', (ws) => {
    const socket = ++sockets;
    ws.on('framesent', (f) => frames.push({ socket, dir: 'sent', text: String(f.payload) }));
    ws.on('framereceived', (f) => frames.push({ socket, dir: 'received', text: String(f.payload) }));
  });
  page.on('console', (message) => logs.push(`page console: ${message.text()}`));
}

/** The process's own output while the test runs: console methods and raw stdout/stderr writes. */
function captureProcessOutput(): void {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method];
    console[method] = (...args: unknown[]) => {
      logs.push(`console.${method}: ${args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' ')}`);
      original.apply(console, args);
    };
    restores.push(() => (console[method] = original));
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      logs.push(`${stream === process.stdout ? 'stdout' : 'stderr'}: ${Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)}`);
      return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    restores.push(() => (stream.write = original as typeof stream.write));
  }
}

/** The operation a frame is about: a request's op, an event's name, or (an answer) the op of the request with its id. */
function opOf(frame: Frame): string {
  try {
    const parsed = JSON.parse(frame.text) as { id?: number; op?: string; event?: string };
    if (parsed.op) return parsed.op;
    if (parsed.event) return `event ${parsed.event}`;
    const request = frames.find((f) => f.socket === frame.socket && f.dir === 'sent' && (JSON.parse(f.text) as { id?: number }).id === parsed.id);
    return request ? `answer to ${(JSON.parse(request.text) as { op: string }).op}` : 'answer';
  } catch {
    return 'not JSON';
  }
}

async function filesUnder(dir: string): Promise<{ where: string; text: string }[]> {
  const out: { where: string; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    out.push({ where: `${path.relative(dir, file)} (as bytes)`, text: bytes.toString('latin1') });
    out.push({ where: `${path.relative(dir, file)} (as UTF-8)`, text: bytes.toString('utf8') });
  }
  return out;
}

const page = () => app!.page;
const go = (name: string) => goTo(page(), name);
const alice = () => app!.demo.ready.accounts[0]!;
const bob = () => app!.demo.ready.accounts[1]!;
/** What the flows below learn: the code created (shown once) and the code redeemed (typed). */
let created = '';
let redeemed = '';

beforeAll(async () => {
  captureProcessOutput();
  app = await startApp({ seed: 11, addressDelayMs: 300, settleMs: 800, onPage: record });
  app.context.on('page', record);
  app.core.events.on('funds.settled', (settled) => notifications.push(JSON.stringify(settled)));
  app.core.events.on('fiat.depositFinished', (finished) => notifications.push(JSON.stringify(finished)));
  await page().getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
  await fundDemo(app, alice().email, 'btc', '2');
  await fundDemo(app, alice().email, 'uah', '5000');
});
afterAll(async () => {
  for (const restore of restores.reverse()) restore();
  await app?.close();
});

describe('every flow, recorded', () => {
  it('adds an API key with its secret through Settings', async () => {
    await go('Settings');
    await page().getByLabel('Name', { exact: true }).fill('Alice');
    await page().getByLabel('Exchange address').fill(app!.demo.exchange.url);
    await page().getByLabel('Payment gateway address (optional)').fill(app!.demo.gatewayUrl);
    await page().getByLabel('API key').fill(alice().apiKey);
    await page().getByLabel('API secret').fill(alice().apiSecret);
    await page().getByRole('button', { name: 'Check and save' }).click();
    await page().getByText('Added “Alice”').waitFor();
  });

  it('shows the balances', async () => {
    await go('Balances');
    await page().getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^BTC / }).waitFor();
  });

  it('cancels an order through the confirmation', async () => {
    await go('Orders');
    const cancel = page().getByRole('table', { name: 'Open orders' }).getByRole('button', { name: /^Cancel order \d+$/ }).first();
    const label = (await cancel.getAttribute('aria-label')) ?? (await cancel.textContent()) ?? '';
    const id = /\d+/.exec(label)![0];
    await cancel.click();
    await page().getByRole('dialog', { name: 'Cancel order' }).getByRole('button', { name: 'Cancel order' }).click();
    await page().getByText(`Order ${id} was cancelled.`).waitFor();
  });

  it('makes a deposit address', async () => {
    await go('Deposit');
    await page().getByRole('combobox', { name: 'Currency' }).selectOption('eth');
    await page().getByRole('heading', { name: 'Deposit ETH', level: 1 }).waitFor();
    await page().getByRole('button', { name: 'Generate ETH address' }).click();
    await page().getByRole('img', { name: 'QR code of the ETH deposit address' }).waitFor();
  });

  it('withdraws', async () => {
    await go('Withdraw');
    await page().getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    await page().getByRole('textbox', { name: "Recipient's BTC address" }).fill('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    await page().getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
    await page().getByRole('button', { name: 'Review and send' }).click();
    await page().getByRole('dialog', { name: 'Send BTC' }).getByRole('button', { name: 'Send 0.01 BTC' }).click();
    await page().getByRole('heading', { name: /^Withdrawal \d+: / }).waitFor();
  });

  it('creates a transfer code, sees it once and hides it', async () => {
    await go('Codes');
    const form = page().getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0042');
    await form.getByRole('button', { name: 'Create code…' }).click();
    await page().getByRole('dialog', { name: 'Create a transfer code' }).getByRole('button', { name: 'Create code for 0.0042 BTC' }).click();
    const shown = page().getByRole('textbox', { name: 'Code', exact: true });
    await shown.waitFor();
    created = await shown.inputValue();
    expect(created).toMatch(/^[1-9a-zA-Z]{5}(-[1-9a-zA-Z]{5}){8}-BTC-[A-Za-z]+$/);
    await page().getByRole('button', { name: 'Hide the code' }).click();
    await shown.waitFor({ state: 'detached' });
    // The lists, as a person looks at them after creating one.
    await page().getByRole('table', { name: 'Codes issued by me' }).getByRole('row', { name: /0\.0042 BTC/ }).waitFor();
  });

  it('redeems a code someone gave', async () => {
    // Bob's code, issued by the demo's admin endpoint: it reaches Alice as a message would.
    const r = await fetch(`${app!.demo.exchange.url}/admin/codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': app!.demo.ready.adminToken },
      body: JSON.stringify({ email: bob().email, currency: 'btc', amount: '0.0077' }),
    });
    expect(r.status).toBe(200);
    redeemed = ((await r.json()) as { code: string }).code;
    await go('Codes');
    await page().getByRole('textbox', { name: 'Transfer code' }).fill(redeemed);
    await page().getByRole('button', { name: 'Check with the exchange' }).click();
    await page().getByText(/The exchange knows this code: 0\.0077 BTC/).waitFor();
    await page().getByRole('button', { name: 'Redeem…' }).click();
    await page().getByRole('dialog', { name: 'Redeem a transfer code' }).getByRole('button', { name: 'Redeem 0.0077 BTC' }).click();
    await page().getByText('Redeemed: 0.0077 BTC credited to this account.').waitFor();
    await page().getByRole('button', { name: 'Redeemed by me' }).click();
    await page().getByRole('table', { name: 'Codes redeemed by me' }).getByRole('row', { name: /0\.0077 BTC/ }).waitFor();
  });

  it('pays out fiat in the payment window', async () => {
    await go('Fiat');
    const opened = page().context().waitForEvent('page');
    await page().getByRole('button', { name: 'Pay out UAH' }).click();
    const payment = await opened;
    await payment.getByRole('heading', { name: 'Pay out UAH', level: 1 }).waitFor();
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('1000');
    await payment.getByRole('button', { name: 'Show payout services' }).click();
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    await payment.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    await payment.getByRole('dialog', { name: 'Pay out UAH' }).getByRole('button', { name: 'Pay out 1,000 UAH' }).click();
    await payment.getByRole('heading', { name: /^Payout \d+: / }).waitFor();
    await payment.close();
  });

  it('adds an appliance with its password and lists its policies', async () => {
    await go('Settings');
    const form = page().getByRole('form', { name: 'Add an appliance' });
    await form.getByLabel('Appliance name').fill('Lab');
    await form.getByLabel('Appliance address').fill(app!.demo.ready.appliance);
    await form.getByLabel('User name').fill(app!.demo.ready.applianceUser);
    await form.getByLabel('Appliance password').fill(app!.demo.ready.appliancePassword);
    await form.getByRole('button', { name: 'Sign in and save' }).click();
    await page().getByText('Signed in to “Lab” and saved it.').waitFor();
    await go('Policies');
    await page().getByRole('table', { name: 'Authorization policies' }).getByRole('rowheader', { name: 'allow_intranet', exact: true }).waitFor();
  });
});

describe('and a notification', () => {
  it('is told, in the window, that the withdrawal completed (the desktop app shows it as a native notification)', async () => {
    // The settlement watch looks at the history every 15 s: waited for, not timed.
    await page().getByText(/Withdrawal completed: /).first().waitFor({ timeout: 45_000 });
    expect(notifications.some((n) => n.includes('"withdrawals"'))).toBe(true);
  });
});

describe('what was recorded', () => {
  it('the secret, the password and the codes are nowhere but where a person handed them over, or the one showing', async () => {
    expect(created).not.toBe('');
    expect(redeemed).not.toBe('');
    const secrets = {
      'the API secret': alice().apiSecret,
      'the appliance password': app!.demo.ready.appliancePassword,
      'the created code': created,
      'the redeemed code': redeemed,
    };
    // The page last: what it shows once everything is done.
    const dom = await page().content();
    let files: { where: string; text: string }[] = [];
    const running = app!;
    app = undefined;
    await running.close(async (dir) => {
      files = await filesUnder(dir);
    });
    for (const restore of restores.splice(0).reverse()) restore();

    expect(frames.length).toBeGreaterThan(50);
    expect(notifications.length).toBeGreaterThan(0);
    expect(files.some((f) => f.where.startsWith('settings.json'))).toBe(true);
    const seen = sightings(
      secrets,
      frames.map((f, i) => ({ where: `frame ${f.dir} #${i} (${opOf(f)})`, text: f.text })),
    ).map((s) => `${s.secret} in ${s.where} [${s.form}]`);

    // Handed over once each, by the person, in the request that needs it; never sent back.
    const handedOver = [
      expect.stringMatching(/^the API secret in frame sent #\d+ \(profiles\.add\) \[as is\]$/),
      expect.stringMatching(/^the appliance password in frame sent #\d+ \(appliances\.add\) \[as is\]$/),
      // The created code is shown once: in the answer to its creation.
      expect.stringMatching(/^the created code in frame received #\d+ \(answer to codes\.create\) \[as is\]$/),
      // The code a person redeems is typed, checked and redeemed.
      expect.stringMatching(/^the redeemed code in frame sent #\d+ \(codes\.check\) \[as is\]$/),
      expect.stringMatching(/^the redeemed code in frame sent #\d+ \(codes\.redeem\) \[as is\]$/),
    ];
    expect(seen).toEqual(handedOver);

    const elsewhere = sightings(secrets, [
      ...logs.map((text, i) => ({ where: `log line ${i}`, text })),
      ...notifications.map((text, i) => ({ where: `notification ${i}`, text })),
      { where: 'the page at the end', text: dom },
      ...files,
    ]).map((s) => `${s.secret} in ${s.where} [${s.form}]`);
    expect(elsewhere).toEqual([]);
  });
});
