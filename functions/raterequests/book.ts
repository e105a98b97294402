import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RatePath } from '../../shared/schemas/paths.ts';
import { BookingBody } from '../../shared/schemas/payments.ts';
import { bookRate } from '../../shared/domain/raterequests/service.ts';
import { listingUrl } from '../../shared/domain/listings/views.ts';

// The requester books one rate: 201 with Location of the booked shipment (a listing), paid on the platform when the
// body carries a payment (docs/payments.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { rateRequestID, rateId } = parseInput(RatePath, pathParameters, 'path');
  const shipment = await bookRate(principal, rateRequestID, rateId, parseInput(BookingBody, body));
  return created(listingUrl(shipment.listingId, baseUrl));
});
