import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { PlaceBidBody } from '../../shared/schemas/bids.ts';
import { placeBid } from '../../shared/domain/bids/service.ts';
import { bidUrl, bidView } from '../../shared/domain/bids/views.ts';

// A service provider bids on an active listing (spec 1; docs/listings.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl, language }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const bid = await placeBid(principal, listingId, parseInput(PlaceBidBody, body));
  return created(bidUrl(bid.bidId, baseUrl), bidView(bid, baseUrl, language, { viewer: principal }));
});
