import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, UnprocessableError } from '../errors.ts';
import { persistently } from '../data/errors.ts';
import { nowMs } from '../clock.ts';
import { logger } from '../observability/logger.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyRecord,
  isStoppedClaim,
  releaseIdempotencyKey,
  withDraws,
  type StoredResponse,
} from '../data/retries/index.ts';

// The rule of an Idempotency-Key (docs/idempotency.md), apart from HTTP: a request runs once per
// (caller, key); its retry with the same fingerprint gets the first one's kept response, with
// another a 422; a retry while the first runs waits for it, then is told to come back. A claim
// holds until the deadline of the function that made it: a function stopped there (its timeout, a
// kill) leaves a claim the next retry takes over, and runs again drawing what the first drew (its
// seed: shared/data/retries/draws.ts), so it meets and answers what the first made (docs/reliability.md).

/** How long a retry waits for the first request with its key to finish before a 409. */
const WAIT_FOR_FIRST_MS = 8_000;
/**
 * Past its function's deadline, this long more before a claim counts as stopped: clocks of two hosts differ by less.
 */
const DEADLINE_MARGIN_MS = 2_000;
/** What a waiting retry keeps of its function's time to answer 409 (or run the request, once the key is free). */
const ANSWER_TIME_MS = 3_000;

/** One keyed request: whose, its key, what it asked (method, path and body, hashed), its function's time left. */
export interface KeyedRequest {
  userId: number;
  key: string;
  fingerprint: string;
  /**
   * The fingerprint a multipart claim made before 2026-11-29 holds for the same request (docs/compat.md): worked out
   * only when a claim of another fingerprint is found (a first request never pays for it).
   */
  formerly?: () => string;
  remainingMs: number;
}

export type { StoredResponse };

/** Ran now; the first's kept response; or the first still running, to ask again after this many seconds. */
export type KeyedOutcome<R> = { ran: R } | { replay: StoredResponse } | { retryAfterSeconds: number };

/** Runs `handle` once per (caller, key); `keep` is what of its response a retry gets. */
export async function onceByKey<R>(
  { userId, key, fingerprint, formerly, remainingMs }: KeyedRequest,
  handle: () => Promise<R>,
  keep: (response: R) => StoredResponse,
): Promise<KeyedOutcome<R>> {
  const claimId = randomUUID();
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
    // the request's time (shared/clock.ts): its writes are dated by it, and so are its retry's after a stop
    startedAt: nowMs(),
  };
  for (let stopped = false; ; ) {
    const held = await claimIdempotencyKey(claim, Date.now(), { stopped });
    if (held) {
      let response: R;
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
      await persistently(() => completeIdempotencyKey(userId, key, claimId, keep(response))).catch(
        (completeError: unknown) => logger.error('Idempotency-Key response not kept', { error: String(completeError) }),
      );
      return { ran: response };
    }
    const record = await findIdempotencyRecord(userId, key);
    // a claim of that fingerprint is this request's all the same; taken over, it keeps its fingerprint
    if (record && record.fingerprint !== claim.fingerprint && record.fingerprint === formerly?.())
      claim.fingerprint = record.fingerprint;
    if (record && record.fingerprint !== claim.fingerprint) {
      throw new UnprocessableError(
        'This Idempotency-Key was used for a different request in the last 24 hours; use a new key for a new request.',
        'Idempotency-Key',
        ErrorCode.IdempotencyKeyReused,
      );
    }
    if (record?.state === 'Done' && record.response) return { replay: record.response };
    // a claim past its function's deadline: taken over at once, with what it drew (docs/reliability.md)
    stopped = record !== undefined && isStoppedClaim(record, Date.now());
    if (stopped) continue;
    if (Date.now() > waitUntil) {
      // the first is still running: a retry after its deadline takes the key over
      const wait =
        record?.inProgressUntil === undefined
          ? 1
          : Math.max(1, Math.ceil((record.inProgressUntil - Date.now()) / 1000));
      return { retryAfterSeconds: wait };
    }
    await new Promise((r) => setTimeout(r, 100)); // the first is running (or just released its key)
  }
}
