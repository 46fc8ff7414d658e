/**
 * The clock's refusal (a measurement more than a day off, electron/core/exchange/clock.ts) is one
 * whole sentence per case, with the days in their plural form and the language's decimal comma,
 * said in the language of the moment; the refused nonce that quotes it reads as one text too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { AppError } from '../../../shared/contract/index.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { englishWords } from './english-words.js';
import { refusalOf } from '../../support/refusal.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_700_000_000_000;

afterEach(() => followLanguage(() => 'en'));

function refusal(clock: ServerClock, offset: number, host = 'ex.example'): string {
  try {
    clock.record(NOW, NOW, NOW + offset, host);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('the measurement was taken');
}

describe("the clock's refusal, in the language of the moment", () => {
  it('Ukrainian: whole sentences, the days in their plural form, no English word', () => {
    followLanguage(() => 'uk');
    const fresh = new ServerClock(() => NOW);
    const ahead = refusal(fresh, 30 * DAY);
    expect(ahead).toBe(
      'Біржа (ex.example) повідомляє, що її годинник на 30 днів випереджає годинник цього комп’ютера. Satchel допускає різницю не більше ніж в один день, тому для підписаних запитів і далі використовує годинник цього комп’ютера. Перевірте дату й час на цьому комп’ютері; якщо вони правильні, помиляється годинник біржі.',
    );
    expect(englishWords(ahead, ['ex.example'])).toEqual([]);
    expect(refusal(fresh, -22 * DAY)).toContain('на 22 дні відстає від годинника цього комп’ютера');
    expect(refusal(fresh, 1.5 * DAY)).toContain('на 1,5 дня випереджає');
    expect(refusal(fresh, 11 * DAY)).toContain('на 11 днів');
    expect(refusal(fresh, 21 * DAY)).toContain('на 21 день');

    const measured = new ServerClock(() => NOW);
    measured.record(NOW, NOW, NOW + 500, 'ex.example');
    const behind = refusal(measured, -3 * DAY - 1);
    expect(behind).toContain('на 3,0 дня відстає');
    expect(behind).toContain('і далі використовує різницю, виміряну раніше');
    expect(englishWords(behind, ['ex.example'])).toEqual([]);
    const nowhere = refusal(measured, Number.NaN);
    expect(englishWords(nowhere, ['ex.example'])).toEqual([]);
    // Said again later, in the language then.
    followLanguage(() => 'en');
    expect(measured.refusalSentence()).toMatch(/^The exchange at ex\.example says its clock is nowhere near this computer's\./);
  });

  it('Russian, and English as before', () => {
    followLanguage(() => 'ru');
    const clock = new ServerClock(() => NOW);
    const ahead = refusal(clock, 5 * DAY + 1);
    expect(ahead).toContain('Биржа (ex.example) сообщает, что её часы на 5,0 дня опережают часы этого компьютера.');
    expect(englishWords(ahead, ['ex.example'])).toEqual([]);
    expect(refusal(clock, -25 * DAY)).toContain('на 25 дней отстают');
    followLanguage(() => 'en');
    expect(refusal(clock, 30 * DAY)).toBe(
      "The exchange at ex.example says its clock is 30 days ahead of this computer's. Satchel accepts at most one day of difference, so it keeps using this computer's clock for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.",
    );
    clock.record(NOW, NOW, NOW + 500, 'ex.example');
    expect(refusal(clock, -2.5 * DAY)).toBe(
      "The exchange at ex.example says its clock is 2.5 days behind this computer's. Satchel accepts at most one day of difference, so it keeps using the difference it measured before for signed requests. Check this computer's date and time; if they are right, the exchange's clock is wrong.",
    );
  });

  it('a refused nonce after a refused clock reads as one text in Ukrainian', async () => {
    // An exchange 3 days ahead that refuses every nonce: the clock is refused, then the nonce.
    const server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v3/timestamp') return response.end(JSON.stringify({ timestamp: Math.floor((Date.now() + 3 * DAY) / 1000), timestamp_miliseconds: Date.now() + 3 * DAY }));
      response.statusCode = 401;
      response.end(JSON.stringify({ success: false, message: 'Nonce is too small', code: 0 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      followLanguage(() => 'uk');
      const clock = new ServerClock();
      const api = new PrivateApi({
        transport: new Transport({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 3000 }),
        credentials: async () => ({ apiKey: 'PUB-KEY-4f1c2a', apiSecret: 'TOP-SECRET-9d8e7f' }),
        nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
        clock,
      });
      const text = (await refusalOf(api.me())).message;
      expect(text).toMatch(/^Біржа \(127\.0\.0\.1:\d+\) відхилила порядковий номер запиту \(nonce\)\. Біржа \(127\.0\.0\.1:\d+\) повідомляє, що її годинник на 3,0 дня випереджає/);
      expect(englishWords(text, ['127.0.0.1'])).toEqual([]);
    } finally {
      server.close();
    }
  });
});
