import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FaultInjector } from './faults.ts';

// The as-deployed runtime's road to Stripe (docs/payments.md): a function whose template names the stage's Stripe
// secrets (STRIPE_SECRET_KEY_PARAMETER) reaches the stand-in (../stripe.ts) through here, as a deployed stage reaches
// api.stripe.com over the internet. The SDK takes a host and a port, never a path (shared/net/stripe.ts), so each such
// function has a port of its own: that is how `stripe.error` and `stripe.lostReply` are drawn per function like every
// fault (./faults.ts). A call to Stripe counts among the function's calls (a POST among its writes), so that a stop
// a test plans (`planStop`) lands at it as at an AWS call: before it is sent, or after Stripe did it: its answer lost.

export interface StripeGateway {
  /** STRIPE_API_URL for a function: its own port on the road to the stand-in. */
  apiUrlFor(functionName: string): string;
  close(): Promise<void>;
}

/** Stripe's answer to a failure on its side: a 500 whose error is of type `api_error`. */
function answerApiError(response: ServerResponse): void {
  response.writeHead(500, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(7).toString('hex')}`,
  });
  response.end(
    JSON.stringify({
      error: {
        message: 'An unknown error occurred',
        type: 'api_error',
      },
    }),
  );
}

/** A message's headers but those of its own connection, which each side of the road has its own of. */
const endToEnd = (headers: IncomingMessage['headers']) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['host', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
    ),
  );

interface Road {
  faults?: FaultInjector | undefined;
  /** Stops the caller's environment running now (./lambda-pool.ts); false when it cannot tell which. */
  stopRunning?: (functionName: string) => Promise<boolean>;
}

/** One function's road: the call forwarded as it came, or a fault in its place. */
function road(upstream: URL, caller: string, { faults, stopRunning }: Road): Server {
  /** The environment stopped where it stands: the SDK's call never answered, as a Lambda timed out sees it. */
  const stopped = async (response: ServerResponse, when: string) => {
    // none or several running: the call is lost all the same (the SDK sends it again under its key), and said so
    if (!(await stopRunning?.(caller)))
      console.warn(`${caller}: a stop ${when} a Stripe call found no one environment running; only its call was lost`);
    response.socket?.destroy();
  };
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    // no environment is named (the SDK signs with the stage's key): only a test's planned stop lands here
    const stop = faults?.stopsAt(caller, request.method === 'POST');
    if (stop === 'before') {
      request.resume();
      void stopped(response, stop);
      return;
    }
    if (faults?.fires('stripe.error', caller)) {
      request.resume();
      answerApiError(response);
      return;
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: endToEnd(request.headers),
      },
      (answer) => {
        if (stop === 'after') {
          answer.resume();
          answer.once('end', () => void stopped(response, stop));
          return;
        }
        if (faults?.fires('stripe.lostReply', caller)) {
          // the call has reached Stripe and been done; its answer never comes back (the SDK sends it again with the
          // same Idempotency-Key)
          answer.resume();
          answer.once('end', () => response.socket?.destroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.once('error', () => response.socket?.destroy());
    request.pipe(forwarded);
  });
}

export async function startStripeGateway(
  standInBaseUrl: string,
  functionNames: readonly string[],
  options: Road = {},
): Promise<StripeGateway> {
  const upstream = new URL(standInBaseUrl);
  const roads = new Map<string, { server: Server; url: string }>();
  for (const name of functionNames) {
    const server = road(upstream, name, options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    roads.set(name, { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
  return {
    apiUrlFor: (functionName) => {
      const url = roads.get(functionName)?.url;
      if (!url) throw new Error(`${functionName} has no road to Stripe: its template names no Stripe secrets`);
      return url;
    },
    close: () =>
      Promise.all(
        [...roads.values()].map(
          ({ server }) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      ).then(() => undefined),
  };
}
