import * as v from 'valibot';
import { object } from './objects.ts';
import { uuidId } from './paths.ts';
import { optionalText, text } from './common.ts';
import { MAX_FEEDBACK_REPLY } from '../domain/feedback/types.ts';
import { MAX_FEEDBACK_COMMENT } from '../domain/limits/texts.ts';

// Feedback (docs/feedback.md): POST /v2/listings/{listingId}/feedback and its one change (PUT) take the same body.

export const FeedbackBody = object({
  rating: v.pipe(
    v.number('must be a whole number from 1 to 5'),
    v.integer('must be a whole number from 1 to 5'),
    v.minValue(1, 'must be a whole number from 1 to 5'),
    v.maxValue(5, 'must be a whole number from 1 to 5'),
  ),
  onTime: v.optional(v.nullable(v.boolean('must be true or false'))),
  comment: optionalText(MAX_FEEDBACK_COMMENT),
});
export type FeedbackInput = v.InferOutput<typeof FeedbackBody>;

export const FeedbackReplyBody = object({ text: text(MAX_FEEDBACK_REPLY) });

export const FeedbackIdPath = object({ feedbackId: uuidId('a feedback id') });
