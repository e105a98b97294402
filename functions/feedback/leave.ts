import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { FeedbackBody } from '../../shared/schemas/feedback.ts';
import { leaveFeedback } from '../../shared/domain/feedback/service.ts';
import { feedbackUrl, feedbackView } from '../../shared/domain/feedback/views.ts';

// Feedback on the other party of a delivered listing, once, within 60 days (docs/feedback.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const feedback = await leaveFeedback(principal, listingId, parseInput(FeedbackBody, body));
  return created(feedbackUrl(feedback.feedbackId, baseUrl), feedbackView(feedback, baseUrl, principal));
});
