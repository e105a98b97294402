import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { savedSearchesFor } from '../../shared/domain/saved-searches/service.ts';
import { savedSearchView } from '../../shared/domain/saved-searches/views.ts';

// The caller's saved searches, oldest first (docs/saved-searches.md)
export const handler = endpoint(async ({ principal, query, baseUrl }) => {
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const { items, totalCount } = await savedSearchesFor(principal, { skip: $skip, top: $top });
  return ok(
    pagedList(`${baseUrl}/v2/searches`, {
      skip: $skip,
      top: $top,
      totalCount,
      items: items.map((search) => savedSearchView(search, baseUrl)),
    }),
  );
});
