import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { transitHistory } from '../../shared/domain/tracking/service.ts';
import { transitHistoryView } from '../../shared/domain/tracking/views.ts';

// spec 4 #9, 2.11
export const handler = endpoint(async ({ principal, pathParameters, language }) => {
  const { listing, records } = await transitHistory(
    principal,
    parseInput(ListingIdPath, pathParameters, 'path').listingId,
  );
  return ok(transitHistoryView(listing, records, language));
});
