import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ErrorCode, ValidationError } from '../errors.ts';
import { RetryLaterError } from './errors.ts';
import type { ApiResponse } from './response.ts';
import type { Endpoint } from '../routes.ts';
import type { Principal } from '../domain/users/types.ts';
import { onceByKey, type StoredResponse } from '../domain/idempotency.ts';

// Idempotency-Key over HTTP (docs/idempotency.md): which requests take the header, what of a request
// its fingerprint hashes, and how a kept response is answered again (Idempotent-Replayed). The rule
// itself, run once per key, is the domain's (shared/domain/idempotency.ts).

/** A function's time left when the runtime does not say (a script calling a handler). */
const UNKNOWN_REMAINING_MS = 30_000;
const HEADER = 'idempotency-key';

/**
 * Which rows take the header: the writes (POST, PUT, PATCH, DELETE) of a caller with a key. A PUT or
 * DELETE changes nothing twice, but its retry after a lost answer would answer differently (a 404 for
 * the webhook its first attempt deleted): with the key it answers what the first did.
 */
export const takesIdempotencyKey = (route: Endpoint | undefined) =>
  route !== undefined &&
  route.method !== 'GET' &&
  route.auth === 'key' &&
  route.table === 'readwrite' &&
  !route.answersWithCredential;

function keyOf(event: APIGatewayProxyEventV2): string | undefined {
  const key = event.headers?.[HEADER];
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key))
    throw ValidationError.field(
      'Idempotency-Key',
      'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).',
    );
  return key;
}

const fingerprintOf = (event: APIGatewayProxyEventV2, rawBody: Buffer | undefined) =>
  createHash('sha256')
    .update(`${event.requestContext.http.method} ${event.rawPath}\n`)
    .update(rawBody ?? Buffer.alloc(0))
    .digest('base64url');

const stored = (response: ApiResponse): StoredResponse => ({
  status: response.status,
  headers: response.headers ?? {},
  ...(response.binary
    ? { body: response.binary.toString('base64'), binary: true }
    : response.body !== undefined
      ? { body: JSON.stringify(response.body) }
      : {}),
});

function replayed(response: StoredResponse): ApiResponse {
  const headers = { ...response.headers, 'idempotent-replayed': 'true' };
  if (response.binary) return { status: response.status, headers, binary: Buffer.from(response.body ?? '', 'base64') };
  return {
    status: response.status,
    headers,
    ...(response.body !== undefined ? { body: JSON.parse(response.body) } : {}),
  };
}

/** Runs `handle` once per (caller, key); without the header, just runs it. */
export async function idempotent(
  request: {
    route?: Endpoint;
    principal?: Principal;
    event: APIGatewayProxyEventV2;
    rawBody?: Buffer;
    remainingMs?: number;
  },
  handle: () => Promise<ApiResponse>,
): Promise<ApiResponse> {
  if (!takesIdempotencyKey(request.route) || !request.principal) return handle();
  const key = keyOf(request.event);
  if (key === undefined) return handle();
  const { userId } = request.principal;
  const fingerprint = fingerprintOf(request.event, request.rawBody);
  const outcome = await onceByKey(
    { userId, key, fingerprint, remainingMs: request.remainingMs ?? UNKNOWN_REMAINING_MS },
    handle,
    stored,
  );
  if ('ran' in outcome) return outcome.ran;
  if ('replay' in outcome) return replayed(outcome.replay);
  throw new RetryLaterError(
    'A request with this Idempotency-Key is still being processed; retry shortly.',
    'Idempotency-Key',
    ErrorCode.IdempotencyKeyInProgress,
    outcome.retryAfterSeconds,
  );
}
