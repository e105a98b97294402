import { endpoint } from '../../shared/http/endpoint.ts';
import { created, ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { watch } from '../../shared/domain/listings/service.ts';

// spec 4 rule 7: watch a listing; 201 the first time, 200 when already watched
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const newly = await watch(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return newly ? created(`${baseUrl}/v2/watchlist`) : ok(null, { location: `${baseUrl}/v2/watchlist` });
});
