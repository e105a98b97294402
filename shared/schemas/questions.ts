import { object } from './objects.ts';
import { integerId, uuidId } from './paths.ts';
import { text } from './common.ts';
import { MAX_ANSWER_TEXT, MAX_QUESTION_TEXT } from '../domain/limits/texts.ts';

// Questions on a listing (docs/questions.md).

export const QuestionBody = object({ text: text(MAX_QUESTION_TEXT) });
export const AnswerBody = object({ text: text(MAX_ANSWER_TEXT) });
export const QuestionPath = object({ listingId: integerId, questionId: uuidId('a question id') });
