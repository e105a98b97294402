import type { Stage } from '../auth/api-keys.ts';

// Per-key rate limits (docs/limits.md, OWASP API4). A key may make `burst` requests in any window
// of `burst / perSecond` seconds: `perSecond` sustained, `burst` at once. Every API function
// instance counts a key's requests in a shared per-second counter (shared/data/rate-limits.ts), in
// batches of a quarter of the burst, and admits while the requests it knows of in the window stay
// under the burst. Pure: the counting is the caller's.

export interface RateLimit {
  perSecond: number;
  burst: number;
}

/** What a key gets when neither the stage nor its user says otherwise. */
export const defaultRateLimits: Record<Stage, RateLimit> = {
  sandbox: { perSecond: 20, burst: 40 },
  production: { perSecond: 100, burst: 200 },
};

/**
 * What one source address gets on the routes that take no key (OWASP API4; docs/limits.md): the
 * reference documents, the tracking page, unsubscribe, images and the credential exchanges. A
 * tracking page and its images are a few requests; an office behind one address shares it.
 */
export const defaultAddressRateLimits: Record<Stage, RateLimit> = {
  sandbox: { perSecond: 10, burst: 20 },
  production: { perSecond: 20, burst: 40 },
};

/** Who a limit counts: a key (its user), or a source address on a route without a key. */
export type RateLimitSubject = 'key' | 'address';

const limitEnvironment: Record<
  RateLimitSubject,
  { perSecond: string; burst: string; defaults: Record<Stage, RateLimit> }
> = {
  key: { perSecond: 'RATE_LIMIT_PER_SECOND', burst: 'RATE_LIMIT_BURST', defaults: defaultRateLimits },
  address: {
    perSecond: 'ADDRESS_RATE_LIMIT_PER_SECOND',
    burst: 'ADDRESS_RATE_LIMIT_BURST',
    defaults: defaultAddressRateLimits,
  },
};

/**
 * The stage's limit of a key or of an address: the stack may configure each (`-c rateLimitPerSecond=...
 * -c rateLimitBurst=...`, `-c addressRateLimitPerSecond=... -c addressRateLimitBurst=...`).
 */
export function stageRateLimit(stage: Stage, subject: RateLimitSubject = 'key'): RateLimit {
  const names = limitEnvironment[subject];
  const perSecond = Number(process.env[names.perSecond]);
  const burst = Number(process.env[names.burst]);
  const fallback = names.defaults[stage];
  return { perSecond: perSecond > 0 ? perSecond : fallback.perSecond, burst: burst > 0 ? burst : fallback.burst };
}

export const windowSeconds = (limit: RateLimit) => Math.max(1, Math.ceil(limit.burst / limit.perSecond));

/** Requests an instance admits before it counts them in the shared counter: what bounds both the cost and the error. */
export const countingBatch = (limit: RateLimit) => Math.max(1, Math.floor(limit.burst / 4));

export interface Admission {
  admitted: boolean;
  remaining: number;
  /** Seconds until the window has room again. */
  resetSeconds: number;
  /** The requests admitted here but not yet counted in the shared counter reach the batch. */
  countNow: boolean;
}

/** One key's window as one instance knows it: the shared counts it last read, and its own requests not counted yet. */
export class KeyWindow {
  private readonly counted = new Map<number, number>();
  /** This instance's requests per second not yet added to the shared counter; they leave the window like the rest. */
  private readonly uncounted = new Map<number, number>();
  /** Taken to be counted, the shared total not back yet: still this instance's to know of. */
  private counting = 0;

  private known(second: number, limit: RateLimit): { used: number; uncounted: number } {
    const window = windowSeconds(limit);
    let used = this.counting;
    let uncounted = 0;
    for (const map of [this.counted, this.uncounted]) {
      for (const [s, n] of map) {
        if (s <= second - window) map.delete(s);
        else {
          used += n;
          if (map === this.uncounted) uncounted += n;
        }
      }
    }
    return { used, uncounted };
  }

  admit(nowMs: number, limit: RateLimit): Admission {
    const second = Math.floor(nowMs / 1000);
    const { used, uncounted } = this.known(second, limit);
    if (used >= limit.burst) return { admitted: false, remaining: 0, resetSeconds: 1, countNow: false };
    this.uncounted.set(second, (this.uncounted.get(second) ?? 0) + 1);
    return {
      admitted: true,
      remaining: limit.burst - used - 1,
      resetSeconds: used + 1 >= limit.burst ? 1 : 0,
      countNow: uncounted + 1 >= countingBatch(limit),
    };
  }

  /**
   * The requests to add to the shared counter now, and the second to add them to: the oldest of
   * them, so that a batch leaves the window no later than its first request would (a client
   * steadily under its rate is never refused for when its requests were counted).
   */
  takeUncounted(): { requests: number; second: number } {
    let requests = 0;
    let second = Infinity;
    for (const [s, n] of this.uncounted) {
      requests += n;
      second = Math.min(second, s);
    }
    this.uncounted.clear();
    this.counting += requests;
    return { requests, second };
  }

  /** The shared total of a second after adding `requests` to it (undefined: the counter could not be written). */
  recordCounted(second: number, requests: number, total: number | undefined): void {
    this.counting -= requests;
    if (total === undefined)
      this.uncounted.set(second, (this.uncounted.get(second) ?? 0) + requests); // counted with the next batch
    else this.counted.set(second, Math.max(total, this.counted.get(second) ?? 0));
  }
}

/**
 * IETF httpapi rate-limit headers (draft-ietf-httpapi-ratelimit-headers): the policy and what is
 * left of it, named by what is counted (`"key"` or `"address"`).
 */
export function rateLimitHeaders(
  limit: RateLimit,
  admission: Pick<Admission, 'remaining' | 'resetSeconds'>,
  subject: RateLimitSubject = 'key',
): Record<string, string> {
  return {
    'ratelimit-policy': `"${subject}";q=${limit.burst};w=${windowSeconds(limit)}`,
    ratelimit: `"${subject}";r=${Math.max(0, admission.remaining)};t=${admission.resetSeconds}`,
  };
}
