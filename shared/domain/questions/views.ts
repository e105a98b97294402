import type { FeedbackSummary } from '../users/feedback-summary.ts';
import type { Link } from '../users/views.ts';
import type { Question } from './types.ts';

// What the questions of a listing show (docs/questions.md): to everyone who can see the listing.

export const questionUrl = (question: Pick<Question, 'listingId' | 'questionId'>, baseUrl: string) =>
  `${baseUrl}/v2/listings/${question.listingId}/questions/${question.questionId}`;

export function questionView(question: Question, askerFeedback: FeedbackSummary, baseUrl: string) {
  return {
    questionId: question.questionId,
    listingId: question.listingId,
    text: question.text,
    masked: question.masked,
    askedBy: { userId: question.askerId, companyName: question.askerName, feedbackSummary: askerFeedback },
    askedOn: question.askedOn,
    ...(question.answer ? { answer: question.answer } : {}),
    links: [
      { rel: 'Self', verb: 'GET', href: questionUrl(question, baseUrl), title: 'question' },
      { rel: 'Answer', verb: 'PUT', href: `${questionUrl(question, baseUrl)}/answer`, title: "the shipper's answer" },
      { rel: 'Listing', verb: 'GET', href: `${baseUrl}/v2/listings/${question.listingId}`, title: 'listing' },
    ] satisfies Link[],
  };
}
