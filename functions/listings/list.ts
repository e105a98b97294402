import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingsQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { listingsOfCaller } from '../../shared/domain/listings/service.ts';
import { listingView } from '../../shared/domain/listings/views.ts';

// spec 4 rule 7: the caller's listings, newest first, filtered by transit status, paged. The next
// link carries $skiptoken, so following it costs the page however deep (docs/listings.md).
export const handler = endpoint(async ({ principal, query, baseUrl, language }) => {
  const {
    $skip = 0,
    $top = DEFAULT_PAGE_SIZE,
    transitStatus,
    assignedTo,
    $skiptoken,
  } = parseInput(ListingsQuery, query, 'query');
  const { items, totalCount, cursor } = await listingsOfCaller(principal, {
    transitStatus,
    assignedTo,
    skip: $skip,
    top: $top,
    cursor: $skiptoken,
  });
  const views = items.map((listing) => listingView(listing, principal, baseUrl, language));
  return ok(
    pagedList(
      `${baseUrl}/v2/listings`,
      { skip: $skip, top: $top, totalCount, items: views },
      { transitStatus, assignedTo, $skiptoken: cursor },
    ),
  );
});
