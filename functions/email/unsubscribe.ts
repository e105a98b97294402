import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { linkedPage } from '../../shared/http/html.ts';
import { UnsubscribeQuery } from '../../shared/schemas/email.ts';
import { TokenPath } from '../../shared/schemas/paths.ts';
import { unsubscribe } from '../../shared/domain/email/service.ts';
import { invalidUnsubscribeHtml, unsubscribedHtml } from '../../shared/domain/email/pages.ts';

// docs/notifications.md, Email: one-click unsubscribe (RFC 8058), no key: a mail client POSTs
// `List-Unsubscribe=One-Click` here, or the person presses the page's button (or its other one, `cadence=daily`: a
// digest instead; docs/notifications.md, "Digests").
export const handler = endpoint(async ({ pathParameters, query, language, headers, origin }) => {
  const { token } = parseInput(TokenPath, pathParameters, 'path');
  const { event, cadence } = parseInput(UnsubscribeQuery, query, 'query');
  return linkedPage(
    headers,
    async () => {
      await unsubscribe(token, event, origin, cadence);
      return unsubscribedHtml(event, language, cadence);
    },
    () => invalidUnsubscribeHtml(language),
  );
});
