import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { BidIdPath } from '../../shared/schemas/paths.ts';
import { DeclineBidBody } from '../../shared/schemas/bids.ts';
import { decline } from '../../shared/domain/bids/service.ts';
import { bidView } from '../../shared/domain/bids/views.ts';

// spec 4 #14, 2.12: decline an active bid with one reason from the lookup
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl, language }) => {
  const { bidId } = parseInput(BidIdPath, pathParameters, 'path');
  const { bid, ...read } = await decline(principal, bidId, parseInput(DeclineBidBody, body));
  return ok(bidView(bid, baseUrl, language, { ...read, viewer: principal }));
});
