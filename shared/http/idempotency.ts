import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ErrorCode, ValidationError } from '../errors.ts';
import { RetryLaterError } from './errors.ts';
import { boundaryOf } from './content-type.ts';
import type { ApiResponse } from './response.ts';
import type { Endpoint } from '../routes/http.ts';
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

/** Stands for every boundary in a multipart body's fingerprint. */
const ANY_BOUNDARY = Buffer.from('--\0boundary\0');

/**
 * A request's fingerprint: its method, path and body bytes, but for a multipart form's boundary. An HTTP client draws
 * the boundary anew each time it encodes a form (fetch's and browsers' FormData), so a retry of the same parts comes
 * with another: it is the same request. The boundary cannot occur inside a part (RFC 2046), so each occurrence is a
 * delimiter. `formerly`: the bytes hashed whole, as multipart claims made before 2026-11-29 hold (docs/compat.md).
 */
function fingerprintOf(event: APIGatewayProxyEventV2, rawBody: Buffer | undefined) {
  const hashOf = (...parts: Buffer[]) => {
    const hash = createHash('sha256').update(`${event.requestContext.http.method} ${event.rawPath}\n`);
    for (const part of parts) hash.update(part);
    return hash.digest('base64url');
  };
  const body = rawBody ?? Buffer.alloc(0);
  const boundary = boundaryOf(event.headers?.['content-type']);
  if (boundary === undefined) return { fingerprint: hashOf(body) };
  const delimiter = Buffer.from(`--${boundary}`);
  const between: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, from)) {
    between.push(body.subarray(from, at), ANY_BOUNDARY);
    from = at + delimiter.length;
  }
  return { fingerprint: hashOf(...between, body.subarray(from)), formerly: () => hashOf(body) };
}

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
  const outcome = await onceByKey(
    {
      userId,
      key,
      ...fingerprintOf(request.event, request.rawBody),
      remainingMs: request.remainingMs ?? UNKNOWN_REMAINING_MS,
    },
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
