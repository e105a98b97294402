import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { SavedSearchPath } from '../../shared/schemas/saved-searches.ts';
import { savedSearchFor } from '../../shared/domain/saved-searches/service.ts';
import { savedSearchView } from '../../shared/domain/saved-searches/views.ts';

// One of the caller's saved searches (403 another user's)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const { searchId } = parseInput(SavedSearchPath, pathParameters, 'path');
  return ok(savedSearchView(await savedSearchFor(principal, searchId), baseUrl));
});
