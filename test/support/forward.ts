import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A request handler that passes each request on to a server on 127.0.0.1 (a TLS front for a
 * plain demo server, a proxy that counts paths). A reset on either side ends the other side,
 * never the test run.
 */
export function forwardTo(port: () => number, note?: (path: string) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    note?.((req.url ?? '').split('?')[0]!);
    const upstream = httpRequest({ host: '127.0.0.1', port: port(), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.on('error', () => upstream.destroy());
    res.on('error', () => upstream.destroy());
    req.pipe(upstream);
  };
}
