import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { answerOf, internalErrorBody, unavailableErrorBody } from './errors.ts';
import { ErrorCode, PayloadTooLargeError, ValidationError, type UnauthorizedError } from '../errors.ts';
import { isTransientFailure } from '../errors.ts';
import type { WriteTrail } from '../write-trail.ts';
import { logger } from '../observability/logger.ts';
import { observed } from '../observability/invocation.ts';
import type { Principal } from '../domain/users/types.ts';
import type { RequestOrigin } from '../domain/security/events.ts';
import { fallbackRoute, routes, type Endpoint } from '../routes/http.ts';
import { deprecationHeaders } from './deprecation.ts';
import { baseUrlOf } from './response.ts';
import { readsAsJson } from './content-type.ts';

// The middleware every handler is wrapped in, composed once in endpoint.ts:
// observability (shared/observability) -> request context -> error format -> authentication (auth.ts)
// -> rate limit (rate-limit.ts) -> authorization (authorization.ts) -> body parsing -> handler.

/** What the middlewares resolve for the handler, kept on the Lambda context (middy's convention). */
export interface Resolved {
  route?: Endpoint;
  principal?: Principal;
  /** Why the request's key was refused (401): answered by authorization.ts, once rate-limit.ts has counted it. */
  refusedKey?: UnauthorizedError;
  body?: unknown;
  rawBody?: Buffer;
  startedAt?: number;
  /** RateLimit-Policy and RateLimit of the caller's key (docs/limits.md), on every response to it. */
  rateLimitHeaders?: Record<string, string>;
  /** Whether the handler's writes may have changed the table: what a 503 may say of it. */
  writes?: WriteTrail;
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
export interface ApiContext extends Context {
  api: Resolved;
}
export type ApiMiddleware = middy.MiddlewareObj<Event, Result, Error, ApiContext>;

export function requestIdOf(event: Event): string {
  return event.requestContext?.requestId ?? 'unknown';
}

/** The client's address as API Gateway saw it (`sourceIp`), never a header the client sends. */
function sourceAddressOf(event: Event): string {
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}

/** The request id and the client's address: what rate limits count by and security events record. */
export function originOf(event: Event): RequestOrigin {
  return { requestId: requestIdOf(event), sourceAddress: sourceAddressOf(event) };
}

/** The row this invocation serves, from API Gateway's routeKey ("GET /v2/lookups/regions"). */
function routeOf(event: Event): Endpoint {
  return routes.find((route) => `${route.method} ${route.path}` === event.routeKey) ?? fallbackRoute;
}

/** Request id on every response and one structured log line per request (spec 7.2 errors too). */
export const requestContext = (): ApiMiddleware => {
  const finish = (request: middy.Request<Event, Result, Error, ApiContext>) => {
    const response = request.response;
    if (!response) return;
    const route = request.context.api?.route;
    response.headers = {
      ...request.context.api?.rateLimitHeaders,
      ...(route ? deprecationHeaders(route, baseUrlOf(request.event)) : {}),
      ...response.headers,
      'x-request-id': requestIdOf(request.event),
    };
    const failed = response.statusCode !== undefined && response.statusCode >= 500;
    logger[failed ? 'error' : 'info']('request', {
      method: request.event.requestContext?.http?.method,
      path: request.event.rawPath,
      status: response.statusCode,
      latencyMs: Date.now() - (request.context.api?.startedAt ?? Date.now()),
      userId: request.context.api?.principal?.userId,
    });
  };
  return {
    name: 'requestContext',
    before: (request) => {
      const route = routeOf(request.event);
      request.context.api = { startedAt: Date.now(), route };
      // every line logged while serving this request carries them (reset after it)
      logger.appendKeys({ requestId: requestIdOf(request.event), route: route.id });
    },
    after: finish,
    onError: finish,
  };
};

const RETRY_AFTER_SECONDS = 1;

/** Every failure leaves in the spec 7.2 format; unexpected ones are logged and answered 500. */
export const errorFormat = (): ApiMiddleware => ({
  name: 'errorFormat',
  onError: (request) => {
    const error = request.error;
    const answer = answerOf(error);
    if (answer) {
      request.response = json(answer.statusCode, answer.body, answer.headers);
      return;
    }
    if (isTransientFailure(error)) {
      // throttling or a timeout (docs/errors.md): the client should back off and retry
      logger.warn('dependency unavailable', { error: error instanceof Error ? error.name : String(error) });
      const changed = request.context.api?.writes?.mayHaveChanged === true;
      request.response = json(503, unavailableErrorBody(RETRY_AFTER_SECONDS, changed), {
        'retry-after': String(RETRY_AFTER_SECONDS),
      });
      return;
    }
    logger.error('unhandled error', error instanceof Error ? error : String(error));
    request.response = json(500, internalErrorBody());
  },
});

/** API Gateway's own payload limit is 10 MB; JSON bodies of this API are far smaller. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** DynamoDB stores numbers of magnitude 1e-130 to 1e125; JSON can say 1e-300 or 1e400 (Infinity). */
const STORABLE = { min: 1e-130, max: 1e125 };

function refuseUnstorableNumbers(key: string, value: unknown): unknown {
  if (
    typeof value === 'number' &&
    value !== 0 &&
    !(Math.abs(value) >= STORABLE.min && Math.abs(value) < STORABLE.max)
  ) {
    // no value this API takes comes near these magnitudes: refuse rather than fail at the table
    throw ValidationError.field(
      key || 'body',
      `The number ${value} in '${key}' is outside the range this API accepts (magnitude ${STORABLE.min} to ` +
        `${STORABLE.max}).`,
    );
  }
  return value;
}

/** Decodes the body once: JSON (`readsAsJson`) into `body` (malformed -> 400), everything else left in `rawBody`. */
export const bodyParsing = (): ApiMiddleware => ({
  name: 'bodyParsing',
  before: (request) => {
    const { event } = request;
    if (event.body === undefined || event.body === null || event.body === '') return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
    request.context.api.rawBody = raw;
    if (!readsAsJson(event.headers?.['content-type'], raw)) return;
    if (raw.length > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError(MAX_JSON_BODY_BYTES);
    try {
      // TextDecoder drops a leading byte order mark, which some Windows tools write before JSON
      request.context.api.body = JSON.parse(new TextDecoder().decode(raw), refuseUnstorableNumbers);
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      const reason = `The body is not valid JSON: ${(error as Error).message}`;
      throw ValidationError.field('body', reason, ErrorCode.MalformedJson);
    }
  },
});

/**
 * A handler's "body is required" when a body came: it was not read, being neither declared JSON nor a JSON object
 * or array (`readsAsJson`; a true form, XML, a multipart form). The answer names what the client can change, its
 * Content-Type (docs/errors.md).
 */
export function bodyNotRead(error: unknown, event: Event, api: Resolved): unknown {
  const [only, ...more] = error instanceof ValidationError ? error.errors : [];
  if (!only || more.length || only.field !== 'body' || only.code !== ErrorCode.Required) return error;
  if (api.body !== undefined || !api.rawBody?.length) return error;
  return ValidationError.field(
    'Content-Type',
    `This operation reads a JSON body; one sent as ${event.headers?.['content-type']} is not read. ` +
      'Send JSON, with Content-Type: application/json.',
    ErrorCode.UnsupportedMediaType,
  );
}

/** The outer layers every API function has, the fallback included: observability, request context, 7.2 errors. */
export function apiFunction() {
  return middy<Event, Result, Error, ApiContext>()
    .use(observed((request) => (request.context as ApiContext).api?.route?.id ?? fallbackRoute.id) as ApiMiddleware)
    .use(requestContext())
    .use(errorFormat());
}

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}
