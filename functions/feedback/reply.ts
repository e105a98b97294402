import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { FeedbackIdPath, FeedbackReplyBody } from '../../shared/schemas/feedback.ts';
import { replyTo } from '../../shared/domain/feedback/service.ts';
import { feedbackUrl, feedbackView } from '../../shared/domain/feedback/views.ts';

// The rated party's one reply (docs/feedback.md): 201, Location the feedback that now carries it
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { feedbackId } = parseInput(FeedbackIdPath, pathParameters, 'path');
  const feedback = await replyTo(principal, feedbackId, parseInput(FeedbackReplyBody, body).text);
  return created(feedbackUrl(feedbackId, baseUrl), feedbackView(feedback, baseUrl, principal));
});
