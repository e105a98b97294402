import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countingBatch,
  KeyWindow,
  rateLimitHeaders,
  stageRateLimit,
  windowSeconds,
} from '../../shared/domain/limits/rate-limits.ts';

describe('per-key rate limits (docs/limits.md)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('each stage has its default, and a deploy may set its own', () => {
    expect(stageRateLimit('sandbox')).toEqual({ perSecond: 20, burst: 40 });
    expect(stageRateLimit('production')).toEqual({ perSecond: 100, burst: 200 });
    vi.stubEnv('RATE_LIMIT_PER_SECOND', '50');
    vi.stubEnv('RATE_LIMIT_BURST', '150');
    expect(stageRateLimit('production')).toEqual({ perSecond: 50, burst: 150 });
    expect(windowSeconds({ perSecond: 50, burst: 150 })).toBe(3);
    expect(countingBatch({ perSecond: 50, burst: 150 })).toBe(37);
  });

  it("an address on the routes without a key has its own default per stage, set apart from the key's", () => {
    expect(stageRateLimit('sandbox', 'address')).toEqual({ perSecond: 10, burst: 20 });
    expect(stageRateLimit('production', 'address')).toEqual({ perSecond: 20, burst: 40 });
    vi.stubEnv('ADDRESS_RATE_LIMIT_PER_SECOND', '5');
    vi.stubEnv('ADDRESS_RATE_LIMIT_BURST', '30');
    expect(stageRateLimit('production', 'address')).toEqual({ perSecond: 5, burst: 30 });
    expect(stageRateLimit('production')).toEqual({ perSecond: 100, burst: 200 });
    expect(rateLimitHeaders({ perSecond: 5, burst: 30 }, { remaining: 3, resetSeconds: 1 }, 'address')).toEqual({
      'ratelimit-policy': '"address";q=30;w=6',
      ratelimit: '"address";r=3;t=1',
    });
  });

  it('one instance admits the burst in its window exactly, then refuses until the window has room', () => {
    const limit = { perSecond: 20, burst: 40 };
    const window = new KeyWindow();
    const t0 = 1_800_000_000_000;
    const admitted = Array.from({ length: 50 }, (_, i) => window.admit(t0 + i, limit)).filter((a) => a.admitted);
    expect(admitted).toHaveLength(40);
    expect(admitted.at(-1)).toMatchObject({ remaining: 0, resetSeconds: 1 });
    expect(window.admit(t0 + 1500, limit).admitted).toBe(false); // still the same 2 s window
    expect(window.admit(t0 + 2000, limit).admitted).toBe(true); // the first second has left it
  });

  it('a client steadily under its rate is never refused, whenever its batches are counted', () => {
    const limit = { perSecond: 20, burst: 40 };
    const shared = new Map<number, number>(); // the counter items, one per second
    const window = new KeyWindow();
    const t0 = 1_800_000_000_250;
    for (let i = 0; i < 180; i++) {
      const now = t0 + Math.round((i * 1000) / 18);
      const admission = window.admit(now, limit);
      expect(admission.admitted, `request ${i}`).toBe(true);
      if (!admission.countNow) continue;
      const { requests, second } = window.takeUncounted();
      shared.set(second, (shared.get(second) ?? 0) + requests);
      window.recordCounted(second, requests, shared.get(second));
    }
  });

  it('states the policy and what is left as the IETF draft writes them', () => {
    expect(rateLimitHeaders({ perSecond: 100, burst: 200 }, { remaining: 57, resetSeconds: 0 })).toEqual({
      'ratelimit-policy': '"key";q=200;w=2',
      ratelimit: '"key";r=57;t=0',
    });
  });
});
