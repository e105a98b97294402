import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { SavedSearchBody, SavedSearchPath } from '../../shared/schemas/saved-searches.ts';
import { changeSavedSearch } from '../../shared/domain/saved-searches/service.ts';
import { savedSearchView } from '../../shared/domain/saved-searches/views.ts';

// Replace a saved search's name, query and alerts (the body of POST /v2/searches)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { searchId } = parseInput(SavedSearchPath, pathParameters, 'path');
  return ok(savedSearchView(await changeSavedSearch(principal, searchId, parseInput(SavedSearchBody, body)), baseUrl));
});
