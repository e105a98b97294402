import * as v from 'valibot';
import type { Question } from '../../domain/questions/types.ts';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 18 (docs/questions.md): a question under its listing, in time order by its UUID v7; a Query of the listing's
// partition by the sort key's prefix reads the listing's questions oldest first.

const question = templatesOf<Question>();

export const questionItems = defineItem<Question>()({
  kind: 'Question',
  schema: v.looseObject({
    questionId: v.string(),
    listingId: v.number(),
    shipperId: v.number(),
    askerId: v.number(),
    askerName: v.string(),
    text: v.string(),
    masked: v.boolean(),
    askedOn: v.string(),
    answer: v.optional(v.looseObject({ text: v.string(), masked: v.boolean(), answeredOn: v.string() })),
  }),
  key: {
    partition: question(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: question(['questionId'], ({ questionId }) => `QUESTION#${questionId}`, 'QUESTION#'),
  },
});
