import * as v from 'valibot';
import type { AlertMode, SavedSearch } from '../../domain/saved-searches/types.ts';
import type { SearchInput } from '../../schemas/search.ts';
import { defineItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 20 (docs/saved-searches.md): a saved search by its id; GSI1 lists a user's, oldest first. Its partition
// holds, beside it, the listings it heard of and its days' counts.

const alertModes = everyOf<AlertMode>()(['none', 'instant', 'daily']);

const search = templatesOf<SavedSearch>();

export const savedSearchItems = defineItem<SavedSearch>()({
  kind: 'SavedSearch',
  schema: v.looseObject({
    searchId: v.string(),
    userId: v.number(),
    name: v.string(),
    // the body POST /v2/search took, validated when the search was saved: read back as it was stored
    query: v.custom<SearchInput>((query) => typeof query === 'object' && query !== null),
    alerts: v.picklist(alertModes),
    createdOn: v.string(),
    updatedOn: v.string(),
    alertPartitions: v.array(v.string()),
    alertsPausedUntil: v.optional(v.string()),
  }),
  key: {
    partition: search(['searchId'], ({ searchId }) => `SAVEDSEARCH#${searchId}`),
    sort: search([], () => 'SAVEDSEARCH'),
  },
  indexes: {
    GSI1: {
      partition: search(['userId'], ({ userId }) => `USER#${userId}#SAVEDSEARCHES`),
      sort: search(['createdOn', 'searchId'], ({ createdOn, searchId }) => `${createdOn}#${searchId}`),
    },
  },
});
