import * as v from 'valibot';
import { integerId, uuidId } from './paths.ts';
import { text } from './common.ts';
import { MAX_ANSWER_TEXT, MAX_QUESTION_TEXT } from '../domain/limits/texts.ts';

// Questions on a listing (docs/questions.md).

export const QuestionBody = v.object({ text: text(MAX_QUESTION_TEXT) });
export const AnswerBody = v.object({ text: text(MAX_ANSWER_TEXT) });
export const QuestionPath = v.object({ listingId: integerId, questionId: uuidId('a question id') });
