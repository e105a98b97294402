import * as v from 'valibot';
import type { CountedFeedback, Feedback } from '../../domain/feedback/types.ts';
import type { PartyRole } from '../../domain/listings/types.ts';
import { defineItem, defineKeyedItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 17 (docs/feedback.md): feedback by its id; GSI1 groups what a user received, by when it was left (read newest
// first). Beside it, the claim that allows one feedback per party per listing, and what the summarizer counted of it.

const partyRoles = everyOf<PartyRole>()(['Shipper', 'Carrier']);

const feedback = templatesOf<Feedback>();

export const feedbackItems = defineItem<Feedback>()({
  kind: 'Feedback',
  schema: v.looseObject({
    feedbackId: v.string(),
    listingId: v.number(),
    raterId: v.number(),
    createdBy: v.optional(v.number()),
    raterRole: v.picklist(partyRoles),
    raterName: v.string(),
    ratedId: v.number(),
    rating: v.number(),
    onTime: v.optional(v.boolean()),
    comment: v.optional(v.string()),
    createdOn: v.string(),
    changedOn: v.optional(v.string()),
    reply: v.optional(v.looseObject({ text: v.string(), repliedOn: v.string() })),
    listing: v.looseObject({ title: v.string(), from: v.string(), to: v.string() }),
  }),
  key: {
    partition: feedback(['feedbackId'], ({ feedbackId }) => `FEEDBACK#${feedbackId}`),
    sort: feedback([], () => 'FEEDBACK'),
  },
  indexes: {
    GSI1: {
      partition: feedback(['ratedId'], ({ ratedId }) => `USER#${ratedId}#FEEDBACK`),
      sort: feedback(['createdOn', 'feedbackId'], ({ createdOn, feedbackId }) => `${createdOn}#${feedbackId}`),
    },
  },
});

/** A party of a listing, rating the other. */
interface Rater {
  listingId: number;
  raterId: number;
}

const rater = templatesOf<Rater>();

/** One feedback per party per listing: a claim written with the feedback, naming it. */
export const feedbackClaimItems = defineKeyedItem<Rater, { feedbackId: string }>()({
  kind: 'FeedbackClaim',
  schema: v.looseObject({ feedbackId: v.string() }),
  key: {
    partition: rater(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: rater(['raterId'], ({ raterId }) => `FEEDBACKBY#${raterId}`),
  },
});

const counted = templatesOf<Pick<Feedback, 'feedbackId'>>();

/** What the summarizer last counted of a feedback, and its version: what makes its counting idempotent. */
export const feedbackCountedItems = defineKeyedItem<
  Pick<Feedback, 'feedbackId'>,
  CountedFeedback & { version: number }
>()({
  kind: 'FeedbackCounted',
  schema: v.looseObject({
    rating: v.number(),
    onTime: v.optional(v.boolean()),
    month: v.string(),
    version: v.number(),
  }),
  key: {
    partition: counted(['feedbackId'], ({ feedbackId }) => `FEEDBACK#${feedbackId}`),
    sort: counted([], () => 'COUNTED'),
  },
});
