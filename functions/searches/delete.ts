import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { SavedSearchPath } from '../../shared/schemas/saved-searches.ts';
import { removeSavedSearch } from '../../shared/domain/saved-searches/service.ts';

// Delete a saved search and its alerts
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await removeSavedSearch(principal, parseInput(SavedSearchPath, pathParameters, 'path').searchId);
  return noContent();
});
