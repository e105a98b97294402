// How long a text may be that more than one context bounds: its own request schema, and the
// events and answers that carry it (docs/limits.md).

export const MAX_FEEDBACK_COMMENT = 2000;
export const MAX_MESSAGE_TEXT = 4000;
export const MAX_QUESTION_TEXT = 1000;
export const MAX_ANSWER_TEXT = 1000;
export const MAX_SEARCH_NAME = 100;
