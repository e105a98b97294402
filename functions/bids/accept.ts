import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { BidIdPath } from '../../shared/schemas/paths.ts';
import { BookingBody } from '../../shared/schemas/payments.ts';
import { accept } from '../../shared/domain/bids/service.ts';
import { bidView } from '../../shared/domain/bids/views.ts';

// The owner accepts a bid: the listing is booked, ready for dispatch (spec 3.1), paid on the platform when the body
// carries a payment (docs/payments.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl, language }) => {
  const { bidId } = parseInput(BidIdPath, pathParameters, 'path');
  const { bid, ...read } = await accept(principal, bidId, parseInput(BookingBody, body));
  return ok(bidView(bid, baseUrl, language, { ...read, viewer: principal }));
});
