import { replaying } from '../../data/retries/index.ts';
import * as clock from '../../clock.ts';
import { newTimeUuid } from '../../data/ids.ts';
import { failedOn } from '../../data/errors.ts';
import {
  alertEntries,
  type AlertReads,
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertListingMatch,
  insertSavedSearch,
  pauseAlerts,
  removeMatchesOf,
  replaceSavedSearch,
  savedSearchCleanups,
  savedSearchCleanupsDone,
  savedSearchesOf,
  savedSearchOfItem,
} from '../../data/saved-searches.ts';
import { findListing } from '../../data/listings.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from '../../data/migrations.ts';
import { savedSearchItems } from '../../data/definitions/saved-search.ts';
import type { ReadMeter } from '../../data/query.ts';
import { forEachInParallel } from '../../parallel.ts';
import { insertPreferredListing, relationsOf } from '../../data/provider-relations.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Listing } from '../listings/types.ts';
import type { Principal } from '../users/types.ts';
import { imageOf, type TableChange } from '../../data/images.ts';
import type { SearchInput } from '../../schemas/search.ts';
import { searchCardFor, searchListings, type SearchPage } from '../search/service.ts';
import { currencyOf, priceOf, searchEntryOf, type SearchCard } from '../search/cards.ts';
import { matches, searchQueryOf, type SearchQuery } from '../search/rules.ts';
import { alertPartitionsOfListing, alertPartitionsOfSearch, isAlertable } from './alert-index.ts';
import { markedAs } from '../provider-relations/types.ts';
import { ALERTS_PER_SEARCH_DAY, alertDayOf, isPausedAt } from './alert-day.ts';
import { kindOf } from '../../data/kinds.ts';
import { withinReach } from '../limits/reach.ts';
import {
  MAX_SAVED_SEARCHES,
  type AlertMode,
  type ListingMatch,
  type MatchedListing,
  type SavedSearch,
} from './types.ts';

// Saved searches and their alerts (docs/saved-searches.md): a user keeps up to 50 searches, runs
// them again, and hears once of each listing that opens (or comes to match) for each search with
// alerts: at once in the inbox and by webhook, by email at once or in a digest at 07:00 their time.

/** The body of POST and PUT (schemas/saved-searches.ts): no query is every open listing. */
export interface SavedSearchInput {
  name: string;
  query?: SearchInput;
  alerts?: AlertMode;
}

/** The body's query as the search reads it; its cross-field refusals name the field under `query`. */
function queryOf(input: SearchInput): SearchQuery {
  try {
    return searchQueryOf(input);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.errors.map((e) => ({ ...e, field: `query.${e.field}` })),
      error.reason,
    );
  }
}

/**
 * Where a search waits for listings: nowhere without alerts (its query is checked all the same: it
 * must run). An alert needs a place or a commodity: one for every listing of the marketplace would
 * be thousands a day, and would be read by every listing's match.
 */
function partitionsOf(search: Pick<SavedSearch, 'query' | 'alerts' | 'searchId'>): string[] {
  const query = queryOf(search.query);
  if (search.alerts === 'none') return [];
  if (!isAlertable(query))
    throw ValidationError.field(
      'alerts',
      'Alerts need a place (origin, destination or a route) or commodities or trailer types in the query: every ' +
        'listing would match.',
    );
  return alertPartitionsOfSearch(query, search.searchId);
}

export async function saveSearch(
  principal: Principal,
  body: SavedSearchInput,
  now = clock.now(),
): Promise<SavedSearch> {
  const input = { searchId: newTimeUuid(), name: body.name, query: body.query ?? {}, alerts: body.alerts ?? 'none' };
  const partitions = partitionsOf(input);
  if ((await countSavedSearches(principal.userId)) >= MAX_SAVED_SEARCHES) {
    throw new ConflictError(
      `At most ${MAX_SAVED_SEARCHES} saved searches per user; delete one (DELETE /v2/searches/{searchId}) first.`,
      'name',
    );
  }
  const at = now.toISOString();
  const search: SavedSearch = {
    searchId: input.searchId,
    userId: principal.userId,
    name: input.name,
    query: input.query,
    alerts: input.alerts,
    createdOn: at,
    updatedOn: at,
    alertPartitions: partitions,
  };
  await insertSavedSearch(search).catch((error: unknown) => {
    throw failedOn(error) ? new ConflictError('This saved search exists already.', 'searchId') : error;
  });
  return search;
}

/** A saved search is its owner's alone: 404 when there is none, 403 when it is another user's. */
export async function savedSearchFor(principal: Principal, searchId: string): Promise<SavedSearch> {
  const search = await findSavedSearch(searchId);
  if (!search) throw new NotFoundError(`Saved search ${searchId} does not exist.`, 'searchId');
  if (search.userId !== principal.userId) throw new ForbiddenError('This saved search is not yours.', 'searchId');
  return search;
}

export const savedSearchesFor = (principal: Principal, page: { skip: number; top: number }) =>
  withinReach(savedSearchesOf(principal.userId, page.skip, page.top));

export async function changeSavedSearch(
  principal: Principal,
  searchId: string,
  body: SavedSearchInput,
  now = clock.now(),
): Promise<SavedSearch> {
  const input = { name: body.name, query: body.query ?? {}, alerts: body.alerts ?? 'none' };
  const before = await savedSearchFor(principal, searchId);
  const partitions = partitionsOf({ ...input, searchId });
  // a version strictly after the one before, even within one millisecond: a change applies to the version it read
  const updatedOn = new Date(Math.max(now.getTime(), Date.parse(before.updatedOn) + 1)).toISOString();
  const search: SavedSearch = {
    ...before,
    name: input.name,
    query: input.query,
    alerts: input.alerts,
    updatedOn,
    alertPartitions: partitions,
  };
  await replaceSavedSearch(search, before).catch(changedMeanwhile);
  return search;
}

/** The alert-index-shards migration over every saved search (infra/ops/migrate.ts); resumable, idempotent. */
export const ALERT_INDEX_SHARDS = 'alert-index-shards';

/**
 * Every saved search with entries in the alert index's unsharded partitions moves them into its
 * shards (docs/compat.md), in the transaction a change uses, conditioned on the version read (one
 * changed meanwhile was placed by its change). Until then its entries wait under the whole
 * partitions' names, which are shard 0 and read all along: no alert waits for the migration.
 */
export const placeEverySearchInItsShards = (run: MigrationRun = {}): Promise<MigrationResult> =>
  migrateEach(
    ALERT_INDEX_SHARDS,
    { entity: savedSearchItems.kind, SK: savedSearchItems.design.key.sort.build({}) },
    run,
    async (items) => {
      let moved = 0;
      for (const search of items.map(savedSearchOfItem)) {
        const placed = search.alerts === 'none' ? [] : alertPartitionsOfSearch(queryOf(search.query), search.searchId);
        if ([...placed].sort().join() === [...search.alertPartitions].sort().join()) continue;
        try {
          await replaceSavedSearch({ ...search, alertPartitions: placed }, search);
          moved++;
        } catch (error) {
          if (!failedOn(error)) throw error;
        }
      }
      return moved;
    },
  );

export async function removeSavedSearch(principal: Principal, searchId: string): Promise<void> {
  // the retry of a deletion whose first attempt was stopped after deleting: done (docs/reliability.md)
  if (replaying() && !(await findSavedSearch(searchId, { consistent: true }))) return;
  await deleteSearch(await savedSearchFor(principal, searchId));
}

/** A saved search deleted, unless it changed since it was read (409). */
export const deleteSearch = (search: SavedSearch) => deleteSavedSearch(search).catch(changedMeanwhile);

/** Of two changes to a saved search at once, the second is refused. */
function changedMeanwhile(error: unknown): never {
  throw failedOn(error)
    ? new ConflictError('The saved search was changed meanwhile; read it again and retry.', 'searchId')
    : error;
}

/** The search sweeper's second round: deleted searches' matches swept again once due (idempotent). */
export async function sweepDeletedSearches(now = clock.now()): Promise<number> {
  const due = await savedSearchCleanups(now.toISOString());
  for (const { searchId } of due) await removeMatchesOf(searchId);
  await savedSearchCleanupsDone(due.map((d) => d.key));
  return due.length;
}

export async function savedSearchResults(
  principal: Principal,
  searchId: string,
  page: { skip: number; top: number },
  now = clock.now(),
): Promise<SearchPage> {
  const search = await savedSearchFor(principal, searchId);
  return searchListings(search.query, page, { now, blockedBy: principal.blockedBy });
}

// --- matching -------------------------------------------------------------------------------

/**
 * Whether a listing's changes can make it match a search it did not match before: it opened (or
 * came back to Active, or was renewed), or what it carries, from where to where, changed. Bids,
 * bookings and transit reports cannot, and cost no read.
 */
export function mayNewlyMatch(changes: TableChange[]): boolean {
  return changes.some(({ eventName, oldImage, newImage }) => {
    if (eventName === 'REMOVE' || !newImage) return false;
    if (kindOf(newImage) === 'Listing') return true;
    const state = imageOf(newImage, 'ListingState');
    if (state?.status !== 'Active') return false;
    const before = imageOf(oldImage, 'ListingState');
    return eventName === 'INSERT' || before?.status !== 'Active' || before.expiresOn !== state.expiresOn;
  });
}

const matchedListingOf = (card: SearchCard): MatchedListing => {
  const price = priceOf(card);
  const stop = (i: 0 | 1) => {
    const { majorMunicipality, stateProvince, postalCode, country } = card.stops[i].address;
    return { majorMunicipality, stateProvince, postalCode, country };
  };
  return {
    listingId: card.listingId,
    title: card.title,
    commodity: card.commodity,
    pricingFormat: card.format,
    ...(price !== undefined ? { price: { amount: price, currencyType: currencyOf(card) } } : {}),
    kilometers: card.kilometers,
    pickup: stop(0),
    delivery: stop(1),
    expiresOn: card.expiresOn,
  };
};

const DAY_SECONDS = 86_400;
/** Matches recorded at once: a popular lane's listing may be heard by hundreds of searches. */
const MATCHES_AT_ONCE = 16;

/**
 * The alerter (functions/searches/alerts.ts): every saved search with alerts that the listing
 * matches, and has not heard of it yet, hears of it now; when it `opened`, so does each provider
 * its shipper marked Preferred. Reads the alert index's partitions of the
 * listing (alert-index.ts), matches in memory exactly as POST /v2/search filters (an entry is its
 * search as it now is: they change together), and records each match once, within the search's
 * day's ALERTS_PER_SEARCH_DAY; a search past them pauses (alert-day.ts). Returns the new matches.
 */
export async function alertSavedSearches(
  listing: Listing,
  {
    now = clock.now(),
    meter,
    opened = false,
    reads,
  }: { now?: Date; meter?: ReadMeter; opened?: boolean; reads?: AlertReads } = {},
): Promise<ListingMatch[]> {
  const card = await searchCardFor(listing, now);
  if (!card) return [];
  const entry = searchEntryOf(card);
  const candidates = (await alertEntries(alertPartitionsOfListing(entry), meter, reads)).filter(
    (candidate) =>
      candidate.userId !== listing.shipperId &&
      !isPausedAt(candidate.pausedUntil, now) &&
      matchesQuery(candidate.query, entry, now),
  );
  // the shipper's marks (docs/provider-relations.md): a blocked provider never hears of its loads, a preferred one
  // hears of each new one
  const relations = candidates.length > 0 || opened ? await relationsOf(listing.shipperId) : [];
  const [blocked, preferred] = [markedAs(relations, 'Blocked'), markedAs(relations, 'Preferred')];
  const matched = new Map(
    candidates
      .filter((candidate) => !blocked.has(candidate.userId))
      .map((candidate) => [candidate.searchId, candidate]),
  );
  const view = matchedListingOf(card);
  const expiresAt = Math.floor(Date.parse(card.expiresOn) / 1000) + 30 * DAY_SECONDS;
  const heard: ListingMatch[] = [];
  await forEachInParallel([...matched.values()], MATCHES_AT_ONCE, async (search) => {
    const match: ListingMatch = {
      searchId: search.searchId,
      searchName: search.name,
      userId: search.userId,
      alerts: search.alerts,
      listing: view,
      matchedOn: now.toISOString(),
      copiedFrom: { shipper: listing.shipperId },
    };
    const day = alertDayOf(search.searchId, now);
    const outcome = await insertListingMatch(match, expiresAt, day, ALERTS_PER_SEARCH_DAY);
    if (outcome === 'heard') heard.push(match);
    // its day's alerts are spent: it waits, and the next listings pass it over (alert-day.ts)
    if (outcome === 'capped') await pauseAlerts(search.searchId, day.endsOn);
  });
  if (opened)
    await forEachInParallel([...preferred], MATCHES_AT_ONCE, async (providerId) => {
      await insertPreferredListing(providerId, listing.shipperId, view, expiresAt);
    });
  return heard;
}

/**
 * Whether a listing's changes opened it: created Active, or a Saved one activated (what a preferred provider hears of).
 */
export const opened = (changes: TableChange[]): boolean =>
  changes.some(
    ({ eventName, oldImage, newImage }) =>
      imageOf(newImage, 'ListingState')?.status === 'Active' &&
      (eventName === 'INSERT' || imageOf(oldImage, 'ListingState')?.status === 'Saved'),
  );

/** Whether a listing (its search entry) matches a saved search's stored query, as the alerter decides it. */
export function matchesQuery(input: SearchInput, entry: ReturnType<typeof searchEntryOf>, now: Date): boolean {
  try {
    return matches(entry, searchQueryOf(input), now);
  } catch {
    return false; // a stored query the rules now refuse matches nothing, rather than stopping the alerts of the rest
  }
}

/** The alerter's step for one listing's changes: one that may newly match is matched as it now is. */
export async function alertOnListingChanges(
  listingId: number,
  changes: TableChange[],
  reads?: AlertReads,
): Promise<void> {
  if (!mayNewlyMatch(changes)) return;
  const listing = await findListing(listingId, { consistent: true });
  if (listing) await alertSavedSearches(listing, { opened: opened(changes), reads });
}
