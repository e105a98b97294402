import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { stages, type Stage } from '../../../shared/domain/auth/api-keys.ts';
import { completeOnboarding, connectRoutes } from './connect.ts';
import { customerRoutes } from './customers.ts';
import { disputeRoutes } from './disputes.ts';
import { newId } from './ids.ts';
import type { StripeStageKeys } from './keys.ts';
import { paymentRoutes } from './payments.ts';
import { setupIntentRoutes } from './setup-intents.ts';
import type { Book, StripeStore } from './store.ts';
import {
  expanded,
  listing,
  RawAnswer,
  readParams,
  retrieving,
  StripeFailure,
  type Call,
  type Params,
  type Route,
} from './wire.ts';

// One request to the stand-in, as Stripe's API answers it: the secret key names the stage's account, Stripe-Account
// a connected account of it, an Idempotency-Key on a POST replays the first answer; then the endpoint, and `expand`.
// Besides the API, the pages account links point at (`/connect/onboarding/...`), which Stripe hosts.

const routes: Route[] = [
  ...customerRoutes,
  ...paymentRoutes,
  ...setupIntentRoutes,
  ...disputeRoutes,
  ...connectRoutes,
  retrieving('event', '/v1/events'),
  // type=charge.dispute.* takes every type under it, as Stripe's filter does
  listing('event', '/v1/events', [
    {
      param: 'type',
      keeps: (event, type) => (type.endsWith('.*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type),
    },
  ]),
];

/** The paths served, as an unknown one's error lists them. */
const served = [...new Set(routes.map((route) => route.path))].join(', ');

const compiled = routes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replaceAll(':id', '([^/]+)')}$`),
}));

/** What the server is given: the books, each stage's keys, where it is, and whom to tell of new events. */
export interface StandInContext {
  store: StripeStore;
  keys: Record<Stage, StripeStageKeys>;
  baseUrl(): string;
  /** Called after the answer that made a stage's events is sent. */
  eventsMade(stage: Stage): void;
}

const authenticationHelp =
  'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer ' +
  "auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

/** The stage whose secret key the request bears (Bearer, or Basic with the key as the user name, as Stripe takes). */
function stageOf(context: StandInContext, authorization: string | undefined): Stage {
  const [scheme = '', credential = ''] = (authorization ?? '').split(' ');
  const key = /^basic$/i.test(scheme) ? Buffer.from(credential, 'base64').toString().split(':')[0]! : credential;
  // Stripe answers a missing or unknown key with 401 invalid_request_error; its SDK raises StripeAuthenticationError
  const refuse = (message: string) => new StripeFailure(401, { type: 'invalid_request_error', message });
  if (!/^bearer$|^basic$/i.test(scheme) || !key) throw refuse(authenticationHelp);
  const stage = stages.find((s) => context.keys[s].secretKey === key);
  if (!stage)
    throw refuse(
      `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    );
  return stage;
}

/** The account acting: the connected account Stripe-Account names, else the platform. */
function actingAccount(book: Book, header: string | undefined, key: string): string {
  if (header === undefined || header === book.platform) return book.platform;
  if (book.connected(header)) return header;
  throw new StripeFailure(403, {
    type: 'invalid_request_error',
    code: 'account_invalid',
    message:
      `The provided key '${key.slice(0, 8)}***' does not have access to account '${header}' (or that account ` +
      'does not exist). Application access may have been revoked.',
  });
}

function routeOf(method: string, path: string): { route: Route; ids: string[] } {
  for (const { route, pattern } of compiled) {
    const match = route.method === method ? pattern.exec(path) : null;
    if (match) return { route, ids: match.slice(1).map(decodeURIComponent) };
  }
  throw new StripeFailure(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). The Stripe stand-in serves: ${served}.`,
  });
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Answer {
  status: number;
  body: string | RawAnswer;
  headers: Record<string, string>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body: JSON.stringify(body, null, 2),
  headers,
});

const failed = (failure: StripeFailure) => json(failure.status, { error: failure.error });

/**
 * Runs the endpoint (or replays the first answer to the same Idempotency-Key), the answer kept for retries. `running`:
 * the keys of requests under way, a second request with one of them at the same time refused (409), as Stripe does.
 */
async function answered(
  call: Call,
  request: { params: Params; route: Route; ids: string[]; path: string },
  running: Set<string>,
): Promise<Answer> {
  const { params, route, ids, path } = request;
  const { book, occasion, owner } = call;
  const key = occasion.request?.idempotency_key ?? undefined;
  const scope = `${owner} ${key}`;
  const fingerprint = params.fingerprint(route.method, path);
  const first = key === undefined ? undefined : book.remembered(scope);
  if (first && first.fingerprint !== fingerprint)
    throw new StripeFailure(400, {
      type: 'idempotency_error',
      message:
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try ` +
        `using a key other than '${key}' if you meant to execute a different request.`,
    });
  if (first)
    return {
      status: first.status,
      body: first.body,
      headers: { 'Idempotent-Replayed': 'true', 'Original-Request': first.requestId },
    };
  if (key !== undefined && running.has(scope))
    throw new StripeFailure(409, {
      type: 'invalid_request_error',
      code: 'idempotency_key_in_use',
      message: `There is currently another in-progress request using this Idempotent Key (${key}). Try again later.`,
    });
  running.add(scope);
  let answer: Answer;
  try {
    const result: unknown = await route.handle(call, params, ids);
    answer =
      result instanceof RawAnswer
        ? { status: 200, body: result, headers: {} }
        : json(200, expanded(result, params.texts('expand') ?? [], book));
  } catch (error) {
    if (!(error instanceof StripeFailure)) throw error;
    answer = failed(error);
  } finally {
    running.delete(scope);
  }
  // Stripe keeps what an endpoint did (a success, a card declined), not a request refused before it ran
  const ran = answer.status < 400 || answer.status === 402;
  if (key !== undefined && ran && typeof answer.body === 'string')
    book.remember(scope, {
      fingerprint,
      status: answer.status,
      body: answer.body,
      requestId: occasion.request!.id!,
      at: occasion.now,
    });
  return answer;
}

/** Opening an account link: onboarding completed and back to return_url; a used or expired link to refresh_url. */
function openedLink(context: StandInContext, accountId: string, token: string): { answer: Answer; stage?: Stage } {
  const now = Math.floor(Date.now() / 1000);
  for (const stage of stages) {
    const book = context.store.book(stage);
    const link = book.link(token);
    const account = book.connected(accountId);
    if (!link || link.account !== accountId || !account) continue;
    if (link.used || link.expiresAt < now)
      return { answer: { status: 302, body: '', headers: { Location: link.refreshUrl } } };
    link.used = true;
    completeOnboarding(book, account, { now, request: null });
    return { answer: { status: 302, body: '', headers: { Location: link.returnUrl } }, stage };
  }
  return {
    answer: {
      status: 404,
      body: 'This account link is not valid.',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  };
}

/** The API's answer to one request, and the stage whose events it may have made. */
async function apiAnswer(context: StandInContext, request: IncomingMessage, requestId: string, running: Set<string>) {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const body = await bodyOf(request);
  const stage = stageOf(context, request.headers.authorization);
  const book = context.store.book(stage);
  const owner = actingAccount(book, header(request, 'stripe-account'), context.keys[stage].secretKey);
  const { route, ids } = routeOf(method, url.pathname);
  const params = await readParams(method, url, request.headers, body);
  params.only([...route.params, 'expand']);
  const key = method === 'POST' ? header(request, 'idempotency-key') : undefined;
  const occasion = { now: Math.floor(Date.now() / 1000), request: { id: requestId, idempotency_key: key ?? null } };
  const call: Call = { book, owner, occasion, baseUrl: context.baseUrl(), store: context.store };
  const answer = await answered(call, { params, route, ids, path: url.pathname }, running);
  if (key !== undefined) answer.headers['Idempotency-Key'] = key;
  if (owner !== book.platform) answer.headers['Stripe-Account'] = owner;
  return { answer, stage };
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The stand-in's request handler. */
export function stripeApi(context: StandInContext): (request: IncomingMessage, response: ServerResponse) => void {
  const running = new Set<string>();
  return (request, response) => void serve(context, running, request, response);
}

/** Serves one request; what changed is written before the answer is sent, events delivered after it. */
async function serve(
  context: StandInContext,
  running: Set<string>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const requestId = newId('req');
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const link = /^\/connect\/onboarding\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  let outcome: { answer: Answer; stage?: Stage };
  try {
    outcome =
      link && request.method === 'GET'
        ? openedLink(context, link[1]!, link[2]!)
        : await apiAnswer(context, request, requestId, running);
  } catch (error) {
    outcome = {
      answer:
        error instanceof StripeFailure
          ? failed(error)
          : // a fault of the stand-in's own: said to the caller, who would otherwise retry it
            json(
              500,
              { error: { type: 'api_error', message: `The Stripe stand-in failed: ${String(error)}` } },
              { 'Stripe-Should-Retry': 'false' },
            ),
    };
  }
  context.store.flush();
  const { answer, stage } = outcome;
  const raw = answer.body instanceof RawAnswer ? answer.body : undefined;
  response.writeHead(answer.status, {
    'Content-Type': raw?.contentType ?? 'application/json',
    'Request-Id': requestId,
    'Stripe-Version': header(request, 'stripe-version') ?? Stripe.API_VERSION,
    ...answer.headers,
  });
  if (stage !== undefined) response.on('finish', () => context.eventsMade(stage));
  response.end(raw?.bytes ?? answer.body);
}
