import { admitCounted } from '../domain/limits/admission.ts';
import {
  rateLimitHeaders,
  stageRateLimit,
  type RateLimit,
  type RateLimitSubject,
} from '../domain/limits/rate-limits.ts';
import { ErrorCode, errorEntry } from '../errors.ts';
import { currentStage, type Stage } from '../domain/auth/api-keys.ts';
import type { Principal } from '../domain/users/types.ts';
import { ApiError } from './errors.ts';
import { originOf, type ApiMiddleware } from './middleware.ts';

// Rate limits at the door (docs/limits.md): per key on the routes that take one, per source address
// on those that do not; a request over its limit is a 429 with the RateLimit headers.

const tooMany: Record<RateLimitSubject, { who: string; field: string }> = {
  key: { who: 'This key has', field: 'authorization' },
  address: { who: 'Your address has', field: 'sourceAddress' },
};

export class TooManyRequestsError extends ApiError {
  constructor(retryAfterSeconds: number, headers: Record<string, string>, subject: RateLimitSubject = 'key') {
    const { who, field } = tooMany[subject];
    const reason = `${who} made more requests than its rate limit allows; retry after ${retryAfterSeconds} s.`;
    super(
      429,
      reason,
      [errorEntry(ErrorCode.TooManyRequests, field, `${reason} The RateLimit-Policy header states the limit.`)],
      { ...headers, 'retry-after': String(retryAfterSeconds) },
    );
  }
}

/**
 * Admits one request of what is counted (a user id, or `ADDRESS#<ip>`), or throws 429; the RateLimit headers for the
 * response.
 */
async function admit(
  counted: number | string,
  limit: RateLimit,
  subject: RateLimitSubject,
  now: number,
): Promise<Record<string, string>> {
  const admission = await admitCounted(counted, limit, now);
  const headers = rateLimitHeaders(limit, admission, subject);
  if (!admission.admitted) throw new TooManyRequestsError(admission.resetSeconds, headers, subject);
  return headers;
}

/** Admits one request of a key (counted per user: a user's keys and tokens share its limit), or throws 429. */
export function admitRequest(principal: Principal, now = Date.now()): Promise<Record<string, string>> {
  return admit(principal.userId, principal.rateLimit ?? stageRateLimit(principal.stage), 'key', now);
}

/** Admits one request without a key from a source address (API Gateway's sourceIp), or throws 429. */
export function admitAddressRequest(
  sourceAddress: string,
  stage: Stage,
  now = Date.now(),
): Promise<Record<string, string>> {
  return admit(`ADDRESS#${sourceAddress}`, stageRateLimit(stage, 'address'), 'address', now);
}

/**
 * A request with a key that authenticates counts against its user's limit; one without (a public route, or a key
 * missing or wrong: guessing keys is limited too) against its source address, API Gateway's sourceIp, never a header
 * the client sends. Every response carries the limit it was counted against, a 429 and a 401 included.
 */
export const rateLimit = (): ApiMiddleware => ({
  name: 'rateLimit',
  before: async (request) => {
    const { api } = request.context;
    const admission = api.principal
      ? admitRequest(api.principal)
      : admitAddressRequest(originOf(request.event).sourceAddress, currentStage());
    api.rateLimitHeaders = await admission.catch((error: unknown) => {
      if (error instanceof TooManyRequestsError) api.rateLimitHeaders = error.headers;
      throw error;
    });
  },
});
