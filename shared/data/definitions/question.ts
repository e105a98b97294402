import * as v from 'valibot';
import type { Question } from '../../domain/questions/types.ts';
import { defineItem, defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 18 (docs/questions.md): a question under its listing, in time order by its UUID v7; a Query of the listing's
// partition by the sort key's prefix reads the listing's questions oldest first. Beside them, the count of an asker's
// questions in one clock hour.

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

/** Whose questions, in which clock hour (hours since the epoch): what a count is keyed by, and not stored in it. */
export interface QuestionsAskedIn {
  askerId: number;
  hour: number;
}

const asked = templatesOf<QuestionsAskedIn>();

/** An asker's questions in one clock hour (at most `QUESTIONS_PER_HOUR`), added to by an Update; TTL. */
export const questionCountItems = defineKeyedItem<QuestionsAskedIn, { asked: number; expiresAt: number }>()({
  kind: 'QuestionCount',
  schema: v.looseObject({ asked: v.number(), expiresAt: v.number() }),
  key: {
    partition: asked(['askerId'], ({ askerId }) => `QUESTIONSASKED#${askerId}`),
    sort: asked(['hour'], ({ hour }) => `H#${hour}`),
  },
});
