import { countRequests } from '../data/rate-limits.ts';
import { KeyWindow, rateLimitHeaders, stageRateLimit } from '../domain/limits/rate-limits.ts';
import { ErrorCode, errorEntry } from '../domain/errors.ts';
import type { Principal } from '../domain/users/types.ts';
import { logger } from '../observability/logger.ts';
import { ApiError } from './errors.ts';

// Per-key rate limits at the door (docs/limits.md): this instance's window of each key, counted
// in the shared per-second counter a batch at a time.

const windows = new Map<number, KeyWindow>();

export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number, headers: Record<string, string>) {
    const reason = `This key has made more requests than its rate limit allows; retry after ${retryAfterSeconds} s.`;
    super(429, reason, [errorEntry(ErrorCode.TooManyRequests, 'authorization', `${reason} The RateLimit-Policy header states the limit.`)], { ...headers, 'retry-after': String(retryAfterSeconds) });
  }
}

/** Admits one request of a key, or throws 429; the RateLimit headers for the response. */
export async function admitRequest(principal: Principal, now = Date.now()): Promise<Record<string, string>> {
  const limit = principal.rateLimit ?? stageRateLimit(principal.stage);
  let window = windows.get(principal.userId);
  if (!window) windows.set(principal.userId, window = new KeyWindow());
  const admission = window.admit(now, limit);
  const headers = rateLimitHeaders(limit, admission);
  if (!admission.admitted) throw new TooManyRequestsError(admission.resetSeconds, headers);
  if (admission.countNow) {
    const { requests, second } = window.takeUncounted();
    let total: number | undefined;
    try {
      total = await countRequests(principal.userId, second, requests);
    } catch (error) {
      // counting is best effort: a request is never refused because the counter could not be written
      logger.warn('rate limit counter not written', { error: error instanceof Error ? error.name : String(error) });
    }
    window.recordCounted(second, requests, total);
  }
  return headers;
}
