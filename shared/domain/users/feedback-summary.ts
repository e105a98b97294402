import { monthBefore } from '../dates.ts';
import type { FeedbackCounts } from '../feedback/types.ts';

// The feedback summary a profile and a bid show of a user (docs/feedback.md), from the counts the
// summarizer keeps on the user.

/** last12Months: the month of the reading and the eleven before it. */
export const RECENT_MONTHS = 12;

export interface FeedbackSummary {
  count: number;
  average?: number;
  positiveShare?: number;
  onTimeShare?: number;
  last12Months: { count: number; average?: number };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** What profiles and bids show: averages to one decimal, shares from 0 to 1 to two; none without a rating. */
export function summaryOf(counts: FeedbackCounts, now: Date): FeedbackSummary {
  const oldest = monthBefore(now, RECENT_MONTHS - 1);
  let recentCount = 0;
  let recentStars = 0;
  for (const [month, [n, stars]] of Object.entries(counts.months ?? {})) {
    if (month < oldest) continue;
    recentCount += n;
    recentStars += stars;
  }
  return {
    count: counts.count,
    ...(counts.count > 0
      ? {
          average: oneDecimal(counts.starTotal / counts.count),
          positiveShare: twoDecimals(counts.positiveCount / counts.count),
        }
      : {}),
    ...(counts.onTimeRated ? { onTimeShare: twoDecimals((counts.onTimeCount ?? 0) / counts.onTimeRated) } : {}),
    last12Months: {
      count: recentCount,
      ...(recentCount > 0 ? { average: oneDecimal(recentStars / recentCount) } : {}),
    },
  };
}
