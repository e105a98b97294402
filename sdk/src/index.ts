import openapiFetch, { type Client, type Middleware } from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';
import type { components, paths } from './generated/openapi.ts';
import type { components as eventComponents } from './generated/events.ts';
import { idempotentOperations } from './generated/idempotent.ts';
import { operationScopes } from './generated/scopes.ts';

// openapi-fetch's default export is its client factory. The CommonJS build requires its CommonJS
// file and, as Node does for `import x from` a CommonJS module, hands the whole exports object as the
// default: the factory is that object's own `default` there (test/integration/client-package.test.ts).
const createFetchClient: typeof openapiFetch =
  typeof openapiFetch === 'function'
    ? openapiFetch
    : (openapiFetch as unknown as { default: typeof openapiFetch }).default;

// @shipping-marketplace/client (docs/client.md): openapi-fetch typed by the API's own OpenAPI
// document, with the key, idempotency keys and retries a production integration needs, and
// verifyWebhook for the events the AsyncAPI document describes.

export type { components, paths };
/** Every 4xx and 5xx answer's body (spec 7.2): a reason and the errors, each naming its field. */
export type ApiError = components['schemas']['Error'];
/** A webhook delivery's CloudEvent, one member per event type (GET /v2/asyncapi.json). */
export type WebhookEvent = eventComponents['schemas'][keyof eventComponents['schemas']];
export type WebhookEventType = WebhookEvent['type'];
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;
export type MarketplaceClient = Client<paths>;
/** A restricted key's scope (docs/auth.md, "Restricted keys"). */
export type Scope = (typeof operationScopes)[keyof typeof operationScopes];
export { operationScopes };

/**
 * The scope a restricted key needs to call an operation (`scopeOf('POST', '/v2/listings')` is
 * `listings:write`), or undefined for one that takes no key: check a key's scopes before calling.
 */
export function scopeOf(method: string, path: keyof paths): Scope | undefined {
  return (operationScopes as Record<string, Scope>)[`${method.toUpperCase()} ${path}`];
}

export interface ClientOptions {
  /** The stage's address, e.g. https://sandbox.api.example.com (no trailing /v2). */
  baseUrl: string;
  /**
   * An API key (sbx_... or prd_...), a restricted key, or an OAuth access token. A call outside a restricted key's
   * scopes answers 403 naming the scope (`scopeOf`).
   */
  apiKey: string;
  /**
   * Retries after a 429 or a 503 (nothing was done), and after a 500, 502 or 504 from the gateway or a
   * network failure of a request safe to resend (see below); 0 turns retrying off. Default 2.
   */
  maxRetries?: number;
  /** The longest wait before one retry; a Retry-After longer than this is not waited for. Default 30 s. */
  maxRetryDelayMs?: number;
  /** The fetch to send with (tests, proxies); default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_MAX_RETRY_DELAY_MS = 30_000;
const FIRST_BACKOFF_MS = 500;

/** Methods a network failure may resend without risk: they change nothing twice. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Milliseconds a Retry-After asks for (seconds, or an HTTP date), or undefined when it says nothing usable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before retry number `attempt` (0-based): what Retry-After asks, else capped exponential backoff with jitter.
 */
export function retryDelayMs(retryAfter: number | undefined, attempt: number, maxDelayMs: number): number | undefined {
  if (retryAfter !== undefined) return retryAfter <= maxDelayMs ? retryAfter : undefined;
  const backoff = Math.min(maxDelayMs, FIRST_BACKOFF_MS * 2 ** attempt);
  return Math.round(backoff / 2 + Math.random() * (backoff / 2));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a gateway answers when the function behind it failed or timed out: the outcome is unknown, as after a dropped
 * connection.
 */
const UNKNOWN_OUTCOME = new Set([500, 502, 504]);

/**
 * 409 with Retry-After (code 40902): the request with this Idempotency-Key is still running, or was stopped and its
 * claim ends then.
 */
const stillRunning = (response: Response) => response.status === 409 && response.headers.has('retry-after');

/**
 * A fetch that retries 429 and 503 (nothing was done: the API says so), a 409 saying its
 * Idempotency-Key's first request is still running (after Retry-After), and, for requests safe to
 * resend (an idempotent method, or a POST carrying its Idempotency-Key, which is the same on every
 * attempt: the API answers a repeat with the first answer), a 500, 502 or 504 and network failures,
 * after which the client cannot know whether the request was done.
 */
function retryingFetch(send: (request: Request) => Promise<Response>, maxRetries: number, maxDelayMs: number) {
  return async (request: Request): Promise<Response> => {
    const resendable = IDEMPOTENT_METHODS.has(request.method) || request.headers.has('idempotency-key');
    for (let attempt = 0; ; attempt++) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await send(request.clone());
      } catch (error) {
        failure = error;
      }
      const retryable = response
        ? response.status === 429 ||
          response.status === 503 ||
          (resendable && (UNKNOWN_OUTCOME.has(response.status) || stillRunning(response)))
        : resendable;
      const wait =
        attempt < maxRetries && retryable
          ? retryDelayMs(retryAfterMs(response?.headers.get('retry-after') ?? null), attempt, maxDelayMs)
          : undefined;
      if (wait === undefined) {
        if (response) return response;
        throw failure;
      }
      await response?.body?.cancel();
      await sleep(wait);
    }
  };
}

/**
 * One Idempotency-Key per call of a write that takes one; retries of the call resend the same request, so the same key.
 */
const idempotencyKeys: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!idempotentOperations.has(`${request.method} ${schemaPath}`) || request.headers.has('idempotency-key'))
      return undefined;
    request.headers.set('idempotency-key', crypto.randomUUID());
    return request;
  },
};

/** The deprecated operations this process was warned of: once each (docs/client.md, "Deprecation"). */
const warnedOf = new Set<string>();

/**
 * A deprecated operation answers `Deprecation` and `Sunset`: the first call of each says so on the console, with the
 * changelog's link.
 */
const deprecationWarnings: Middleware = {
  onResponse({ request, response, schemaPath }) {
    const deprecation = response.headers.get('deprecation');
    const operation = `${request.method} ${schemaPath}`;
    if (!deprecation || warnedOf.has(operation)) return undefined;
    warnedOf.add(operation);
    const sunset = response.headers.get('sunset');
    const changelog = /<([^>]+)>;\s*rel="deprecation"/.exec(response.headers.get('link') ?? '')?.[1];
    console.warn(
      `@shipping-marketplace/client: ${operation} is ` +
        `deprecated${sunset ? ` and answers until ${sunset}` : ''}${changelog ? `; see ${changelog}` : ''}.`,
    );
    return undefined;
  },
};

/**
 * A client of one stage: `client.POST('/v2/estimate', { body })`, `client.GET('/v2/listings/{listingId}',
 * { params: { path: { listingId } } })`. Each call answers `{ data, error, response }`: `data` typed by
 * the operation's 2xx answer, `error` by its 4xx/5xx answer (the spec 7.2 body).
 */
export function createClient(options: ClientOptions): MarketplaceClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(
      send,
      options.maxRetries ?? DEFAULT_MAX_RETRIES,
      options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS,
    ),
  });
  client.use(idempotencyKeys, deprecationWarnings);
  return client;
}

/**
 * The event a webhook delivery carries, once its Standard Webhooks signature is verified with the
 * webhook's secret (`whsec_...`, from POST /v2/webhooks); throws when the signature, or its
 * timestamp (more than 5 minutes away), is wrong. Pass the body exactly as received.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string | Uint8Array,
  headers: Headers | Record<string, string | string[] | undefined>,
): WebhookEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const plain: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries)
    if (value !== undefined) plain[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  const event = new Webhook(secret).verify(body, plain) as WebhookEvent;
  if (typeof event?.type !== 'string' || event.specversion !== '1.0')
    throw new Error('The payload is not a CloudEvent of the marketplace.');
  return event;
}
