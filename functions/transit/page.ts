import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { TrackingTokenPath } from '../../shared/schemas/attachments.ts';
import { trackingPage } from '../../shared/domain/tracking/pages.ts';
import { missingTrackingPageHtml, trackingPageHtml } from '../../shared/domain/tracking/page-view.ts';
import { NotFoundError } from '../../shared/domain/errors.ts';

// docs/tracking.md: the public tracking page, no key needed. Never indexed, never cached (a
// rotated link must stop working at once), no outside resources, no referrer.
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

export const handler = endpoint(async ({ pathParameters, language, headers: request }) => {
  const { token } = parseInput(TrackingTokenPath, pathParameters, 'path');
  try {
    return { status: 200, headers, binary: Buffer.from(trackingPageHtml(await trackingPage(token), language)) };
  } catch (error) {
    // a person following an old link gets a page; a program gets the 7.2 error body
    if (error instanceof NotFoundError && /text\/html/i.test(request.accept ?? '')) {
      return { status: 404, headers, binary: Buffer.from(missingTrackingPageHtml(language)) };
    }
    throw error;
  }
});
