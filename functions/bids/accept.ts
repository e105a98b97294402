import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { BidIdPath } from '../../shared/schemas/paths.ts';
import { accept } from '../../shared/domain/bids/service.ts';
import { bidView } from '../../shared/domain/bids/views.ts';

// The owner accepts a bid: the listing is booked, ready for dispatch (spec 3.1)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { bid, ...read } = await accept(principal, parseInput(BidIdPath, pathParameters, 'path').bidId);
  return ok(bidView(bid, baseUrl, language, { ...read, viewer: principal }));
});
