import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { htmlPage, wantsHtml } from '../../shared/http/html.ts';
import { TrackingTokenPath } from '../../shared/schemas/attachments.ts';
import { trackingPage } from '../../shared/domain/tracking/pages.ts';
import { missingTrackingPageHtml, trackingPageHtml } from '../../shared/domain/tracking/page-view.ts';
import { NotFoundError } from '../../shared/domain/errors.ts';

// docs/tracking.md: the public tracking page, no key needed. Never indexed, never cached (a
// rotated link must stop working at once), no outside resources, no referrer.
export const handler = endpoint(async ({ pathParameters, language, headers }) => {
  const { token } = parseInput(TrackingTokenPath, pathParameters, 'path');
  try {
    return htmlPage(200, trackingPageHtml(await trackingPage(token), language));
  } catch (error) {
    // a person following an old link gets a page; a program gets the 7.2 error body
    if (error instanceof NotFoundError && wantsHtml(headers)) return htmlPage(404, missingTrackingPageHtml(language));
    throw error;
  }
});
