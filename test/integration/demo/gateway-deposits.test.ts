import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServers, type DemoServers } from '../../../electron/demo/index.js';
import { startDemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get, isInt, obj, type Fetched } from './fetch-json.js';
import { available, big, currencyIds, expectError, fund, history, int, ok, walletsText } from './funds-client.js';
import { dataOf, expectGatewayError, follow, formsOf, h1Of, postForm, postJson, publicKeys, titleOf, type HtmlForm } from './gateway-client.js';
import { Signer } from './signed.js';

// Fiat deposits end to end over real HTTP, as the app and a browser do them: the exchange's
// POST /v3/auth/deposit, the gateway's invoice, the process path, the payment page's Pay and
// Cancel, and the deposit on the exchange afterwards.
let demo: DemoServers;
let gw: string;
let alice: Signer;
let bob: Signer;
let keys: { uah: string; usd: string; rub: string };
let bobKeys: { uah: string; usd: string; rub: string };
let ids: Awaited<ReturnType<typeof currencyIds>>;

beforeAll(async () => {
  demo = await startDemoServers({ port: 0, seed: 44 });
  gw = demo.gatewayUrl;
  alice = new Signer(demo.exchange.url, demo.exchange.accounts[0]!);
  bob = new Signer(demo.exchange.url, demo.exchange.accounts[1]!);
  keys = await publicKeys(alice);
  bobKeys = await publicKeys(bob);
  ids = await currencyIds(demo.exchange);
});
afterAll(() => demo.close());

async function openDeposit(signer: Signer, currency: string, amount: string | number): Promise<number> {
  const o = obj(ok(await signer.post('/v3/auth/deposit', { currency, amount })));
  expect(Object.keys(o)).toEqual(['deposit_id']);
  expect(isInt(o.deposit_id)).toBe(true);
  return int(o.deposit_id);
}

async function depositDetails(signer: Signer, id: number): Promise<Record<string, unknown>> {
  return obj(ok(await signer.post('/v3/auth/deposit/details', { id })));
}

interface InvoiceBody {
  public_key: string;
  reference_id: string;
  description: string;
  service: string;
  service_fields?: Record<string, string>;
  currency: string;
  amount: number | string;
}

const invoiceBody = (id: number, amount: number, extra: Partial<InvoiceBody> = {}): InvoiceBody => ({
  public_key: keys.uah,
  reference_id: String(id),
  description: 'Top up from Satchel',
  service: 'card_uah_hpp',
  currency: 'uah',
  amount,
  ...extra,
});

/** The invoice answer, checked; answers its active payment's form. */
function invoiceOf(r: Fetched): { id: string; action: string; method: string; flow: string; payload: [string, string][] } {
  expect(r.status, r.text).toBe(201);
  const data = dataOf(r);
  expect(data.id).toMatch(/^inv_[A-Za-z0-9]{24}$/);
  expect(data.status).toBe('created');
  const p = obj(data.active_payment);
  expect(Object.keys(p).sort()).toEqual(['action', 'flow', 'id', 'method', 'payload']);
  expect(p.id).toMatch(/^pay_/);
  expect(p.method).toBe('POST');
  expect(p.action).toBe(`${gw}/public-api/payment-invoices/process`);
  const payload = arr(p.payload).map((e) => {
    const o = obj(e);
    expect(Object.keys(o).sort()).toEqual(['name', 'value']);
    expect(typeof o.value).toBe('string');
    return [o.name as string, o.value as string] as [string, string];
  });
  expect(payload.map(([n]) => n)).toEqual(['invoice', 'signature']);
  return { id: data.id as string, action: p.action as string, method: p.method as string, flow: p.flow as string, payload };
}

/** A page of the gateway, with the headers every page carries. */
function expectPage(r: Fetched, status: number, h1?: string | RegExp): string {
  expect(r.status, r.text).toBe(status);
  expect(r.type).toBe('text/html; charset=utf-8');
  const csp = r.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  expect(r.text).toMatch(/^<!doctype html>\n<html lang="en">/);
  // No inline script; at most the gateway's own close script (result pages), allowed by 'self'.
  expect(r.text.replace('<script src="/static/close.js" defer></script>', '')).not.toMatch(/<script/i);
  if (r.text.includes('<script')) expect(csp).toContain("script-src 'self'");
  expect(titleOf(r.text).length).toBeGreaterThan(0);
  if (h1 !== undefined) expect(h1Of(r.text)).toMatch(h1);
  return r.text;
}

/** Submits a page's form as a browser does; redirects are not followed. */
const submit = (form: HtmlForm): Promise<Fetched> => postForm(new URL(form.action, gw).toString(), form.fields);

/** The payment page reached from the process path: its Pay and Cancel forms. */
async function paymentPage(processed: Fetched): Promise<{ html: string; pay: HtmlForm; cancel: HtmlForm; url: string }> {
  const location = processed.headers.get('location')!;
  expect(location).toMatch(/^\/checkout\/inv_[A-Za-z0-9]{24}$/);
  const html = expectPage(await follow(gw, processed), 200);
  const forms = formsOf(html);
  expect(forms.map((f) => [f.method, f.button])).toEqual([
    ['POST', 'Pay'],
    ['POST', 'Cancel'],
  ]);
  for (const f of forms) expect(Object.keys(f.fields)).toEqual(['token']);
  return { html, pay: forms[0]!, cancel: forms[1]!, url: new URL(location, gw).toString() };
}

describe('POST /v3/auth/deposit', () => {
  it('opens a pending fiat deposit: {deposit_id}, in details and the history, nothing credited', async () => {
    const before = await walletsText(alice);
    const id = await openDeposit(alice, 'uah', 1000);
    expect(await walletsText(alice)).toBe(before);
    expect(await depositDetails(alice, id)).toMatchObject({ id: expect.anything(), type: 'deposit', destination: '', txid: '', amount: '1000', status: 'pending', sn: `DP${id}`, provider: null });
    expect(int((await depositDetails(alice, id)).currency as never)).toBe(ids.id.get('uah'));
    const h = await history(alice, { statuses: ['pending'] }, 'deposits');
    expect(h.items.find((i) => i.id === id)).toMatchObject({ type: 'deposit', status: 'pending', currency: ids.id.get('uah'), destination: '' });
    expect(h.items.find((i) => i.id === id)!.amount.eq(1000)).toBe(true);
    // A decimal-string amount, and the other two currencies.
    expect((await depositDetails(alice, await openDeposit(alice, 'usd', '25.5'))).amount).toBe('25.5');
    expect((await depositDetails(alice, await openDeposit(alice, 'rub', 100))).status).toBe('pending');
  });

  it('refusals change nothing', async () => {
    const before = await walletsText(alice);
    const count = (await history(alice)).total;
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ currency: 'btc', amount: 1 }, 400, /^btc is a coin: crypto deposits go to an address/],
      [{ currency: 'zzz', amount: 1 }, 404, 'Unknown currency: zzz'],
      [{ currency: 'UAH', amount: 100 }, 400, /^currency is required: a fiat currency code in lower case/],
      [{ amount: 100 }, 400, /^currency is required/],
      [{ currency: 'uah' }, 400, /^amount is required/],
      [{ currency: 'uah', amount: 0 }, 400, /^amount is required/],
      [{ currency: 'uah', amount: '-5' }, 400, /^amount is required/],
      [{ currency: 'uah', amount: 100.001 }, 400, 'amount has more than 2 decimal places, the precision of uah'],
      [{ currency: 'uah', amount: 9.99 }, 400, 'The minimum deposit is 10 uah'],
      [{ currency: 'uah', amount: 100000.01 }, 400, 'The maximum deposit is 100000 uah'],
      [{ currency: 'uah', amount: 100, payment_service: 'card_uah_hpp' }, 400, /^payment_service must be default/],
      [{ currency: 'uah', amount: 100, payment_service: true }, 400, /^payment_service must be default/],
    ];
    for (const [body, status, message] of cases) expectError(await alice.post('/v3/auth/deposit', body), status, message);
    expect(await walletsText(alice)).toBe(before);
    expect((await history(alice)).total).toBe(count);
  });

  it('the simplified deposit: the gateway form to submit, as the document names its params', async () => {
    const o = obj(ok(await alice.post('/v3/auth/deposit', { currency: 'uah', amount: 250.5, payment_service: 'default' })));
    expect(Object.keys(o)).toEqual(['deposit_id', 'action', 'params']);
    const id = int(o.deposit_id);
    expect(o.action).toBe(`${gw}/public-api/payment-invoices/process`);
    expect(arr(o.params).map(obj)).toEqual([
      { name: 'amount', value: '250.5' },
      { name: 'reference_id', value: String(id) },
      { name: 'currency', value: 'uah' },
      { name: 'service', value: 'card_uah_hpp' },
      { name: 'public_key', value: keys.uah },
    ]);
    expect((await depositDetails(alice, id)).status).toBe('pending');
  });

  it('an exchange started without a gateway opens plain deposits but refuses the simplified one (503)', async () => {
    const alone = await startDemoExchange({ port: 0, seed: 44 });
    try {
      const signer = new Signer(alone.url, alone.accounts[0]!);
      expect(alone.gatewayUrl).toBeNull();
      expectError(await signer.post('/v3/auth/deposit', { currency: 'uah', amount: 100, payment_service: 'default' }), 503, 'No payment gateway is connected to this demo exchange');
      expect(isInt(obj(ok(await signer.post('/v3/auth/deposit', { currency: 'uah', amount: 100 }))).deposit_id)).toBe(true);
    } finally {
      await alone.close();
    }
  });
});

describe('a deposit through an invoice and the payment page', () => {
  it('invoice → process → payment page → Pay: the deposit is done and credited its amount, once', async () => {
    const id = await openDeposit(alice, 'uah', 1000);
    const before = await available(alice, 'uah');
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 1000)));
    expect(inv.flow).toBe('hpp');
    // The invoice answer also says what will be charged (a demo addition).
    expect(dataOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 1000)))).toMatchObject({ amount: '1000', fee: '10', currency: 'uah', service: 'card_uah_hpp', reference_id: String(id) });
    expect((await depositDetails(alice, id)).status).toBe('pending');

    // The client submits exactly the payload as form fields to action with method.
    const processed = await postForm(inv.action, inv.payload);
    expect(processed.status).toBe(303);
    expect(processed.headers.get('location')).toBe(`/checkout/${inv.id}`);
    const page = await paymentPage(processed);
    expect(titleOf(page.html)).toMatch(/Satchel demo exchange/);
    expect(h1Of(page.html)).toBe('Payment to Satchel demo exchange');
    for (const text of ['Satchel demo exchange', 'Top up from Satchel', 'Bank card', '1000.00 UAH', '10.00 UAH', '1010.00 UAH']) expect(page.html).toContain(text);

    const paid = await submit(page.pay);
    expect(paid.status).toBe(303);
    expectPage(await follow(gw, paid), 200, 'Payment complete');
    expect(await depositDetails(alice, id)).toMatchObject({ status: 'done', provider: 'payment_card', amount: '1000', txid: '', destination: '' });
    expect((await available(alice, 'uah')).minus(before).eq(1000)).toBe(true);
    expect((await history(alice, {}, 'deposits')).items.find((i) => i.id === id)).toMatchObject({ status: 'done' });

    // Once settled: a second Pay, or a Cancel, is refused politely; nothing moves.
    expectPage(await submit(page.pay), 409, 'This payment is already complete');
    expectPage(await submit(page.cancel), 409, 'This payment is already complete');
    // The same payload again leads to the result page.
    expectPage(await follow(gw, await postForm(inv.action, inv.payload)), 200, 'Payment complete');
    expect((await available(alice, 'uah')).minus(before).eq(1000)).toBe(true);
    expect((await depositDetails(alice, id)).status).toBe('done');
  });

  it('Cancel: the deposit is canceled, no balance changes; a second Cancel or a Pay is refused', async () => {
    const id = await openDeposit(alice, 'usd', '40.25');
    const before = await walletsText(alice);
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 40.25, { public_key: keys.usd, currency: 'usd', service: 'card_usd_hpp' })));
    const page = await paymentPage(await postForm(inv.action, inv.payload));
    expect(page.html).toContain('40.25 USD');
    const cancelled = await submit(page.cancel);
    expect(cancelled.status).toBe(303);
    expectPage(await follow(gw, cancelled), 200, 'Payment cancelled');
    expect(await depositDetails(alice, id)).toMatchObject({ status: 'canceled', provider: 'payment_card' });
    expect(await walletsText(alice)).toBe(before);
    expectPage(await submit(page.cancel), 409, 'This payment was cancelled');
    expectPage(await submit(page.pay), 409, 'This payment was cancelled');
    expect(await walletsText(alice)).toBe(before);
    // No new invoice for a settled deposit.
    expectGatewayError(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 40.25, { public_key: keys.usd, currency: 'usd', service: 'card_usd_hpp' })), 409, 'reference_id');
  });

  it('the simplified deposit: its params posted as a form create the invoice; Pay credits it', async () => {
    const o = obj(ok(await alice.post('/v3/auth/deposit', { currency: 'rub', amount: 1500, payment_service: 'default' })));
    const id = int(o.deposit_id);
    const before = await available(alice, 'rub');
    const params = arr(o.params).map((p) => [obj(p).name, obj(p).value] as [string, string]);
    const processed = await postForm(o.action as string, params, { accept: 'text/html,application/xhtml+xml' });
    expect(processed.status).toBe(303);
    const page = await paymentPage(processed);
    expect(page.html).toContain(`Deposit ${id}`);
    expect(page.html).toContain('1500.00 RUB');
    expect(demo.gateway.invoices.get(processed.headers.get('location')!.split('/').pop()!)).toMatchObject({ depositId: id, account: alice.account.svcid, status: 'created' });
    expectPage(await follow(gw, await submit(page.pay)), 200, 'Payment complete');
    expect((await available(alice, 'rub')).minus(before).eq(1500)).toBe(true);
    expect((await depositDetails(alice, id)).status).toBe('done');
  });

  it('a form-flow service: its fields checked, the page shows them masked, provider is its method', async () => {
    const id = await openDeposit(bob, 'uah', 300);
    const before = await available(bob, 'uah');
    const body = invoiceBody(id, 300, { public_key: bobKeys.uah, service: 'phone_uah_form', service_fields: { phone: '+380671234567' } });
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, body));
    expect(inv.flow).toBe('form');
    const page = await paymentPage(await postForm(inv.action, inv.payload));
    expect(page.html).toContain('+38067***4567');
    expect(page.html).not.toContain('+380671234567');
    expect(page.html).toContain('Mobile phone account');
    expect(page.html).toContain('306.00 UAH'); // 2 % on top
    expectPage(await follow(gw, await submit(page.pay)), 200, 'Payment complete');
    expect(await depositDetails(bob, id)).toMatchObject({ status: 'done', provider: 'mobile' });
    expect((await available(bob, 'uah')).minus(before).eq(300)).toBe(true);
  });

  it('two invoices for one deposit: the first paid settles it, the other is refused and credits nothing', async () => {
    const id = await openDeposit(alice, 'uah', 500);
    const before = await available(alice, 'uah');
    const first = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 500)));
    const second = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 500)));
    expect(first.id).not.toBe(second.id);
    const a = await paymentPage(await postForm(first.action, first.payload));
    const b = await paymentPage(await postForm(second.action, second.payload));
    expectPage(await follow(gw, await submit(b.pay)), 200, 'Payment complete');
    expectPage(await submit(a.pay), 409, 'Already settled');
    expectPage(await submit(a.cancel), 409, 'Already settled');
    expect((await available(alice, 'uah')).minus(before).eq(500)).toBe(true);
    expect((await depositDetails(alice, id)).status).toBe('done');
  });
});

describe('invoice refusals', () => {
  it('each field checked (400, named), the key (403), the deposit (404, 409), the match (400); nothing moves', async () => {
    const id = await openDeposit(alice, 'uah', 6000);
    const usdId = await openDeposit(alice, 'usd', 20);
    const done = await openDeposit(alice, 'uah', 100);
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(done, 100)));
    await submit((await paymentPage(await postForm(inv.action, inv.payload))).pay);
    const adminDeposit = await fund(demo.exchange, alice.account.email, 'uah', '50');
    const bobDeposit = await openDeposit(bob, 'uah', 6000);
    // The seeded past has a pending deposit: not opened for the gateway, so not the gateway's.
    const seededPending = demo.exchange.funds.operations(alice.account.apiKey, Date.now()).filter((o) => o.kind === 'deposit' && o.status === 'pending' && !o.viaGateway).map((o) => o.id);
    expect(seededPending.length).toBeGreaterThan(0);
    const before = await walletsText(alice);
    const url = `${gw}/public-api/payment-invoices`;
    const cases: [Partial<InvoiceBody> | Record<string, unknown>, number, string][] = [
      [{ public_key: '' }, 400, 'public_key'],
      [{ reference_id: id as unknown as string }, 400, 'reference_id'],
      [{ reference_id: 'abc' }, 400, 'reference_id'],
      [{ reference_id: '0' }, 400, 'reference_id'],
      [{ description: '' }, 400, 'description'],
      [{ description: 'x'.repeat(256) }, 400, 'description'],
      [{ service: '' }, 400, 'service'],
      [{ currency: 'UAH' }, 400, 'currency'],
      [{ currency: 'eur' }, 400, 'currency'],
      [{ amount: '6000' }, 400, 'amount'],
      [{ amount: 6000.001 }, 400, 'amount'],
      [{ service_fields: [] as unknown as Record<string, string> }, 400, 'service_fields'],
      [{ public_key: 'pk_demo_unknown' }, 403, 'public_key'],
      [{ public_key: keys.usd }, 403, 'public_key'],
      [{ service: 'card_usd_hpp' }, 400, 'service'],
      [{ service: 'card_uah' }, 400, 'service'],
      [{ service: 'nope' }, 400, 'service'],
      [{ service_fields: { extra: '1' } }, 400, 'service_fields.extra'],
      [{ service: 'phone_uah_form', amount: 6000 }, 400, 'service_fields.phone'],
      [{ service: 'phone_uah_form', service_fields: { phone: '12' } }, 400, 'service_fields.phone'],
      [{ service: 'phone_uah_form', service_fields: { phone: '+380671234567' } }, 400, 'amount'], // above its 5000
      [{ amount: 5999 }, 400, 'amount'],
      [{ reference_id: String(usdId) }, 400, 'currency'],
      [{ reference_id: String(bobDeposit) }, 404, 'reference_id'], // Bob's deposit with Alice's key
      [{ reference_id: String(adminDeposit) }, 404, 'reference_id'],
      [{ reference_id: '2147483000' }, 404, 'reference_id'],
      [{ reference_id: String(done), amount: 100 }, 409, 'reference_id'],
      ...seededPending.map((s): [Partial<InvoiceBody>, number, string] => [{ reference_id: String(s) }, 404, 'reference_id']),
    ];
    for (const [extra, status, field] of cases) expectGatewayError(await postJson(url, { ...invoiceBody(id, 6000), ...extra }), status, field);
    // Bob's own key opens Bob's deposit; Alice's key does not.
    expect((await postJson(url, invoiceBody(bobDeposit, 6000, { public_key: bobKeys.uah }))).status).toBe(201);
    expect(await walletsText(alice)).toBe(before);
    expect((await depositDetails(alice, id)).status).toBe('pending');
  });
});

describe('the process path and the payment page: refusals', () => {
  it('the payload must carry its own signature; a form needs one or the other set of fields', async () => {
    const id = await openDeposit(alice, 'uah', 200);
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 200)));
    const action = inv.action;
    const [[, invoice], [, signature]] = inv.payload as [[string, string], [string, string]];
    expectGatewayError(await postForm(action, { invoice, signature: signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }), 403, 'signature');
    expectGatewayError(await postForm(action, { invoice }), 403, 'signature');
    expectGatewayError(await postForm(action, { invoice: 'inv_000000000000000000000000', signature }), 403, 'signature');
    expectGatewayError(await postForm(action, {}), 400);
    expectGatewayError(await postForm(action, [['invoice', invoice], ['invoice', invoice], ['signature', signature]]), 400);
    // A browser gets the same refusals as a page.
    const page = await postForm(action, { invoice, signature: 'x' }, { accept: 'text/html' });
    expectPage(page, 403);
    // The simplified params are checked as an invoice is.
    const simplified = { amount: '200', reference_id: String(id), currency: 'uah', service: 'card_uah_hpp', public_key: keys.uah };
    expectGatewayError(await postForm(action, { ...simplified, amount: '201' }), 400, 'amount');
    expectGatewayError(await postForm(action, { ...simplified, amount: '2e2' }), 400, 'amount');
    expectGatewayError(await postForm(action, { ...simplified, public_key: keys.rub }), 403, 'public_key');
    expectGatewayError(await postForm(action, { ...simplified, service: 'phone_uah_form' }), 400, 'service_fields.phone');
    expectGatewayError(await postForm(action, { ...simplified, currency: 'UAH' }), 400, 'currency');
    expectPage(await postForm(action, { ...simplified, reference_id: '999999999' }, { accept: 'text/html' }), 404);
    expect((await postForm(action, simplified)).status).toBe(303);
    expect((await depositDetails(alice, id)).status).toBe('pending');
  });

  it('pages: an unknown invoice is 404; Pay without the page’s token is 403 and moves nothing; only POST', async () => {
    expectPage(await get(`${gw}/checkout/inv_000000000000000000000000`), 404, 'Payment not found');
    expectPage(await get(`${gw}/checkout/nope`), 404);
    const id = await openDeposit(alice, 'uah', 120);
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 120)));
    const page = await paymentPage(await postForm(inv.action, inv.payload));
    const before = await walletsText(alice);
    expectPage(await postForm(page.pay.action.startsWith('/') ? `${gw}${page.pay.action}` : page.pay.action, { token: 'forged' }), 403);
    expectPage(await postForm(`${gw}${page.pay.action}`, {}), 403);
    expectPage(await postForm(`${gw}/checkout/inv_000000000000000000000000/pay`, page.pay.fields), 404);
    const wrongType = await get(`${gw}${page.pay.action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(page.pay.fields) });
    expectPage(wrongType, 415);
    const wrongMethod = await get(`${gw}${page.pay.action}`);
    expectPage(wrongMethod, 405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    const postPage = await get(page.url, { method: 'POST' });
    expect(postPage.status).toBe(405);
    expect(postPage.headers.get('allow')).toBe('GET, HEAD');
    const head = await get(page.url, { method: 'HEAD' });
    expect([head.status, head.text]).toEqual([200, '']);
    expect(await walletsText(alice)).toBe(before);
    expect((await depositDetails(alice, id)).status).toBe('pending');
    // The page's own forms still work.
    expectPage(await follow(gw, await submit(page.pay)), 200, 'Payment complete');
    expect(big((await depositDetails(alice, id)).amount as string).eq(120)).toBe(true);
  });

  it('a description from the request is shown escaped', async () => {
    const id = await openDeposit(alice, 'uah', 50);
    const inv = invoiceOf(await postJson(`${gw}/public-api/payment-invoices`, invoiceBody(id, 50, { description: '<script>alert(1)</script> & "quotes"' })));
    const page = await paymentPage(await postForm(inv.action, inv.payload));
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  });
});
