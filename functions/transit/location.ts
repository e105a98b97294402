import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { LocationUpdateBody } from '../../shared/schemas/tracking.ts';
import { reportLocation } from '../../shared/domain/tracking/service.ts';
import { positionsView, recordView } from '../../shared/domain/tracking/views.ts';

// spec 2.11: a location update without a status change, or a device's batch of positions (docs/tracking.md), by the
// booked provider
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl, language }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const { record, recorded } = await reportLocation(principal, listingId, parseInput(LocationUpdateBody, body));
  return created(
    `${baseUrl}/v2/listings/${listingId}/transitStatuses`,
    record ? recordView(record, language) : positionsView(recorded, language),
  );
});
