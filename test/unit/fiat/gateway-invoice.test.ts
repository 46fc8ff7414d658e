import { afterEach, describe, expect, it } from 'vitest';
import { GatewayClient } from '../../../electron/core/gateway/client.js';
import { startServer, type TestServer } from '../../support/http.js';
import { refusalOf } from '../../support/refusal.js';

// The invoice changes state at the gateway: whatever may have reached it is an unknown outcome,
// never sent again.
let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const INVOICE = { publicKey: 'pk-uah', depositId: 77, description: 'Deposit 100 UAH', service: 'card_uah_hpp', fields: {}, currency: 'uah', amount: '100' };

describe('the payment gateway invoice', () => {
  it.each([500, 502, 503])('HTTP %i is an unknown outcome, sent once', async (status) => {
    server = await startServer((_req, res) => res.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"upstream"}'));
    const error = await refusalOf(new GatewayClient(server.url).invoice(INVOICE));
    expect(error.kind).toBe('unknown-outcome');
    expect(error.status).toBe(status);
    expect(error.message).toMatch(
      /^The payment gateway at 127\.0\.0\.1:\d+ did not confirm the invoice for deposit 77\. It may or may not have happened; Satchel is refreshing the lists so you can see which\. It was not sent again\.$/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('a reset after sending is an unknown outcome, sent once', async () => {
    server = await startServer((_req, res) => res.socket?.destroy());
    expect((await refusalOf(new GatewayClient(server.url).invoice(INVOICE))).kind).toBe('unknown-outcome');
    expect(server.requests).toHaveLength(1);
  });

  it('a timeout is an unknown outcome', async () => {
    server = await startServer(() => undefined);
    expect((await refusalOf(new GatewayClient(server.url, { timeoutMs: 150 }).invoice(INVOICE))).kind).toBe('unknown-outcome');
  });

  it.each([
    ['200 with a web page', 200, 'text/html', '<html><body>Thank you</body></html>'],
    ['200 with an empty body', 200, '', ''],
    ['200 with plain text', 200, 'text/plain', 'OK'],
    ['204', 204, '', ''],
    ['200 with JSON of another shape', 200, 'application/json', '{"ok":true}'],
    ['403 with a web page', 403, 'text/html', '<html>Forbidden</html>'],
  ])('%s is no clear refusal: an unknown outcome, sent once', async (_what, status, type, body) => {
    server = await startServer((_req, res) => res.writeHead(status, type ? { 'content-type': type } : {}).end(body));
    const error = await refusalOf(new GatewayClient(server.url).invoice(INVOICE));
    expect(error.kind).toBe('unknown-outcome');
    expect(error.message).toContain('did not confirm the invoice for deposit 77');
    expect(server.requests).toHaveLength(1);
  });

  it('a number past the decimal bounds (1e99999999) in the payout services is "malformed" at once, in words', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"services":[{"fee":{"rate":1e99999999}}]}}'));
    const error = await refusalOf(new GatewayClient(server.url).payoutServices('uah', '100', 'pk-uah'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/^The payment gateway at 127\.0\.0\.1:\d+ sent a number too long or too large to be an amount\. Satchel did not read the answer\.$/);
  });

  it('a refusal with reasons (422) is the gateway\'s refusal, not an unknown outcome', async () => {
    server = await startServer((_req, res) => res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"amount too small"}'));
    const error = await refusalOf(new GatewayClient(server.url).invoice(INVOICE));
    expect(error.kind).toBe('exchange');
    expect(server.requests).toHaveLength(1);
  });
});
