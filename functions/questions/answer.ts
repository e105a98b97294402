import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { AnswerBody, QuestionPath } from '../../shared/schemas/questions.ts';
import { answerQuestion } from '../../shared/domain/questions/service.ts';
import { questionView } from '../../shared/domain/questions/views.ts';

// The listing's shipper answers (or answers again); masked before booking (docs/questions.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { listingId, questionId } = parseInput(QuestionPath, pathParameters, 'path');
  const { question, askerFeedback } = await answerQuestion(
    principal,
    listingId,
    questionId,
    parseInput(AnswerBody, body).text,
  );
  return ok(questionView(question, askerFeedback, baseUrl));
});
