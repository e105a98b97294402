import { randomBytes, randomUUID } from 'node:crypto';
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { drawn, firstDraw, replaying } from './retries/draws.ts';
import { nowMs } from '../clock.ts';
import { NO_PAUSE, retrying } from '../retry.ts';

// Integer ids (listingId, userId, bidId, rateRequestID) without a hot counter item: milliseconds
// since 2025-01-01 in the high bits and 11 random bits below, so ids sort by creation time and
// stay below 2^53 (exact in JSON and JavaScript) for ~139 years. Two creates in the same
// millisecond collide with probability 1/2048; every create writes with attribute_not_exists and
// draws again on collision (see createWithNewId), so a collision can never overwrite.

// In a request with an Idempotency-Key both parts come from its claim: the time is the request's
// clock (shared/clock.ts: its first attempt's start) and the random bits are drawn (shared/data/retries/draws.ts),
// so its retry after a stop makes the same ids. Elsewhere an id takes the moment it is made.

const EPOCH_MS = Date.UTC(2025, 0, 1);
const RANDOM_BITS = 11;

const idOf = (now: number, random: number) => (now - EPOCH_MS) * 2 ** RANDOM_BITS + (random % 2 ** RANDOM_BITS);

/** A new id made at `now`; by default, in a keyed request at the request's instant, elsewhere at the wall clock's. */
export function newId(now?: number): number {
  const random = drawn('id', 2);
  return idOf(now ?? (random ? nowMs() : Date.now()), random?.readUInt16BE(0) ?? Math.floor(Math.random() * 2 ** 16));
}

/**
 * In a retry after a stop, the first id the request draws, which its stopped attempt drew (and may have created under).
 */
export function firstIdOfStoppedAttempt(): number | undefined {
  const random = firstDraw('id', 2);
  return replaying() && random ? idOf(nowMs(), random.readUInt16BE(0)) : undefined;
}

/** A time-ordered (version 7) UUID; drawn in a request with an Idempotency-Key, as ids are. */
export function newTimeUuid(): string {
  const random = drawn('uuid7', 16);
  return random ? uuidv7({ random, msecs: nowMs() }) : uuidv7();
}

/** A random (version 4) UUID; drawn in a request with an Idempotency-Key, as ids are. */
export function newUuid(): string {
  const random = drawn('uuid', 16);
  return random ? uuidv4({ random }) : randomUUID();
}

/**
 * `bytes` (at most 32) random bytes for a secret the answer shows once (a webhook's signing secret): in a keyed request
 * drawn from its claim, so that a retry after a stop answers the secret its first attempt stored, not another.
 */
export function newSecretBytes(bytes = 32): Buffer {
  return drawn('secret', bytes) ?? randomBytes(bytes);
}

/** When the id was made (ms since the Unix epoch). */
export function idTime(id: number): number {
  return Math.floor(id / 2 ** RANDOM_BITS) + EPOCH_MS;
}

/** A create's key was taken by another item: draw another id. */
export class IdTaken extends Error {}

/**
 * Creates something under a fresh id, drawing again while `collided` says the write failed only
 * because that id was taken. Four collisions in a row are not the caller's fault: the error stands.
 */
export async function createWithNewId<T>(
  write: (id: number) => Promise<T>,
  collided: (error: unknown) => boolean,
): Promise<T> {
  return retrying({ attempts: 4, retryable: collided, backoff: NO_PAUSE }, () => write(newId()));
}
