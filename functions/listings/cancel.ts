import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { cancelListing } from '../../shared/domain/listings/service.ts';

// The owner withdraws a listing that is not booked (docs/listings.md)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await cancelListing(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return noContent();
});
