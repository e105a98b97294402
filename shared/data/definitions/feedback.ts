import * as v from 'valibot';
import type { Feedback } from '../../domain/feedback/types.ts';
import type { PartyRole } from '../../domain/listings/types.ts';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 17 (docs/feedback.md): feedback by its id; GSI1 groups what a user received, by when it was left (read newest
// first).

const partyRoles = ['Shipper', 'Carrier'] as const satisfies readonly PartyRole[];

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
