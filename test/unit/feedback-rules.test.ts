import { describe, expect, it } from 'vitest';
import { countedOf, recounted, sameCount } from '../../shared/domain/feedback/rules.ts';
import { summaryOf } from '../../shared/domain/users/feedback-summary.ts';
import type { FeedbackCounts } from '../../shared/domain/feedback/types.ts';

// docs/feedback.md: the summary's arithmetic. The summarizer adds and takes out contributions; it
// never reads the feedback it counts, so these must add up however the feedback arrives.

const none: FeedbackCounts = { count: 0, positiveCount: 0, starTotal: 0 };
const now = new Date('2026-11-25T12:00:00Z');
const left = (rating: number, createdOn: string, onTime?: boolean) =>
  countedOf({ rating, createdOn, ...(onTime !== undefined ? { onTime } : {}) });

describe('feedback summary', () => {
  it('counts, averages and shares; none before the first rating', () => {
    expect(summaryOf(none, now)).toEqual({ count: 0, last12Months: { count: 0 } });
    let counts = none;
    for (const f of [
      left(5, '2026-11-01T00:00:00Z', true),
      left(4, '2026-10-10T00:00:00Z', false),
      left(2, '2026-01-05T00:00:00Z'),
      left(3, '2025-10-31T00:00:00Z', true),
    ]) {
      counts = recounted(counts, undefined, f, now);
    }
    expect(summaryOf(counts, now)).toEqual({
      count: 4,
      average: 3.5,
      positiveShare: 0.5,
      onTimeShare: 0.67,
      // December 2025 to November 2026: October 2025 is thirteen months back
      last12Months: { count: 3, average: 3.7 },
    });
    expect(counts.revision).toBe(4);
  });

  it('a change takes the old rating out and puts the new one in; taking out what was added leaves nothing', () => {
    const first = left(5, '2026-11-01T00:00:00Z', true);
    const changed = left(2, '2026-11-01T00:00:00Z', false);
    const once = recounted(none, undefined, first, now);
    const after = recounted(once, first, changed, now);
    expect(summaryOf(after, now)).toEqual({
      count: 1,
      average: 2,
      positiveShare: 0,
      onTimeShare: 0,
      last12Months: { count: 1, average: 2 },
    });
    const gone = recounted(after, changed, undefined, now);
    expect({ ...gone, revision: 0 }).toEqual({
      count: 0,
      positiveCount: 0,
      starTotal: 0,
      onTimeCount: 0,
      onTimeRated: 0,
      months: {},
      revision: 0,
    });
  });

  it('months older than the window are dropped when written, and taking out feedback of a dropped month keeps the totals right', () => {
    const old = left(1, '2025-01-15T00:00:00Z');
    const counts = recounted(none, undefined, old, new Date('2025-02-01T00:00:00Z'));
    expect(counts.months).toEqual({ '2025-01': [1, 1] });
    const later = recounted(counts, undefined, left(5, '2026-11-02T00:00:00Z'), now);
    expect(Object.keys(later.months!)).toEqual(['2026-11']);
    const changed = recounted(later, old, left(3, '2025-01-15T00:00:00Z'), now);
    expect(summaryOf(changed, now)).toMatchObject({ count: 2, average: 4, last12Months: { count: 1, average: 5 } });
  });

  it('the same contribution is recognised, so a replay writes nothing', () => {
    expect(sameCount(left(4, '2026-11-01T00:00:00Z', true), left(4, '2026-11-30T23:00:00Z', true))).toBe(true);
    expect(sameCount(left(4, '2026-11-01T00:00:00Z', true), left(4, '2026-11-01T00:00:00Z'))).toBe(false);
    expect(sameCount(undefined, left(4, '2026-11-01T00:00:00Z'))).toBe(false);
  });
});
