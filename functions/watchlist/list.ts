import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { watchlist } from '../../shared/domain/listings/service.ts';
import { listingView } from '../../shared/domain/listings/views.ts';

// The caller's watched listings, most recently watched first (the newest 1,000)
export const handler = endpoint(async ({ principal, baseUrl, language }) => {
  const { listings, counted } = await watchlist(principal);
  return ok(wholeList(listings, (listing) => listingView(listing, principal, baseUrl, language), counted));
});
