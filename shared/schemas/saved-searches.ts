import * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf, text } from './common.ts';
import { uuidId } from './paths.ts';
import { SearchBody } from './search.ts';
import { alertModes } from '../domain/saved-searches/types.ts';
import { MAX_SEARCH_NAME } from '../domain/limits/texts.ts';

// Saved searches (docs/saved-searches.md). POST creates, PUT replaces: the same body. `query` is
// exactly what POST /v2/search takes (none: every open listing); alerts are off unless asked for.

export const SavedSearchBody = object({
  name: text(MAX_SEARCH_NAME),
  query: v.pipe(
    v.optional(v.nullable(SearchBody)),
    v.transform((query) => query ?? undefined),
  ),
  alerts: v.pipe(
    v.optional(v.nullable(oneOf(alertModes))),
    v.transform((alerts) => alerts ?? 'none'),
  ),
});

export const SavedSearchPath = object({ searchId: uuidId('a saved search id') });
