import { endpoint } from '../../shared/http/endpoint.ts';
import { localized, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { SavedSearchPath } from '../../shared/schemas/saved-searches.ts';
import { savedSearchResults } from '../../shared/domain/saved-searches/service.ts';
import { searchItemView } from '../../shared/domain/search/views.ts';

// A saved search run now: what POST /v2/search answers for its query, with the usual paging
export const handler = endpoint(async ({ principal, pathParameters, query, baseUrl, language }) => {
  const { searchId } = parseInput(SavedSearchPath, pathParameters, 'path');
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const now = new Date();
  const page = await savedSearchResults(principal, searchId, { skip: $skip, top: $top }, now);
  const items = page.cards.map((card) => searchItemView(card, baseUrl, language, now));
  return localized(
    pagedList(`${baseUrl}/v2/searches/${searchId}/results`, {
      skip: $skip,
      top: $top,
      totalCount: page.totalCount,
      items,
    }),
    language,
  );
});
