import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { FeedbackBody, FeedbackIdPath } from '../../shared/schemas/feedback.ts';
import { changeFeedbackOf } from '../../shared/domain/feedback/service.ts';
import { feedbackView } from '../../shared/domain/feedback/views.ts';

// Its author changes feedback once, within 7 days (docs/feedback.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { feedbackId } = parseInput(FeedbackIdPath, pathParameters, 'path');
  return ok(
    feedbackView(await changeFeedbackOf(principal, feedbackId, parseInput(FeedbackBody, body)), baseUrl, principal),
  );
});
