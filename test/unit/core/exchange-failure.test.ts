import { createServer } from 'node:net';
import { Agent, request } from 'undici';
import { expect, it } from 'vitest';
import { errorFromFailure } from '../../../electron/core/exchange/errors.js';

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** How a refused connection fails, by the two ways the transport sends: fetch, and a key's own connection (undici's request). */
async function refusals(): Promise<{ by: string; error: unknown }[]> {
  const url = `http://127.0.0.1:${await closedPort()}/v3/markets`;
  const caught = async (send: () => Promise<unknown>) => send().then(() => null, (error: unknown) => error);
  const agent = new Agent();
  try {
    return [
      { by: 'fetch', error: await caught(() => fetch(url)) },
      { by: "a key's own connection", error: await caught(() => request(url, { dispatcher: agent })) },
    ];
  } finally {
    await agent.close();
  }
}

it('says a refused connection was refused, whichever way the request went (the header and the views said two different things)', async () => {
  for (const { by, error } of await refusals()) {
    expect(error, by).not.toBeNull();
    expect(errorFromFailure(error, '127.0.0.1:1234', 10_000).message, by).toBe('Cannot reach the exchange at 127.0.0.1:1234: the connection was refused.');
  }
});
