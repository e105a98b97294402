import type { SavedSearch } from './types.ts';
import { isPausedAt } from './alert-day.ts';
import type { Link } from '../users/views.ts';
import * as clock from '../../clock.ts';

// What GET /v2/searches and /v2/searches/{searchId} answer (docs/saved-searches.md).

export const savedSearchUrl = (searchId: string, baseUrl: string) => `${baseUrl}/v2/searches/${searchId}`;
export const savedSearchResultsUrl = (searchId: string, baseUrl: string) =>
  `${savedSearchUrl(searchId, baseUrl)}/results`;

export function savedSearchView(search: SavedSearch, baseUrl: string, now = clock.now()) {
  const self = savedSearchUrl(search.searchId, baseUrl);
  return {
    searchId: search.searchId,
    name: search.name,
    query: search.query,
    alerts: search.alerts,
    createdOn: search.createdOn,
    updatedOn: search.updatedOn,
    // the search heard of its day's listings: its alerts wait until then (docs/saved-searches.md, "A day's alerts")
    ...(search.alerts !== 'none' && isPausedAt(search.alertsPausedUntil, now)
      ? { alertsPausedUntil: search.alertsPausedUntil }
      : {}),
    links: [
      { rel: 'Self', verb: 'GET', href: self, title: 'saved search' },
      { rel: 'Results', verb: 'GET', href: savedSearchResultsUrl(search.searchId, baseUrl), title: 'run it' },
      { rel: 'Update', verb: 'PUT', href: self, title: 'change it' },
      { rel: 'Delete', verb: 'DELETE', href: self, title: 'delete it' },
    ] satisfies Link[],
  };
}
