import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { listingFor } from '../../shared/domain/listings/service.ts';
import { listingView } from '../../shared/domain/listings/views.ts';

// spec 4 rule 7: one listing
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  return ok(listingView(await listingFor(principal, listingId), principal, baseUrl, language));
});
