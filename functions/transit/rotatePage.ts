import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { rotateTrackingPage } from '../../shared/domain/tracking/pages.ts';
import { trackingPageUrl } from '../../shared/domain/listings/links.ts';

// docs/tracking.md: the shipper replaces the public tracking link; the old one 404s from now on
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const href = trackingPageUrl(await rotateTrackingPage(principal, listingId), baseUrl);
  return ok({ links: [{ rel: 'TrackingPage', verb: 'GET', href, title: 'public tracking page' }] });
});
