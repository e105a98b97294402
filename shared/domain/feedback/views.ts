import type { Link } from '../users/views.ts';
import type { Feedback } from './types.ts';
import type { Principal } from '../users/types.ts';
import { createdByShown } from '../users/person.ts';

// What GET /v2/feedback/{feedbackId} and the feedback lists show (docs/feedback.md).

export const feedbackUrl = (feedbackId: string, baseUrl: string) => `${baseUrl}/v2/feedback/${feedbackId}`;

/** `viewer`: the caller; the rater's company also reads which of its people wrote it. */
export function feedbackView(feedback: Feedback, baseUrl: string, viewer?: Principal) {
  return {
    feedbackId: feedback.feedbackId,
    listing: {
      listingId: feedback.listingId,
      title: feedback.listing.title,
      route: { from: feedback.listing.from, to: feedback.listing.to },
    },
    rating: feedback.rating,
    ...(feedback.onTime !== undefined ? { onTime: feedback.onTime } : {}),
    ...(feedback.comment ? { comment: feedback.comment } : {}),
    rater: { userId: feedback.raterId, displayName: feedback.raterName, role: feedback.raterRole },
    ...createdByShown(feedback, feedback.raterId, viewer),
    ratedUserId: feedback.ratedId,
    createdOn: feedback.createdOn,
    ...(feedback.changedOn ? { changedOn: feedback.changedOn } : {}),
    ...(feedback.reply ? { reply: feedback.reply } : {}),
    links: [
      { rel: 'Self', verb: 'GET', href: feedbackUrl(feedback.feedbackId, baseUrl), title: 'feedback' },
      { rel: 'Rated', verb: 'GET', href: `${baseUrl}/v2/users/${feedback.ratedId}/profile`, title: 'rated party' },
      { rel: 'Rater', verb: 'GET', href: `${baseUrl}/v2/users/${feedback.raterId}/profile`, title: 'rater' },
    ] satisfies Link[],
  };
}
