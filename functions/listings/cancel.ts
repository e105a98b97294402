import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { cancel } from '../../shared/domain/bids/cancellation.ts';

// The owner withdraws a listing that is not booked; either party cancels a booking before pickup (docs/payments.md)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await cancel(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return noContent();
});
