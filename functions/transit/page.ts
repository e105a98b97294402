import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { linkedPage } from '../../shared/http/html.ts';
import { TokenPath } from '../../shared/schemas/paths.ts';
import { trackingPage } from '../../shared/domain/tracking/pages.ts';
import { missingTrackingPageHtml, trackingPageHtml } from '../../shared/domain/tracking/page-view.ts';

// docs/tracking.md: the public tracking page, no key needed. Never indexed, never cached (a
// rotated link must stop working at once), no outside resources, no referrer.
export const handler = endpoint(async ({ pathParameters, language, headers }) => {
  const { token } = parseInput(TokenPath, pathParameters, 'path');
  // a person following an old link gets a page; a program gets the 7.2 error body
  return linkedPage(
    headers,
    async () => trackingPageHtml(await trackingPage(token), language),
    () => missingTrackingPageHtml(language),
  );
});
