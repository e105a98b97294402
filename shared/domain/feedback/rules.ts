import { ConflictError, ForbiddenError, ValidationError } from '../../errors.ts';
import type { Listing, PartyRole } from '../listings/types.ts';
import type { Principal } from '../users/types.ts';
import { RECENT_MONTHS } from '../users/feedback-summary.ts';
import { monthBefore } from '../dates.ts';
import {
  CHANGE_WINDOW_DAYS,
  FEEDBACK_WINDOW_DAYS,
  type CountedFeedback,
  type Feedback,
  type FeedbackCounts,
} from './types.ts';

// The rules of feedback (docs/feedback.md): who may rate whom, and when; and the arithmetic of the
// summary the summarizer keeps, which never reads the feedback it counts.

const DAY_MS = 86_400_000;
/** A rating of 4 or 5 is positive (spec 2.14's percentPositive, the summary's positiveShare). */
const POSITIVE_RATING = 4;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The shipper rates the booked carrier, the booked carrier rates the shipper; nobody else rates. */
export function raterOf(listing: Listing, principal: Principal): { raterRole: PartyRole; ratedId: number } {
  const isShipper = listing.shipperId === principal.userId;
  if (!isShipper && (listing.bookedProviderId === undefined || listing.bookedProviderId !== principal.userId)) {
    throw new ForbiddenError(
      'Only the shipper and the carrier of a delivered listing can leave feedback on it.',
      'listingId',
    );
  }
  if (listing.bookedProviderId === undefined) throw notDelivered(listing);
  return isShipper
    ? { raterRole: 'Shipper', ratedId: listing.bookedProviderId }
    : { raterRole: 'Carrier', ratedId: listing.shipperId };
}

const notDelivered = (listing: Listing) =>
  new ConflictError(
    `Feedback can be left once the listing is Delivered; it is ${listing.transitStatus ?? listing.status}.`,
    'listingId',
  );

/** Within 60 days of the delivery (its Delivered record's time). */
export function checkFeedbackWindow(listing: Listing, deliveredOn: string | undefined, now: Date): void {
  if (listing.transitStatus !== 'Delivered' || deliveredOn === undefined) throw notDelivered(listing);
  const closes = Date.parse(deliveredOn) + FEEDBACK_WINDOW_DAYS * DAY_MS;
  if (now.getTime() > closes) {
    throw new ConflictError(
      `The feedback window closed on ${dayOf(closes)}: feedback is left within ${FEEDBACK_WINDOW_DAYS} days of the ` +
        `delivery (${dayOf(Date.parse(deliveredOn))}).`,
      'listingId',
    );
  }
}

/** onTime rates a carrier's delivery: the shipper may say it, the carrier may not. */
export function checkOnTime(raterRole: PartyRole, onTime: boolean | undefined): void {
  if (onTime !== undefined && raterRole !== 'Shipper')
    throw ValidationError.field(
      'onTime',
      'onTime is for the shipper rating the carrier; leave it out when rating the shipper.',
    );
}

/** Only its author changes feedback, once, within 7 days of leaving it. */
export function checkChange(feedback: Feedback, principal: Principal, now: Date): void {
  if (feedback.raterId !== principal.userId)
    throw new ForbiddenError('Only the party who left this feedback can change it.', 'feedbackId');
  if (feedback.changedOn)
    throw new ConflictError(
      `This feedback was changed on ${feedback.changedOn}; it can be changed only once.`,
      'feedbackId',
    );
  const closes = Date.parse(feedback.createdOn) + CHANGE_WINDOW_DAYS * DAY_MS;
  if (now.getTime() > closes)
    throw new ConflictError(
      `The change window closed on ${dayOf(closes)}: feedback can be changed once within ${CHANGE_WINDOW_DAYS} days ` +
        `of being left.`,
      'feedbackId',
    );
}

/** Only the rated party replies, once. */
export function checkReply(feedback: Feedback, principal: Principal): void {
  if (feedback.ratedId !== principal.userId)
    throw new ForbiddenError('Only the rated party can reply to this feedback.', 'feedbackId');
  if (feedback.reply)
    throw new ConflictError(
      `This feedback was replied to on ${feedback.reply.repliedOn}; it takes one reply.`,
      'feedbackId',
    );
}

/** What one feedback counts for in its rated party's summary. */
export const countedOf = (feedback: Pick<Feedback, 'rating' | 'onTime' | 'createdOn'>): CountedFeedback => ({
  rating: feedback.rating,
  ...(feedback.onTime !== undefined ? { onTime: feedback.onTime } : {}),
  month: feedback.createdOn.slice(0, 7),
});

export const sameCount = (a: CountedFeedback | undefined, b: CountedFeedback | undefined) =>
  a?.rating === b?.rating && a?.onTime === b?.onTime && a?.month === b?.month;

/** The counts with one feedback's old contribution taken out and its new one added. */
export function recounted(
  counts: FeedbackCounts,
  before: CountedFeedback | undefined,
  after: CountedFeedback | undefined,
  now: Date,
): FeedbackCounts {
  const next: Required<FeedbackCounts> = {
    count: counts.count,
    positiveCount: counts.positiveCount,
    starTotal: counts.starTotal,
    onTimeCount: counts.onTimeCount ?? 0,
    onTimeRated: counts.onTimeRated ?? 0,
    months: { ...counts.months },
    revision: (counts.revision ?? 0) + 1,
  };
  const add = (counted: CountedFeedback | undefined, sign: 1 | -1) => {
    if (!counted) return;
    next.count += sign;
    next.starTotal += sign * counted.rating;
    if (counted.rating >= POSITIVE_RATING) next.positiveCount += sign;
    if (counted.onTime !== undefined) {
      next.onTimeRated += sign;
      if (counted.onTime) next.onTimeCount += sign;
    }
    const [n, stars] = next.months[counted.month] ?? [0, 0];
    // a month already dropped from the window has nothing to take out
    if (sign < 0 && n === 0) return;
    if (n + sign <= 0) delete next.months[counted.month];
    else next.months[counted.month] = [n + sign, stars + sign * counted.rating];
  };
  add(before, -1);
  add(after, 1);
  const oldest = monthBefore(now, RECENT_MONTHS);
  for (const month of Object.keys(next.months)) if (month < oldest) delete next.months[month];
  return next;
}

/** The counts a user's feedback received makes (the audit's recount, docs/reliability.md). */
export function countsOf(received: Pick<Feedback, 'rating' | 'onTime' | 'createdOn'>[], now: Date): FeedbackCounts {
  return received.reduce<FeedbackCounts>((counts, feedback) => recounted(counts, undefined, countedOf(feedback), now), {
    count: 0,
    positiveCount: 0,
    starTotal: 0,
  });
}

/** Whether two counts say the same (their revisions aside; months out of the window dropped). */
export function sameCounts(a: FeedbackCounts | undefined, b: FeedbackCounts, now: Date): boolean {
  if (!a) return b.count === 0;
  const oldest = monthBefore(now, RECENT_MONTHS);
  const months = (counts: FeedbackCounts) =>
    JSON.stringify(
      Object.entries(counts.months ?? {})
        .filter(([month]) => month >= oldest)
        .sort(),
    );
  return (
    a.count === b.count &&
    a.positiveCount === b.positiveCount &&
    a.starTotal === b.starTotal &&
    (a.onTimeCount ?? 0) === (b.onTimeCount ?? 0) &&
    (a.onTimeRated ?? 0) === (b.onTimeRated ?? 0) &&
    months(a) === months(b)
  );
}
