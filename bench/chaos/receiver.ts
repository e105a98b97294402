import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../sdk/src/index.ts';

// The soak's webhook receiver: one address per subscriber (`/u/<name>`), down now and then (it
// answers 503, or drops the connection) as real receivers are, and up for good once the soak
// drains. It verifies every delivery's Standard Webhooks signature with the subscriber's secret and
// keeps the event ids it accepted.

export interface Receiver {
  url: string;
  /** The secret a subscriber's deliveries are signed with (known once its webhook is made). */
  secrets: Map<string, string>;
  /** Event ids accepted (a 2xx answered), per subscriber. */
  received: Map<string, Set<string>>;
  /** Deliveries whose signature did not verify. */
  forged: string[];
  /** Deliveries answered while down. */
  refused: number;
  /** Up for good (the drain). */
  stayUp(): void;
  close(): Promise<void>;
}

/** Down `downMs` in every `periodMs` (its phase from the seed); `rng` picks how it fails. */
export async function startReceiver(options: {
  periodMs: number;
  downMs: number;
  phaseMs: number;
  rng: () => number;
}): Promise<Receiver> {
  const secrets = new Map<string, string>();
  const received = new Map<string, Set<string>>();
  const forged: string[] = [];
  let refused = 0;
  let alwaysUp = false;
  const down = () => !alwaysUp && (Date.now() + options.phaseMs) % options.periodMs < options.downMs;
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const subscriber = /^\/u\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (!subscriber) return void response.writeHead(404).end();
      if (down()) {
        refused++;
        if (options.rng() < 0.5) return void response.socket?.destroy();
        return void response.writeHead(503).end('down for maintenance');
      }
      const secret = secrets.get(subscriber);
      try {
        if (!secret) throw new Error('no secret yet');
        const event = verifyWebhook(secret, body, request.headers);
        if (!received.has(subscriber)) received.set(subscriber, new Set());
        received.get(subscriber)!.add(event.id);
        response.writeHead(200).end('ok');
      } catch (error) {
        // a delivery before the subscriber learnt its secret cannot happen: the webhook is made first
        forged.push(`${subscriber}: ${String(error)}`);
        response.writeHead(400).end('bad signature');
      }
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secrets,
    received,
    forged,
    get refused() {
      return refused;
    },
    stayUp: () => {
      alwaysUp = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
