import * as clock from '../../clock.ts';
import { imageOf, type TableChange } from '../../data/images.ts';
import {
  changeFeedback,
  countingState,
  feedbackCountsOf,
  feedbackReceivedBy,
  findFeedback,
  insertFeedback,
  replyToFeedback,
  saveCounting,
} from '../../data/feedback.ts';
import { statusRecordsOf } from '../../data/transit.ts';
import { findUser } from '../../data/users.ts';
import { cityLabel } from '../lookups/places.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { failedOn } from '../../data/errors.ts';
import { retrying, RetryLimitReached } from '../../retry.ts';
import { existingListing } from '../listings/access.ts';
import type { Principal } from '../users/types.ts';
import { displayNameOf } from '../users/views.ts';
import type { FeedbackInput } from '../../schemas/feedback.ts';
import {
  checkChange,
  checkFeedbackWindow,
  checkOnTime,
  checkReply,
  countedOf,
  raterOf,
  recounted,
  sameCount,
} from './rules.ts';
import { summaryOf, type FeedbackSummary } from '../users/feedback-summary.ts';
import type { Feedback, FeedbackCounts } from './types.ts';
import { personOf } from '../users/person.ts';

// Feedback between the parties of a delivered shipment (docs/feedback.md). Its summary on each
// user is kept by the summarizer (functions/feedback/summarize.ts) from the stream.

const given = (input: FeedbackInput) => ({
  rating: input.rating,
  ...(input.onTime !== undefined && input.onTime !== null ? { onTime: input.onTime } : {}),
  ...(input.comment ? { comment: input.comment } : {}),
});

export async function leaveFeedback(
  principal: Principal,
  listingId: number,
  input: FeedbackInput,
  now = clock.now(),
): Promise<Feedback> {
  const listing = await existingListing(listingId, principal);
  const { raterRole, ratedId } = raterOf(listing, principal);
  const delivered = (await statusRecordsOf(listing)).find((record) => record.status === 'Delivered');
  checkFeedbackWindow(listing, delivered?.recorded, now);
  const feedback = given(input);
  checkOnTime(raterRole, feedback.onTime);
  const rater = await findUser(principal.userId);
  const [pickup, delivery] = listing.route.items;
  return insertFeedback({
    listingId,
    raterId: principal.userId,
    createdBy: personOf(principal),
    raterRole,
    raterName: rater ? displayNameOf(rater) : `User ${principal.userId}`,
    ratedId,
    ...feedback,
    createdOn: now.toISOString(),
    listing: { title: listing.title, from: cityLabel(pickup.address), to: cityLabel(delivery.address) },
  }).catch((error: unknown) => {
    if (failedOn(error, 'claim'))
      throw new ConflictError(
        'You already left feedback on this listing; it can be changed once with PUT on it.',
        'listingId',
      );
    throw error;
  });
}

export async function existingFeedback(feedbackId: string): Promise<Feedback> {
  const feedback = await findFeedback(feedbackId);
  if (!feedback) throw new NotFoundError(`Feedback ${feedbackId} does not exist.`, 'feedbackId');
  return feedback;
}

export async function changeFeedbackOf(
  principal: Principal,
  feedbackId: string,
  input: FeedbackInput,
  now = clock.now(),
): Promise<Feedback> {
  const feedback = await existingFeedback(feedbackId);
  checkChange(feedback, principal, now);
  const change = given(input);
  checkOnTime(feedback.raterRole, change.onTime);
  if (!(await changeFeedback(feedbackId, change, now.toISOString())))
    throw new ConflictError('This feedback was changed meanwhile; it can be changed only once.', 'feedbackId');
  const { onTime: _onTime, comment: _comment, ...kept } = feedback;
  return { ...kept, ...change, changedOn: now.toISOString() };
}

export async function replyTo(
  principal: Principal,
  feedbackId: string,
  text: string,
  now = clock.now(),
): Promise<Feedback> {
  const feedback = await existingFeedback(feedbackId);
  checkReply(feedback, principal);
  const reply = { text, repliedOn: now.toISOString() };
  if (!(await replyToFeedback(feedbackId, reply)))
    throw new ConflictError('This feedback was replied to meanwhile; it takes one reply.', 'feedbackId');
  return { ...feedback, reply };
}

/**
 * What a user received, newest first; 404 for no such user. The count is the summary's, never below what the page
 * shows.
 */
export async function feedbackReceived(
  userId: number,
  page: { skip: number; top: number },
): Promise<{ items: Feedback[]; totalCount: number }> {
  const user = await findUser(userId);
  if (!user) throw new NotFoundError(`User ${userId} does not exist.`, 'userId');
  const { items, more } = await feedbackReceivedBy(userId, page.skip, page.top);
  // the summary follows the stream by a moment: the page decides where they disagree
  const totalCount = more ? Math.max(user.feedback.count, page.skip + page.top + 1) : page.skip + items.length;
  return { items, totalCount };
}

const noFeedback: FeedbackCounts = { count: 0, positiveCount: 0, starTotal: 0 };
export const feedbackSummaryOf = (counts: FeedbackCounts | undefined, now = clock.now()): FeedbackSummary =>
  summaryOf(counts ?? noFeedback, now);

/** The summaries of several users at once (the bidders of a listing): one read per hundred. */
export async function feedbackSummaries(userIds: number[], now = clock.now()): Promise<Map<number, FeedbackSummary>> {
  const counts = await feedbackCountsOf(userIds);
  return new Map(userIds.map((id) => [id, feedbackSummaryOf(counts.get(id), now)]));
}

/**
 * The summarizer's step for one feedback as it now is: its old contribution out of the rated
 * user's counts, its new one in, and a record of what is counted, in one conditional write. A
 * replay finds the record as wanted and writes nothing; a racing count makes it read again.
 */
export async function countFeedback(
  feedback: Feedback,
  now = clock.now(),
): Promise<'counted' | 'already counted' | 'no such user'> {
  const wanted = countedOf(feedback);
  // another count of the same user won the write: read again, a stated number of times (a stream batch that reaches
  // the limit is retried whole, and a replay writes nothing twice)
  const countMoved = {
    attempts: COUNT_ATTEMPTS,
    retryable: (error: unknown) => error instanceof CountMoved,
    backoff: { baseMs: 10, capMs: 1_000 },
    exhausted: (last: unknown) =>
      new RetryLimitReached(`counting feedback ${feedback.feedbackId}`, COUNT_ATTEMPTS, last),
  };
  return retrying(countMoved, async () => {
    const { counts, counted } = await countingState(feedback.feedbackId, feedback.ratedId);
    if (!counts) return 'no such user';
    if (sameCount(counted, wanted)) return 'already counted';
    const next = recounted(counts, counted, wanted, now);
    if (
      await saveCounting(feedback.feedbackId, feedback.ratedId, { counts, counted }, { counts: next, counted: wanted })
    )
      return 'counted';
    throw new CountMoved();
  });
}

/** How many times a count is read again when another count of its user wrote first. */
const COUNT_ATTEMPTS = 20;

class CountMoved extends Error {}

/** A feedback as the stream shows it now, counted in its rated party's summary (idempotent); other kinds, nothing. */
export async function countFeedbackOf(change: TableChange): Promise<void> {
  const feedback = imageOf(change.newImage, 'Feedback');
  if (feedback) await countFeedback(feedback);
}
