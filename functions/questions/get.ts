import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { QuestionPath } from '../../shared/schemas/questions.ts';
import { questionFor } from '../../shared/domain/questions/service.ts';
import { questionView } from '../../shared/domain/questions/views.ts';

// One question of a listing, for everyone who can see the listing (docs/questions.md)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const { listingId, questionId } = parseInput(QuestionPath, pathParameters, 'path');
  const { question, askerFeedback } = await questionFor(principal, listingId, questionId);
  return ok(questionView(question, askerFeedback, baseUrl));
});
