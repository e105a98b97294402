import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { bidsFor } from '../../shared/domain/bids/service.ts';
import { bidView } from '../../shared/domain/bids/views.ts';

// Bids of a listing: all for its owner, a provider's own for a provider
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const bids = await bidsFor(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return ok(wholeList(bids, ({ bid, ...read }) => bidView(bid, baseUrl, language, { ...read, viewer: principal })));
});
