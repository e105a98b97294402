import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ErrorCode, UnprocessableError, ValidationError } from '../domain/errors.ts';
import { RetryLaterError } from './errors.ts';
import type { ApiResponse } from './response.ts';
import type { Endpoint } from '../routes.ts';
import type { Principal } from '../domain/users/types.ts';
import { persistently } from '../data/errors.ts';
import { withDraws } from '../data/draws.ts';
import { logger } from '../observability/logger.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyRecord,
  isStoppedClaim,
  releaseIdempotencyKey,
  type StoredResponse,
} from '../data/idempotency.ts';

// Idempotency-Key (docs/idempotency.md): a write (POST, PUT, DELETE), retried with the same key and the same
// body within 24 hours, answers the first response again without doing anything again. The same key
// with another body is a 422; a retry while the first is still running waits for its response. A
// claim holds until the deadline of the function that made it: a function stopped there (its
// timeout, a kill) leaves a claim the next retry takes over, and runs again drawing what the first
// drew (its seed: shared/data/draws.ts), so it meets and answers what the first made (docs/reliability.md).

/** How long a retry waits for the first request with its key to finish before a 409. */
const WAIT_FOR_FIRST_MS = 8_000;
/** Past its function's deadline, this long more before a claim counts as stopped: clocks of two hosts differ by less. */
const DEADLINE_MARGIN_MS = 2_000;
/** What a waiting retry keeps of its function's time to answer 409 (or run the request, once the key is free). */
const ANSWER_TIME_MS = 3_000;
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
  const claimId = randomUUID();
  const remainingMs = request.remainingMs ?? UNKNOWN_REMAINING_MS;
  // waiting for the first never takes this function past its own time (its answer would be a timeout)
  const waitUntil = Date.now() + Math.min(WAIT_FOR_FIRST_MS, remainingMs - ANSWER_TIME_MS);
  // this function's own deadline: past it (and a margin), its claim is a stopped function's
  const claim = {
    userId,
    key,
    fingerprint,
    claimId,
    seed: randomBytes(16).toString('base64url'),
    inProgressUntil: Date.now() + remainingMs + DEADLINE_MARGIN_MS,
  };
  for (let stopped = false; ; ) {
    const held = await claimIdempotencyKey(claim, Date.now(), { stopped });
    if (held) {
      let response: ApiResponse;
      try {
        response = await withDraws(held, handle);
      } catch (error) {
        // a failed request's retry runs it again: every write of it is safe to run again, or finished
        // by that retry (docs/reliability.md). If the key cannot be given back even so, the claim
        // ends at this function's deadline.
        await persistently(() => releaseIdempotencyKey(userId, key, claimId)).catch((releaseError: unknown) =>
          logger.error('Idempotency-Key not released', { error: String(releaseError) }),
        );
        throw error;
      }
      // the change is made: its answer goes out even if it cannot be kept for a retry (docs/reliability.md)
      await persistently(() => completeIdempotencyKey(userId, key, claimId, stored(response))).catch(
        (completeError: unknown) => logger.error('Idempotency-Key response not kept', { error: String(completeError) }),
      );
      return response;
    }
    const record = await findIdempotencyRecord(userId, key);
    if (record && record.fingerprint !== fingerprint) {
      throw new UnprocessableError(
        'This Idempotency-Key was used for a different request in the last 24 hours; use a new key for a new request.',
        'Idempotency-Key',
        ErrorCode.IdempotencyKeyReused,
      );
    }
    if (record?.state === 'Done' && record.response) return replayed(record.response);
    // a claim past its function's deadline: taken over at once, with what it drew (docs/reliability.md)
    stopped = record !== undefined && isStoppedClaim(record, Date.now());
    if (stopped) continue;
    if (Date.now() > waitUntil) {
      // the first is still running: a retry after its deadline takes the key over
      const wait =
        record?.inProgressUntil === undefined
          ? 1
          : Math.max(1, Math.ceil((record.inProgressUntil - Date.now()) / 1000));
      throw new RetryLaterError(
        'A request with this Idempotency-Key is still being processed; retry shortly.',
        'Idempotency-Key',
        ErrorCode.IdempotencyKeyInProgress,
        wait,
      );
    }
    await new Promise((r) => setTimeout(r, 100)); // the first is running (or just released its key)
  }
}
