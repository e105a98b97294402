import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { FeedbackIdPath } from '../../shared/schemas/feedback.ts';
import { existingFeedback } from '../../shared/domain/feedback/service.ts';
import { feedbackView } from '../../shared/domain/feedback/views.ts';

// One feedback: public to every key, as profiles are (docs/feedback.md)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) =>
  ok(
    feedbackView(
      await existingFeedback(parseInput(FeedbackIdPath, pathParameters, 'path').feedbackId),
      baseUrl,
      principal,
    ),
  ),
);
