import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { messagesFor } from '../../shared/domain/messages/service.ts';
import { messageView } from '../../shared/domain/messages/views.ts';

// A booked listing's conversation, oldest first, for its two parties (docs/messages.md)
export const handler = endpoint(async ({ principal, pathParameters, query, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const { items, ...counted } = await messagesFor(principal, listingId, { skip: $skip, top: $top });
  return ok(
    pagedList(`${baseUrl}/v2/listings/${listingId}/messages`, {
      skip: $skip,
      top: $top,
      ...counted,
      items: items.map((m) => messageView(m, baseUrl, principal)),
    }),
  );
});
