import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { unwatch } from '../../shared/domain/listings/service.ts';

// Stop watching a listing (204 whether or not it was watched)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await unwatch(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return noContent();
});
