import { deleteItems, putItems } from './bulk.ts';
import { geohashOf } from '../geo/cells.ts';
import { encodeEntry, entryEnd, sortText } from './search-entries.ts';
import { NEAR_PARTITION_PRECISION, storedSortKeys } from './search-layout.ts';
import type { PlacedCard } from '../domain/search/placement.ts';
import {
  claimRecord,
  indexRecord,
  recordVersion,
  sameTallies,
  searchCardVersion,
  tallyTextsOf,
} from './search-record.ts';
import { TallyMoves } from './search-tally-moves.ts';
import {
  placesIn,
  placesNear,
  searchPlaceItems,
  searchPlaces,
  searchSortedItems,
  sidePlaces,
} from './definitions/search.ts';

// Pattern 7, the search index (docs/search.md), all in GSI3, which projects the small `entry`
// (what filters and sorts read) and `expiresAt`:
// - places: two items per open listing, one per side (pickup, delivery): partition = side +
//   state/province, sort = geohash of that stop + listingId; their entries carry no card (routes
//   read thousands). Two more hold the pickup again with its card, near each other: partition =
//   a precision-3 geohash cell (and the parent commodity, for the second), same sort: what reads
//   around a point read (shared/domain/search/near.ts).
// - sorted lists: one item per stored sort key and scope (everywhere and the parent commodity,
//   each sharded by listingId; the pickup's state or province): partition = key + scope, sort =
//   the key's value + listingId.
// - tallies: open listings per scope and (subcommodity, format), kept by the indexer.
// Their keys are built by their kinds' definitions (shared/data/definitions/search.ts).

const sides = ['pickup', 'delivery'] as const;

/** The index items of a listing (also what a backfill or seeding writes). */
export function searchCardItems({
  card,
  entry: searchEntry,
  lists,
  commodityGroup,
}: PlacedCard): Record<string, unknown>[] {
  // the sorted lists' and near places' entries carry the card (those reads read about a page of
  // them); the places' by state do not: area and route reads read many more entries than they
  // show, and a route reads thousands (docs/search.md)
  const entry = encodeEntry(card, searchEntry);
  const placeEntry = entry.slice(0, entryEnd(entry));
  // TTL removes items of expired listings that the sweeper missed; searches skip them by expiresOn
  const expiresAt = Math.ceil(Date.parse(card.expiresOn) / 1000);
  const { listingId } = card;
  const geohashes = sides.map((_, i) => geohashOf(card.stops[i]!.address));
  const places = sides.map((side, i) =>
    searchPlaceItems.item(
      { listingId, place: sidePlaces[side], area: placesIn(side, card.regions[i]!), geohash: geohashes[i]! },
      { expiresAt, entry: placeEntry },
    ),
  );
  // the pickup again with its card, among the pickups near it, and among its parent commodity's near it
  const pickup = geohashes[0]!;
  const nearCell = pickup.slice(0, NEAR_PARTITION_PRECISION);
  const near = searchPlaceItems.item(
    { listingId, place: 'NEAR', area: placesNear(nearCell), geohash: pickup },
    { expiresAt, entry },
  );
  const byCommodity = searchPlaceItems.item(
    { listingId, place: 'PICKUP#COMMODITY', area: placesNear(nearCell, commodityGroup), geohash: pickup },
    { expiresAt, entry },
  );
  // no TTL on the sorted lists' items: the sweeper finds expired listings in these lists, and moves their tallies
  const sorted = storedSortKeys.flatMap((by) =>
    lists.map((list) =>
      searchSortedItems.item(
        { listingId, by, scope: listKind(list), list, position: sortText(searchEntry, by) },
        { entry },
      ),
    ),
  );
  return [...places, near, byCommodity, ...sorted];
}

/** A listing has one item per kind of list and sort key: `ALL#2` -> `ALL`. */
const listKind = (list: string) => list.slice(0, list.indexOf('#'));
const listKinds = ['ALL', 'PICKUP', 'COMMODITY'];

/** Every index item key a listing can have (what closing it deletes). */
const indexKeysOf = (listingId: number) => [
  ...searchPlaces.map((place) => searchPlaceItems.key({ listingId, place })),
  ...storedSortKeys.flatMap((by) => listKinds.map((scope) => searchSortedItems.key({ listingId, by, scope }))),
];

/** This process's moves of listings' counts between the tallies, committed together. */
const tallyMoves = new TallyMoves();

/**
 * An open listing's index items and tallies, as its card now says. Idempotent, and a no-op when
 * the record already holds this card (a replay, or a change search does not show). The record
 * exists before any item does, so a listing with items always has a record to find them by.
 */
export async function putSearchCards(placed: PlacedCard, options: { rewrite?: boolean } = {}): Promise<void> {
  const { card } = placed;
  const version = searchCardVersion(card);
  const wanted = tallyTextsOf(placed);
  let record = await indexRecord(card.listingId);
  // `rewrite`: the items are written even so (the audit's repair of an item that went missing)
  if (record?.version === version && sameTallies(record.tallies, wanted) && !options.rewrite) return;
  if (!record) {
    record = { tallies: [] };
    await claimRecord(card.listingId);
  }
  await putItems(searchCardItems(placed));
  // a change that moves no tally (a bid) writes the record alone: a plain conditional write costs
  // half what one in a transaction does
  if (sameTallies(record.tallies, wanted) && (await recordVersion(card.listingId, record, version))) return;
  await tallyMoves.move(card.listingId, record, { tallies: wanted, version });
}

/** A closed listing leaves the index and its tallies (idempotent; nothing to do without a record). */
export async function deleteSearchCards(listingId: number): Promise<void> {
  const record = await indexRecord(listingId);
  if (!record) return;
  await deleteItems(indexKeysOf(listingId));
  await tallyMoves.move(listingId, record, undefined);
}
