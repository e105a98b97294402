import { retrying, RetryLimitReached } from '../retry.ts';

// BatchGetItem and BatchWriteItem may leave part of a request unprocessed (throttling, or the
// 16 MB limit); the rest is sent again after a growing, jittered pause until nothing is left, or
// until the limit: then RetryLimitReached, the items still unprocessed named.

/**
 * Sends of one request in all, the first included: about 16 s of pauses on average, beyond what a request waits, so
 * only a long job (seeding, a migration) on a table that throttles it for that long meets the limit.
 */
const SENDS = 20;

/** Part of the request was left unprocessed: sent again. */
class ItemsLeft extends Error {}

export async function untilProcessed<T>(requests: T[], send: (pending: T[]) => Promise<T[]>): Promise<void> {
  let pending = requests;
  if (!pending.length) return;
  await retrying(
    {
      attempts: SENDS,
      retryable: (error) => error instanceof ItemsLeft,
      // the pauses of before (100 ms doubling to 1 s) on average
      backoff: { baseMs: 200, capMs: 2000 },
      exhausted: (last) => new RetryLimitReached(`${pending.length} items left unprocessed`, SENDS, last),
    },
    async () => {
      pending = await send(pending);
      if (pending.length) throw new ItemsLeft();
    },
  );
}
