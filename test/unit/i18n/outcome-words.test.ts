/**
 * The two sentences every call to a server may end in — "did not confirm …" after a
 * value-moving call whose outcome is unknown, and "sent … that Satchel does not understand" — are
 * whole sentences in Ukrainian and Russian, the operation named in the person's language (its
 * amount written as theirs), and the same English as before. Against a real server on 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { withdraw } from '../../../electron/core/exchange/withdrawals.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { refusalOf } from '../../support/refusal.js';

let server: http.Server;
let host: string;

beforeAll(async () => {
  // Every value-moving call fails in a way that may have carried it out (a 502 web page);
  // every read answers JSON of a shape no call answers with.
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const reads = request.url === '/v3/auth/r/wallets';
      response.writeHead(reads ? 200 : 502, { 'content-type': reads ? 'application/json' : 'text/html' });
      response.end(reads ? '{"nothing":"like wallets"}' : '<html>Bad gateway</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => followLanguage(() => 'en'));

const api = () => {
  const clock = new ServerClock();
  return new PrivateApi({
    transport: new Transport({ baseUrl: `http://${host}`, timeoutMs: 5000 }),
    credentials: async () => ({ apiKey: 'PUB-KEY-4f1c2a', apiSecret: 'TOP-SECRET-9d8e7f' }),
    nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
    clock,
  });
};

describe('an unknown outcome and an answer not understood, in the language of the moment', () => {
  it('a cancel and a withdrawal whose outcome is unknown', async () => {
    followLanguage(() => 'uk');
    const cancel = await refusalOf(api().cancelOrder(7));
    expect(cancel.kind).toBe('unknown-outcome');
    expect(cancel.message).toBe(`Сервер біржі (${host}) не підтвердив: скасування ордера 7. Можливо, це відбулося, а можливо, ні; Satchel оновлює списки, щоб ви побачили, як саме. Повторно не надіслано.`);
    const sent = await refusalOf(withdraw(api(), { currency: 'usdt', amount: '1234.5', address: 'TXyz', allowBlankMemo: false, feeIncluded: false }));
    expect(sent.message).toContain('виведення 1\u00a0234,5 USDT');
    followLanguage(() => 'ru');
    expect((await refusalOf(api().cancelOrder(7))).message).toMatch(/^Сервер биржи \(127\.0\.0\.1:\d+\) не подтвердил: отмена ордера 7\. /);
    followLanguage(() => 'en');
    expect((await refusalOf(api().cancelOrder(7))).message).toBe(
      `The exchange at ${host} did not confirm the cancellation of order 7. It may or may not have happened; Satchel is refreshing the lists so you can see which. It was not sent again.`,
    );
  });

  it('an answer of a shape Satchel does not know', async () => {
    followLanguage(() => 'uk');
    expect((await refusalOf(api().wallets())).message).toBe(`Сервер біржі (${host}) надіслав відповідь, яку Satchel не розуміє (список балансів).`);
    followLanguage(() => 'ru');
    expect((await refusalOf(api().wallets())).message).toBe(`Сервер биржи (${host}) прислал ответ, который Satchel не понимает (список балансов).`);
    followLanguage(() => 'en');
    expect((await refusalOf(api().wallets())).message).toBe(`The exchange at ${host} sent a balance list that Satchel does not understand.`);
  });
});
