import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { BidIdPath } from '../../shared/schemas/paths.ts';
import { bidFor } from '../../shared/domain/bids/service.ts';
import { bidView } from '../../shared/domain/bids/views.ts';

// One bid, for its bidder or the listing's owner (a declined bid shows its reason, spec 2.12)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { bid, ...read } = await bidFor(principal, parseInput(BidIdPath, pathParameters, 'path').bidId);
  return ok(bidView(bid, baseUrl, language, { ...read, viewer: principal }));
});
