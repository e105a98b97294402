import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { htmlPage, wantsHtml } from '../../shared/http/html.ts';
import { UnsubscribePath, UnsubscribeQuery } from '../../shared/schemas/email.ts';
import { unsubscribe } from '../../shared/domain/email/service.ts';
import { invalidUnsubscribeHtml, unsubscribedHtml } from '../../shared/domain/email/pages.ts';
import { NotFoundError } from '../../shared/domain/errors.ts';

// docs/notifications.md, Email: one-click unsubscribe (RFC 8058), no key: a mail client POSTs
// `List-Unsubscribe=One-Click` here, or the person presses the page's button.
export const handler = endpoint(async ({ pathParameters, query, language, headers }) => {
  const { token } = parseInput(UnsubscribePath, pathParameters, 'path');
  const { event } = parseInput(UnsubscribeQuery, query, 'query');
  try {
    await unsubscribe(token, event);
  } catch (error) {
    if (error instanceof NotFoundError && wantsHtml(headers)) return htmlPage(404, invalidUnsubscribeHtml(language));
    throw error;
  }
  return htmlPage(200, unsubscribedHtml(event, language));
});
