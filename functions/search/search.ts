import { endpoint } from '../../shared/http/endpoint.ts';
import { localized, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { SearchBody } from '../../shared/schemas/search.ts';
import { searchListingsFor } from '../../shared/domain/search/service.ts';
import { searchItemView } from '../../shared/domain/search/views.ts';

// spec 4 #11, 2.10: open listings matching the body; $skip/$top paging, next link with verb POST
export const handler = endpoint(async ({ body, query, baseUrl, language, principal }) => {
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const now = new Date();
  const page = await searchListingsFor(principal, parseInput(SearchBody, body ?? {}), { skip: $skip, top: $top }, now);
  const items = page.cards.map((card) => searchItemView(card, baseUrl, language, now, page.meets.get(card.listingId)));
  return localized(
    pagedList(`${baseUrl}/v2/search`, { skip: $skip, top: $top, totalCount: page.totalCount, items }, {}, 'POST'),
    language,
  );
});
