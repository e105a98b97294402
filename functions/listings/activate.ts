import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { activateListing } from '../../shared/domain/listings/service.ts';

// spec 3.2: a Saved listing is activated to receive bids
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await activateListing(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return noContent();
});
