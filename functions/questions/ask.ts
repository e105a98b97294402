import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { QuestionBody } from '../../shared/schemas/questions.ts';
import { askQuestion } from '../../shared/domain/questions/service.ts';
import { questionUrl, questionView } from '../../shared/domain/questions/views.ts';

// A carrier asks on an Active listing; contact details are masked (docs/questions.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const { question, askerFeedback } = await askQuestion(principal, listingId, parseInput(QuestionBody, body).text);
  return created(questionUrl(question, baseUrl), questionView(question, askerFeedback, baseUrl));
});
