import { geocodePostalCode } from '../../geo/geocoder.ts';
import { deleteSearchCards, putSearchCards, readSearchEntries, searchCardsOf } from '../../data/search.ts';
import { everyListing } from '../../data/listings.ts';
import { forEachInParallel } from '../../data/parallel.ts';
import type { ReadMeter } from '../../data/query.ts';
import { regionOf } from '../lookups/lookups.ts';
import type { SearchInput } from '../../schemas/search.ts';
import type { Listing, ListingStop } from '../listings/types.ts';
import { isSearchable, searchCardOf, type SearchCard } from './cards.ts';
import { matches, planScan, searchQueryOf, sortEntries } from './rules.ts';

// Search over open listings (spec 2.10, 4 #11, docs/search.md): read the index entries of the
// slices that can hold matches, keep those that match exactly, sort, count, and read the full
// cards of the page only.

export interface SearchPage {
  totalCount: number;
  cards: SearchCard[];
}

export async function searchListings(input: SearchInput, page: { skip: number; top: number }, options: { now?: Date; meter?: ReadMeter } = {}): Promise<SearchPage> {
  const now = options.now ?? new Date();
  const query = searchQueryOf(input);
  const read = await readSearchEntries(planScan(query), now, options.meter);
  const matched = sortEntries(read.filter((entry) => matches(entry, query, now)), query);
  const shown = matched.slice(page.skip, page.skip + page.top).map((entry) => entry.listingId);
  return { totalCount: matched.length, cards: shown.length ? await searchCardsOf(shown, options.meter) : [] };
}

/** The state or province of a stop as its postal code places it (the index's partitions follow postal codes). */
async function regionOfStop(stop: ListingStop): Promise<string> {
  const place = await geocodePostalCode(stop.address.postalCode, stop.address.country);
  return regionOf(stop.address.country, place?.stateProvince ?? stop.address.stateProvince);
}

/** A listing's cards, or undefined when it is not open for search. */
export async function searchCardFor(listing: Listing): Promise<SearchCard | undefined> {
  if (!isSearchable(listing)) return undefined;
  const [pickup, delivery] = await Promise.all(listing.route.items.map(regionOfStop));
  return searchCardOf(listing, [pickup!, delivery!]);
}

/** The search indexer: the listing's cards follow its latest image (idempotent, so replays are harmless). */
export async function indexListing(listing: Listing | undefined, listingId: number): Promise<void> {
  const card = listing && (await searchCardFor(listing));
  if (card) await putSearchCards(card);
  else await deleteSearchCards(listingId);
}

/** Rebuilds the cards of every listing (operator command `npm run search:reindex`). */
export async function reindexEveryListing(progress: (done: number) => void = () => {}): Promise<number> {
  let done = 0;
  for await (const listings of everyListing()) {
    await forEachInParallel(listings, 16, (listing) => indexListing(listing, listing.listingId));
    progress((done += listings.length));
  }
  return done;
}
