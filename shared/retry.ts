// The one way to try something again (docs/architecture.md, "One way each"): an attempt is run
// again while its failure says "again", at most a stated number of times in all, with a pause
// between tries that doubles and is jittered as the AWS SDK's retries are ("full jitter": a random
// wait up to a ceiling that doubles, capped), so that writers that lost the same race do not meet
// again at the same instant. Every limit is stated by its caller, and so is what reaching it throws.

/**
 * The pause before the next try, in ms (`retry`: 0 before the second try): full jitter up to
 * `baseMs` doubled per retry and at most `capMs`, or a function of the retry.
 */
export type Backoff = { baseMs: number; capMs: number } | ((retry: number) => number);

/** No pause: the next try changes what failed (another id) or reads again first. */
export const NO_PAUSE: Backoff = () => 0;

/** The AWS SDK's standard mode's ceiling on one pause (its base is 100 ms). */
export const SDK_MAX_PAUSE_MS = 20_000;

export interface RetryLimit {
  /** Tries in all, the first included (the SDK's `maxAttempts`): required, so that nothing is tried for ever. */
  attempts: number;
  /** Whether a failure is worth another try; any other is thrown at once. */
  retryable: (error: unknown) => boolean;
  backoff: Backoff;
  /** What the last try's failure becomes when it was the last allowed (by default, itself). */
  exhausted?: (last: unknown) => unknown;
}

/** What a try that had no limit before throws at its limit: `what` failed `attempts` times, the last as its cause. */
export class RetryLimitReached extends Error {
  constructor(what: string, attempts: number, last: unknown) {
    super(`${what}: still failing after ${attempts} attempts`, { cause: last });
    this.name = 'RetryLimitReached';
  }
}

/** The pause before retry `retry` (0: before the second try). */
export function pauseMs(backoff: Backoff, retry: number): number {
  return typeof backoff === 'function'
    ? backoff(retry)
    : Math.random() * Math.min(backoff.capMs, backoff.baseMs * 2 ** retry);
}

/** Runs `attempt` (given how many tries came before it) until it succeeds, a failure is not retryable, or the limit. */
export async function retrying<T>(limit: RetryLimit, attempt: (retry: number) => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(retry);
    } catch (error) {
      if (!limit.retryable(error)) throw error;
      if (retry + 1 >= limit.attempts) throw limit.exhausted ? limit.exhausted(error) : error;
      const ms = pauseMs(limit.backoff, retry);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    }
  }
}
