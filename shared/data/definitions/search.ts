import * as v from 'valibot';
import type { TallyCounts, TallyScope } from '../../domain/search/tallies.ts';
import type { StoredSortKey } from '../search-layout.ts';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 7, the search index (docs/search.md): a listing's items in the index, under the listing, each in a GSI3
// partition by where or how it is found; its record of the tallies that count it; and the tallies themselves. None
// holds what its keys are built from beyond its entry (a card's fields, encoded by shared/data/search-entries.ts).

/** Every sort key of a listing's search items (places, sorted places, its record) begins with it. */
export const SEARCH_ITEMS = 'SEARCH#';

/**
 * A listing's place: each side by its stop's region (`PICKUP`, `DELIVERY`), and its pickup again among the pickups near
 * it (`NEAR`) and among its parent commodity's near it (`PICKUP#COMMODITY`).
 */
export const searchPlaces = ['PICKUP', 'DELIVERY', 'NEAR', 'PICKUP#COMMODITY'] as const;
export type SearchPlace = (typeof searchPlaces)[number];

/** Where a listing's place is found in GSI3. */
export interface PlaceOfListing {
  listingId: number;
  place: SearchPlace;
  /** The GSI3 partition's name after `SEARCH#` (`placesIn`, `placesNear`). */
  area: string;
  /** The geohash of the place's stop (the pickup's, near). */
  geohash: string;
}

/** Each side's place. */
export const sidePlaces = { pickup: 'PICKUP', delivery: 'DELIVERY' } as const satisfies Record<string, SearchPlace>;

/** The area of a side's places in one region: `PICKUP#USA-TX`. */
export const placesIn = (side: keyof typeof sidePlaces, region: string) => `${sidePlaces[side]}#${region}`;
/**
 * The area of pickups near each other: a precision-3 geohash cell (~120 x 156 km), and with a parent commodity, that
 * commodity's alone.
 */
export const placesNear = (cell: string, parentCommodity?: string) =>
  `NEAR#${cell}${parentCommodity ? `#${parentCommodity}` : ''}`;

/** What a place holds: its entry (GSI3 projects it), and its TTL at the listing's expiry. */
export interface StoredPlace {
  expiresAt: number;
  entry: string;
}

const place = templatesOf<PlaceOfListing>();

/** A listing's four places (`SearchCard`); the near ones' entries carry the card, the others' do not. */
export const searchPlaceItems = defineKeyedItem<PlaceOfListing, StoredPlace>()({
  kind: 'SearchCard',
  schema: v.looseObject({ expiresAt: v.number(), entry: v.string() }),
  key: {
    partition: place(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: {
      ...place(['place'], ({ place }) => `${SEARCH_ITEMS}${place}`),
      shown: 'SEARCH#<PICKUP, DELIVERY, NEAR or PICKUP#COMMODITY>',
    },
  },
  indexes: {
    GSI3: {
      partition: {
        ...place(['area'], ({ area }) => `${SEARCH_ITEMS}${area}`),
        shown: 'SEARCH#<PICKUP or DELIVERY>#<region>, SEARCH#NEAR#<cell>[#<parent commodity>]',
      },
      sort: place(['geohash', 'listingId'], ({ geohash, listingId }) => `${geohash}#${listingId}`),
    },
  },
});

/** A listing's place in one sorted list. */
export interface SortedPlaceOfListing {
  listingId: number;
  by: StoredSortKey;
  /** The kind of list: `ALL`, `PICKUP` (by the pickup's region) or `COMMODITY` (by the parent commodity). */
  scope: string;
  /** The list's partition: `ALL#<shard>`, `PICKUP#<region>`, `COMMODITY#<parent>[#<shard>]`. */
  list: string;
  /** The listing's value of the sort key, as text that sorts as the value does (search-entries.ts `sortText`). */
  position: string;
}

const sorted = templatesOf<SortedPlaceOfListing>();

/**
 * A listing's place in a sorted list (`SearchSorted`): one item per stored sort key and kind of list, in GSI3 by its
 * list and sorted by its value there. No TTL: the sweeper finds expired listings in these lists and moves their
 * tallies.
 */
export const searchSortedItems = defineKeyedItem<SortedPlaceOfListing, { entry: string }>()({
  kind: 'SearchSorted',
  schema: v.looseObject({ entry: v.string() }),
  key: {
    partition: sorted(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: sorted(['by', 'scope'], ({ by, scope }) => `${SEARCH_ITEMS}BY#${by}#${scope}`, `${SEARCH_ITEMS}BY#`),
  },
  indexes: {
    GSI3: {
      partition: sorted(['by', 'list'], ({ by, list }) => `${SEARCH_ITEMS}BY#${by}#${list}`),
      sort: {
        ...sorted(
          ['position', 'listingId'],
          ({ position, listingId }) => `${position}#${String(listingId).padStart(16, '0')}`,
        ),
        shown: '<position>#<listingId, 16 digits>',
      },
    },
  },
});

/** The record of a listing in the index: which tallies count it, and the version of the card its items hold. */
export interface IndexRecord {
  tallies: string[];
  version?: string;
}

const tallied = templatesOf<{ listingId: number }>();

/**
 * A listing's record in the index (`SearchTallied`): which tallies count it, and the version of the card its items
 * hold (shared/data/search-record.ts).
 */
export const searchTalliedItems = defineKeyedItem<{ listingId: number }, IndexRecord>()({
  kind: 'SearchTallied',
  schema: v.looseObject({ tallies: v.array(v.string()), version: v.optional(v.string()) }),
  key: {
    partition: tallied(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: tallied([], () => `${SEARCH_ITEMS}TALLIED`),
  },
});

/** Every tally's partition begins with it; the rest is its scope. */
const TALLIES = 'SEARCHTALLY#';

const tally = templatesOf<{ scope: TallyScope }>();

/**
 * One tally (docs/search.md, "Counting"): open listings of a scope per (subcommodity, format), a number per bucket;
 * written only by updates that add to its buckets (shared/data/search-tallies.ts).
 */
export const searchTallyItems = defineKeyedItem<{ scope: TallyScope }, TallyCounts>()({
  kind: 'SearchTally',
  schema: v.record(v.string(), v.number()),
  key: {
    partition: tally(['scope'], ({ scope }) => `${TALLIES}${scope}`),
    sort: tally([], () => 'TALLY'),
  },
});

/** The scope of a tally's item, from its partition. */
export const scopeOfTally = (item: Record<string, unknown>): TallyScope => String(item.PK).slice(TALLIES.length);
