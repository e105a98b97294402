import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CreateListingBody } from '../../shared/schemas/listings.ts';
import { createListing } from '../../shared/domain/listings/service.ts';
import { listingUrl } from '../../shared/domain/listings/views.ts';

// spec 4 #4, 2.6: 201, body null, Location of the listing
export const handler = endpoint(async ({ principal, body, baseUrl }) => {
  const listing = await createListing(principal, parseInput(CreateListingBody, body));
  return created(listingUrl(listing.listingId, baseUrl));
});
