import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { htmlPage } from '../../shared/http/html.ts';
import { UnsubscribeQuery } from '../../shared/schemas/email.ts';
import { TokenPath } from '../../shared/schemas/paths.ts';
import { unsubscribeQuestionHtml } from '../../shared/domain/email/pages.ts';

// docs/notifications.md, Email: the link in every email. Opening it changes nothing (mail scanners
// open links); its button POSTs to the same address.
export const handler = endpoint(async ({ pathParameters, query, language }) => {
  parseInput(TokenPath, pathParameters, 'path');
  const { event } = parseInput(UnsubscribeQuery, query, 'query');
  return htmlPage(200, unsubscribeQuestionHtml(event, language));
});
