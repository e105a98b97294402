// Integer ids (listingId, userId, bidId, rateRequestID) without a hot counter item: milliseconds
// since 2025-01-01 in the high bits and 11 random bits below, so ids sort by creation time and
// stay below 2^53 (exact in JSON and JavaScript) for ~139 years. Two creates in the same
// millisecond collide with probability 1/2048; every create writes with attribute_not_exists and
// draws again on collision (see createWithNewId), so a collision can never overwrite.

const EPOCH_MS = Date.UTC(2025, 0, 1);
const RANDOM_BITS = 11;

export function newId(now = Date.now()): number {
  const random = Math.floor(Math.random() * 2 ** RANDOM_BITS);
  return (now - EPOCH_MS) * 2 ** RANDOM_BITS + random;
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
export async function createWithNewId<T>(write: (id: number) => Promise<T>, collided: (error: unknown) => boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newId());
    } catch (error) {
      if (attempt >= 4 || !collided(error)) throw error;
    }
  }
}
