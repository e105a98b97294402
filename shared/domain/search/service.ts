import { requirementsMet } from '../vetting/service.ts';
import type { Principal } from '../users/types.ts';
import { geocodePostalCode, postalCentroids } from '../../geo/geocoder.ts';
import { deleteSearchCards, putSearchCards } from '../../data/search-indexing.ts';
import {
  expiredEntries,
  readNearEntries,
  readSearchEntries,
  searchCardsOf,
  sortedEntries,
} from '../../data/search-reads.ts';
import { readTallies } from '../../data/search-tallies.ts';
import { findListing, showInShipperList, listingsById } from '../../data/listings.ts';
import { everyListingItem, markMigrationDone } from '../../data/migrations.ts';
import { forEachInParallel } from '../../parallel.ts';
import type { ReadMeter } from '../../data/query.ts';
import { regionOf } from '../lookups/lookups.ts';
import type { SearchInput } from '../../schemas/search.ts';
import type { Listing, ListingStop } from '../listings/types.ts';
import { ValidationError } from '../../errors.ts';
import { circleCover, circleCoverNearRoute, type Point } from '../../geo/cells.ts';
import { greatCircleKm } from '../../geo/great-circle.ts';
import { isSearchable, searchCardOf, type SearchCard, type SearchEntry } from './cards.ts';
import { matches, planScan, ReadRanges, scanOfCells, searchQueryOf, sortEntries, type SearchQuery } from './rules.ts';
import {
  bucketFilterOf,
  chooseRead,
  currentLayout,
  exactTallyScopes,
  filterShare,
  MAX_SEARCH_WINDOW,
  type NearRead,
  scopeCount,
  talliesToRead,
  type SearchRead,
} from './plan.ts';
import { type Centroids, centroidsByCell, NEAR_MARGIN, nearRanges } from './near.ts';
import { countOf, estimateArea, everywhereScope, type TallyCounts, type TallyScope } from './tallies.ts';
import { AFTER_CELL } from '../../data/search-layout.ts';
import { placeCard } from './placement.ts';
import * as clock from '../../clock.ts';
import { isDeepStrictEqual } from 'node:util';
import type { TableChange } from '../../data/images.ts';

// Search over open listings (spec 2.10, 4 #11, docs/search.md): read the index entries of the
// slices that can hold matches, keep those that match exactly, sort, count, and read the full
// cards of the page only.

export interface SearchPage {
  totalCount: number;
  cards: SearchCard[];
}

/** Written once every open listing has its sorted lists and tallies (npm run migrate, docs/search.md). */
export const SEARCH_LISTS = 'search-lists';
/** Written once every open listing has its pickup place in its parent commodity's partition too. */
export const SEARCH_PLACES_BY_COMMODITY = 'search-places-by-commodity';
/** Written once every open listing's entries carry its card and its everywhere lists are one partition. */
export const SEARCH_CARDS_IN_ENTRIES = 'search-cards-in-entries';
/**
 * Written once every open listing has its near places (with its card, by precision-3 cell, and per parent commodity).
 */
export const SEARCH_NEAR_PLACES = 'search-near-places';
/**
 * Written once every open listing's sorted entries are in their shards (issue 52: eight everywhere,
 * four a parent commodity). No search waits for it: searches read every shard, and the unsharded
 * lists' partitions are among them; it spreads the entries of listings that do not change again.
 */
export const SEARCH_SHARDED_LISTS = 'search-sharded-lists';
/**
 * Written once every open listing's entries name its shipper (issue 62): a blocked provider's search
 * filters the entries it reads by their shipper, at no read per blocking shipper. Searches deploy
 * after it is complete (docs/operations.md, "Migrations: the order of a release"; docs/compat.md).
 */
export const SEARCH_ENTRY_SHIPPERS = 'search-entry-shippers';
/** The markers a full re-index writes: it builds every item the index has. */
export const SEARCH_MIGRATIONS = [
  SEARCH_LISTS,
  SEARCH_PLACES_BY_COMMODITY,
  SEARCH_CARDS_IN_ENTRIES,
  SEARCH_NEAR_PLACES,
  SEARCH_SHARDED_LISTS,
  SEARCH_ENTRY_SHIPPERS,
];

/**
 * A search's reads of what every search shares (tallies, sorted lists' first pages, the expired
 * entries) may be answered by what this instance read within the stage's second
 * (shared/data/kept-reads.ts); the indexer and the sweeper read them fresh.
 */
const KEPT = { kept: true };

/** The postal-code centroids by tallied cell, grouped on the first search around a point (40 to 90 ms). */
let centroids: Promise<Centroids> | undefined;
const centroidsOfCells = () => (centroids ??= postalCentroids().then(centroidsByCell));

/** What a read found: the matches it settled, in order, and what it saw on the way (for estimates). */
interface Found {
  matched: SearchEntry[];
  /** Every match of the query was read: their number is the exact count. */
  exhausted: boolean;
  /** Entries read that pass what tallies count (commodity, trailer, format; the area read), for the match rate. */
  candidatesRead: number;
  /**
   * Entries read that would match but for their shipper, who blocked the searcher: what the count leaves out of the
   * tallies'.
   */
  hiddenRead: number;
}

/**
 * `blockedBy`: the shippers that blocked the searcher (its principal's); their listings are not
 * found, and are not in the count (docs/provider-relations.md): the entries name their shipper, so a
 * search reads no more for a thousand blocking shippers than for one. Beyond what it read, the count
 * leaves them out in the share it saw them in (an estimate where the count was exact before).
 */
export async function searchListings(
  input: SearchInput,
  page: { skip: number; top: number },
  options: { now?: Date; meter?: ReadMeter; blockedBy?: readonly number[] } = {},
): Promise<SearchPage> {
  const now = options.now ?? clock.now();
  const query = searchQueryOf(input);
  if (options.blockedBy?.length) query.hiddenShippers = new Set(options.blockedBy);
  if (page.skip + page.top > MAX_SEARCH_WINDOW) {
    throw ValidationError.field(
      '$skip',
      `A search shows its first ${MAX_SEARCH_WINDOW} results ($skip + $top at most ${MAX_SEARCH_WINDOW}); narrow it ` +
        `with a place, commodity or format to see further.`,
    );
  }
  const need = page.skip + page.top + 1;
  const aroundPoint = query.origin !== undefined && 'centre' in query.origin;
  const [tallies, centroids] = await Promise.all([
    readTallies(talliesToRead(query), options.meter, KEPT),
    aroundPoint ? centroidsOfCells() : undefined,
  ]);
  const read = chooseRead(query, need, tallies, currentLayout, centroids);
  const found = await readMatches(read, query, need, now, options.meter);
  const shown = found.matched.length - page.skip;
  let totalCount: number;
  const exact = exactTallyScopes(query);
  if (found.exhausted) totalCount = found.matched.length;
  else if (exact)
    totalCount = Math.round((await exactCount(exact, query, tallies, now, options.meter)) * shownShare(found));
  else
    totalCount = Math.round(
      estimate(read, query, tallies) * Math.min(1, found.matched.length / Math.max(1, found.candidatesRead)),
    );
  // the count never contradicts the page: a next link promises one more, a short page is the end
  if (shown > page.top) totalCount = Math.max(totalCount, page.skip + page.top + 1);
  else if (shown > 0) totalCount = page.skip + shown;
  return pageOf(found.matched, totalCount, page, options.meter);
}

/**
 * POST /v2/search for its caller: what the shippers that blocked it hide left out, and whether it meets each found
 * listing's requirements of providers (docs/vetting.md), read once for the page.
 */
export async function searchListingsFor(
  principal: Principal,
  input: SearchInput,
  page: { skip: number; top: number },
  now: Date,
): Promise<SearchPage & { meets: Map<number, boolean> }> {
  const found = await searchListings(input, page, { now, blockedBy: principal.blockedBy });
  return { ...found, meets: await requirementsMet(principal, found.cards) };
}

/** Of the matches read, the share its shippers did not hide: the tallies count every shipper's. */
const shownShare = ({ matched, hiddenRead }: Found) =>
  hiddenRead === 0 ? 1 : matched.length / (matched.length + hiddenRead);

/** The page's cards: carried by its entries; read by key for the entries that carry none (the places by state). */
async function pageOf(
  matched: SearchEntry[],
  totalCount: number,
  page: { skip: number; top: number },
  meter?: ReadMeter,
): Promise<SearchPage> {
  const shown = matched.slice(page.skip, page.skip + page.top);
  const uncarried = shown.filter((entry) => !entry.card).map((entry) => entry.listingId);
  const read = new Map(
    (uncarried.length ? await searchCardsOf(uncarried, meter) : []).map((card) => [card.listingId, card]),
  );
  // a listing closed between the two reads has no card any more: it drops out of the page
  return { totalCount, cards: shown.flatMap((entry) => entry.card ?? read.get(entry.listingId) ?? []) };
}

/**
 * The tallies' sum, less listings past their expiry that the sweeper has not yet taken out. The
 * shippers that blocked the searcher are left out after, in the share the read saw them in.
 */
async function exactCount(
  scopes: TallyScope[],
  query: SearchQuery,
  tallies: Map<TallyScope, TallyCounts>,
  now: Date,
  meter?: ReadMeter,
): Promise<number> {
  const expired = await expiredEntries(now, meter, KEPT);
  const left = expired.filter((entry) => matches(entry, query, new Date(0))).length;
  return Math.max(0, scopeCount(scopes, tallies, bucketFilterOf(query)) - left);
}

/** How many listings the read's scope holds that pass the tallied filters (times the match rate: the estimate). */
function estimate(read: SearchRead, query: SearchQuery, tallies: Map<TallyScope, TallyCounts>): number {
  const filter = bucketFilterOf(query);
  if (read.kind === 'sorted') return read.candidates;
  if ((read.kind === 'nearest' || read.kind === 'near') && read.cells.length)
    return estimateArea('pickup', read.cells, read.shape, tallies) * filterShare(tallies, filter);
  return countOf(tallies.get(everywhereScope), filter);
}

/**
 * Whether an entry passes what the read's tallies counted: the share of matches among these scales
 * the tallies into the estimate. A sorted read's tallies count its lists by commodity and format
 * alone; a nearest read's estimate counts the origin's area too.
 */
const passesTallied = (entry: SearchEntry, query: SearchQuery, now: Date, withOrigin: boolean) =>
  matches(
    entry,
    {
      ...query,
      ...(withOrigin ? {} : { origin: undefined }),
      destination: undefined,
      route: undefined,
      hiddenShippers: undefined,
    },
    now,
  );

/** An entry the query would match but for its shipper, who blocked the searcher. */
const hiddenMatch = (entry: SearchEntry, query: SearchQuery, now: Date) =>
  query.hiddenShippers !== undefined &&
  entry.shipperId !== undefined &&
  query.hiddenShippers.has(entry.shipperId) &&
  matches(entry, { ...query, hiddenShippers: undefined }, now);

async function readMatches(
  read: SearchRead,
  query: SearchQuery,
  need: number,
  now: Date,
  meter?: ReadMeter,
): Promise<Found> {
  switch (read.kind) {
    case 'area': {
      const entries = await readSearchEntries(read.scan, now, meter);
      const matched = sortEntries(
        entries.filter((e) => matches(e, query, now)),
        query,
      );
      return { matched, exhausted: true, candidatesRead: matched.length, hiddenRead: 0 };
    }
    case 'sorted':
      return readSorted(read, query, need, now, meter);
    case 'nearest':
      return readNearest(read, query, need, now, meter);
    case 'near':
      return readNear(read, query, need, now, meter);
  }
}

/**
 * The sorted list in its order until `need` matches are read and every entry sharing the last
 * one's value too (later keys and listingId break those ties in memory), so the page is exactly
 * the one a full sort would give.
 */
async function readSorted(
  read: Extract<SearchRead, { kind: 'sorted' }>,
  query: SearchQuery,
  need: number,
  now: Date,
  meter?: ReadMeter,
): Promise<Found> {
  const matched: SearchEntry[] = [];
  let candidatesRead = 0;
  let hiddenRead = 0;
  let boundary: string | undefined;
  let exhausted = true;
  for await (const { position, entry } of sortedEntries(
    read.by,
    read.descending,
    read.lists,
    read.firstPages,
    meter,
    KEPT,
  )) {
    if (boundary !== undefined && position !== boundary) {
      exhausted = false;
      break;
    }
    if (passesTallied(entry, query, now, false)) candidatesRead++;
    if (matches(entry, query, now)) {
      matched.push(entry);
      if (matched.length === need) boundary = position;
    } else if (hiddenMatch(entry, query, now)) hiddenRead++;
  }
  return { matched: sortEntries(matched, query), exhausted, candidatesRead, hiddenRead };
}

/** The first reach of a nearest-first read, km: a city's listings fill a page within it at scale. */
const FIRST_REACH_KM = 15;
/** Cells per nearest-first round: a round is at most this many key ranges. */
const NEAREST_CELLS = 64;

/**
 * A nearest-first read's round: of the entries seen, the matches closer than `reach` are settled
 * (nothing unread can come before them; all of them once the whole area is read, `reach`
 * Infinity); once they fill `need`, or the area is whole, they are the read's answer.
 */
function settle(
  seen: Map<number, SearchEntry>,
  centre: Point,
  reach: number,
  query: SearchQuery,
  need: number,
  now: Date,
): { settled: SearchEntry[]; found?: Found } {
  const within = [...seen.values()].filter((e) => reach === Infinity || greatCircleKm(centre, e.pickup) < reach);
  const settled = within.filter((e) => matches(e, query, now));
  if (reach !== Infinity && settled.length < need) return { settled };
  const candidatesRead = within.filter((e) => passesTallied(e, query, now, true)).length;
  const hiddenRead = within.filter((e) => hiddenMatch(e, query, now)).length;
  return {
    settled,
    found: { matched: sortEntries(settled, query), exhausted: reach === Infinity, candidatesRead, hiddenRead },
  };
}

/**
 * Nearest first: read the circle of `reach` around the point, keep the matches closer than the
 * reach (nothing unread can come before them); widen until `need` are settled or the reach
 * covers the whole area. A round reads only the key ranges the rounds before did not (a route's
 * rounds had read their circles again, and the whole corridor after them: half their units).
 */
async function readNearest(
  read: Extract<SearchRead, { kind: 'nearest' }>,
  query: SearchQuery,
  need: number,
  now: Date,
  meter?: ReadMeter,
): Promise<Found> {
  const already = new ReadRanges();
  const seen = new Map<number, SearchEntry>();
  let reach = Math.min(FIRST_REACH_KM, read.reachKm);
  for (;;) {
    // the last round reads the query's whole area as the area read does (its finest cover)
    const whole = reach >= read.reachKm;
    const scan = whole
      ? planScan(query)
      : scanOfCells(
          'pickup',
          read.route
            ? circleCoverNearRoute(read.centre, reach, read.route, NEAREST_CELLS)
            : circleCover(read.centre, reach, NEAREST_CELLS),
          0,
        );
    for (const entry of await readSearchEntries(scan, now, meter, already)) seen.set(entry.listingId, entry);
    const { settled, found } = settle(seen, read.centre, whole ? Infinity : reach, query, need, now);
    if (found) return found;
    // widen by the density seen so far (area grows with the square of the reach); past half the
    // limit, read it all
    const factor = Math.sqrt(need / Math.max(1, settled.length)) * 1.25;
    reach = reach * Math.min(8, Math.max(2, factor));
    if (reach >= read.reachKm / 2) reach = read.reachKm;
  }
}

/**
 * Around the point from the near places: the first round's circle is sized by the cell counts to
 * hold the page (the whole circle for an order other than nearest first); the matches closer than
 * the reach are settled (nothing unread can come before them). Short of the page, the next round
 * reads a wider circle, sized by the match rate seen against the counts, less the ranges read.
 */
async function readNear(
  read: NearRead,
  query: SearchQuery,
  need: number,
  now: Date,
  meter?: ReadMeter,
): Promise<Found> {
  const seen = new Map<number, SearchEntry>();
  const done = new ReadRanges();
  let reach = read.firstReachKm;
  for (;;) {
    const whole = reach >= read.reachKm;
    const { ranges } = nearRanges(read.centre, whole ? read.reachKm : reach, read.density, {
      share: read.share,
      read: done,
    });
    for (const entry of await readNearEntries(ranges, read.parents, now, meter)) seen.set(entry.listingId, entry);
    ranges.forEach(({ partition, first, last }) => done.add(partition, first, `${last}${AFTER_CELL}`));
    const { settled, found } = settle(seen, read.centre, whole ? Infinity : reach, query, need, now);
    if (found) return found;
    // the counts' expectation, scaled by the share of it that matched (filters tallies do not count)
    const rate = Math.min(1, Math.max(0.02, settled.length / Math.max(1, read.profile.expected(reach))));
    reach = Math.max(reach * 1.5, Math.min(read.reachKm, read.profile.reachFor((need * NEAR_MARGIN) / rate)));
    // most of the circle: the rest costs about a Query a partition more, and a third round is saved
    if (reach >= read.reachKm * 0.7) reach = read.reachKm;
  }
}

/** The state or province of a stop as its postal code places it (the index's partitions follow postal codes). */
async function regionOfStop(stop: ListingStop): Promise<string> {
  const place = await geocodePostalCode(stop.address.postalCode, stop.address.country);
  return regionOf(stop.address.country, place?.stateProvince ?? stop.address.stateProvince);
}

/** A listing's cards, or undefined when it is not open for search (expired ones included). */
export async function searchCardFor(listing: Listing, now = clock.now()): Promise<SearchCard | undefined> {
  if (!isSearchable(listing, now)) return undefined;
  const [pickup, delivery] = await Promise.all(listing.route.items.map(regionOfStop));
  return searchCardOf(listing, [pickup!, delivery!]);
}

/** The search indexer: the listing's cards follow its latest image (idempotent, so replays are harmless). */
export async function indexListing(
  listing: Listing | undefined,
  listingId: number,
  now = clock.now(),
  options: { rewrite?: boolean } = {},
): Promise<void> {
  const card = listing && (await searchCardFor(listing, now));
  if (card) await putSearchCards(placeCard(card), options);
  else await deleteSearchCards(listingId);
}

/** What a listing's state holds that neither search nor its shipper's list shows: where it is, and its estimates. */
const TRACKING_FIELDS = new Set(['lastLocation', 'tracking']);
const withoutTracking = (image: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(image).filter(([name]) => !TRACKING_FIELDS.has(name)));

/**
 * A change of a listing's state that moved only its tracking (a device's positions, the schedule's NoSignal): nothing
 * for search or for its shipper's list, so the indexer passes it by (docs/tracking.md, "Positions"). A location report
 * of the spec's also dates the listing (`updatedOn`), which its list shows: that one is indexed.
 */
export const movesOnlyTracking = ({ oldImage, newImage }: Pick<TableChange, 'oldImage' | 'newImage'>): boolean =>
  newImage?.entity === 'ListingState' &&
  oldImage !== undefined &&
  isDeepStrictEqual(withoutTracking(oldImage), withoutTracking(newImage));

/**
 * A listing's change, as the indexer sees it: its cards from the listing as it now is, and the view
 * its shipper's list shows when its state changed (its creation too).
 */
export async function indexListingNow(listingId: number, options: { stateChanged: boolean }): Promise<void> {
  const listing = await findListing(listingId, { consistent: true });
  await Promise.all([indexListing(listing, listingId), listing && options.stateChanged && showInShipperList(listing)]);
}

/**
 * The sweeper (a scheduled function, docs/search.md): listings past their expiry leave the index
 * and their tallies. Expiry changes nothing in the table, so no stream record would do it.
 */
export async function sweepExpiredListings(now = clock.now()): Promise<number> {
  const expired = await expiredEntries(now);
  await forEachInParallel(expired, 8, async ({ listingId }) =>
    indexListing(await findListing(listingId, { consistent: true }), listingId, now),
  );
  return expired.length;
}

/**
 * Rebuilds every listing's index items and tallies from the listing (`npm run search:reindex`, and
 * the search-lists migration of `npm run migrate`); resumable from `from`, idempotent, and safe
 * while the API serves (the indexer and this write the same items and move tallies by condition).
 * A full pass writes the migration's marker: searches then read the lists and tallies.
 */
export async function indexEveryListing(
  options: {
    from?: Record<string, unknown>;
    maxItems?: number;
    progress?: (step: { scanned: number; next?: Record<string, unknown> }) => void;
  } = {},
): Promise<{ scanned: number; complete: boolean }> {
  let scanned = 0;
  for await (const { items, next } of everyListingItem(options.from, options.maxItems)) {
    const listings = await listingsById(items.map((item) => Number(item.listingId)));
    await forEachInParallel(listings, 16, (listing) => indexListing(listing, listing.listingId));
    scanned += items.length;
    options.progress?.({ scanned, next });
    if (next && options.maxItems !== undefined && scanned >= options.maxItems) return { scanned, complete: false };
  }
  for (const marker of SEARCH_MIGRATIONS) await markMigrationDone(marker);
  return { scanned, complete: true };
}
