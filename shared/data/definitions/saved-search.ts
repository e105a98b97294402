import * as v from 'valibot';
import type { AlertMode, ListingMatch, SavedSearch } from '../../domain/saved-searches/types.ts';
import type { SearchInput } from '../../schemas/search.ts';
import { defineItem, defineKeyedItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 20 (docs/saved-searches.md): a saved search by its id; GSI1 lists a user's, oldest first. Its partition
// holds, beside it, the listings it heard of and its days' counts; its entries wait in the alert index, and a deleted
// one's cleanup on a due list.

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

/** A place of the alert index a saved search waits in for listings (shared/domain/saved-searches/alert-index.ts). */
interface AlertPlace {
  partition: string;
  searchId: string;
}

/**
 * An alert entry: what matching needs of its search, so that a match needs no other read, in short names (a listing's
 * match reads every entry of its partitions, and pays by the byte): its user, name, alerts, query (compacted by
 * shared/data/alert-entries.ts) and the instant its alerts are paused until.
 */
export interface StoredAlertEntry {
  u: number;
  n: string;
  a: ListingMatch['alerts'];
  q: string;
  pu?: string;
}

const alertPlace = templatesOf<AlertPlace>();

/** A saved search's entry in one place of the alert index, in the same transaction as the search. */
export const searchAlertItems = defineKeyedItem<AlertPlace, StoredAlertEntry>()({
  kind: 'SearchAlert',
  schema: v.looseObject({
    u: v.number(),
    n: v.string(),
    a: v.picklist(everyOf<ListingMatch['alerts']>()(['instant', 'daily'])),
    q: v.string(),
    pu: v.optional(v.string()),
  }),
  key: {
    partition: {
      ...alertPlace(['partition'], ({ partition }) => partition),
      shown: 'ALERT#<place>#<parent commodity or *>[#<shard>]',
    },
    sort: alertPlace(['searchId'], ({ searchId }) => searchId),
  },
});

/** A saved search's day, beginning at `startsOn` (shared/domain/saved-searches/alert-day.ts). */
interface SearchDay {
  searchId: string;
  startsOn: string;
}

/** How many listings a search heard of in its day, and which (the daily cap's counter); TTL a day after it ends. */
export interface AlertDayCount {
  heard: number;
  listings?: Set<number>;
  expiresAt: number;
}

const searchDay = templatesOf<SearchDay>();

/** Written only by the update that counts a listing in it (shared/data/saved-searches.ts `insertListingMatch`). */
export const alertDayItems = defineKeyedItem<SearchDay, AlertDayCount>()({
  kind: 'AlertDay',
  schema: v.looseObject({ heard: v.number(), listings: v.optional(v.set(v.number())), expiresAt: v.number() }),
  key: {
    partition: searchDay(['searchId'], ({ searchId }) => `SAVEDSEARCH#${searchId}`),
    sort: searchDay(['startsOn'], ({ startsOn }) => `ALERTDAY#${startsOn}`),
  },
});

/** A deleted saved search's cleanup, due at `dueOn`. */
interface CleanupDue {
  dueOn: string;
  searchId: string;
}

const cleanup = templatesOf<CleanupDue>();

/**
 * A deleted saved search whose matches are swept again when due (an alerter that read its entries before may add one
 * after), in one partition by when; TTL a week after it is due.
 */
export const savedSearchCleanupItems = defineKeyedItem<CleanupDue, { searchId: string; expiresAt: number }>()({
  kind: 'SavedSearchCleanup',
  schema: v.looseObject({ searchId: v.string(), expiresAt: v.number() }),
  key: {
    partition: cleanup([], () => 'SAVEDSEARCHCLEANUPS'),
    sort: cleanup(['dueOn', 'searchId'], ({ dueOn, searchId }) => `${dueOn}#${searchId}`),
  },
});
