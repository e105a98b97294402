import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver on loopback (the local runtimes allow it, docs/webhooks.md): answers `status`
// (and `answer`, when given) to every delivery and records what it received; `answers(n)` changes
// the status from then on (a receiver that was down comes back).

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

export function receiver(initialStatus: number, answer = '') {
  let status = initialStatus;
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end(answer);
    });
  });
  return {
    received,
    answers: (next: number) => {
      status = next;
    },
    /** Listening; its address, `/hooks` on a free port. */
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
