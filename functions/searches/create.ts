import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { SavedSearchBody } from '../../shared/schemas/saved-searches.ts';
import { saveSearch } from '../../shared/domain/saved-searches/service.ts';
import { savedSearchUrl, savedSearchView } from '../../shared/domain/saved-searches/views.ts';

// Save a search, with or without alerts (docs/saved-searches.md); at most 50 per user
export const handler = endpoint(async ({ principal, body, baseUrl }) => {
  const search = await saveSearch(principal, parseInput(SavedSearchBody, body));
  return created(savedSearchUrl(search.searchId, baseUrl), savedSearchView(search, baseUrl));
});
