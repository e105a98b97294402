import { BatchGetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryAll, type ReadMeter } from './query.ts';
import { forEachInParallel } from './parallel.ts';
import { untilProcessed } from './unprocessed.ts';
import { geohashOf } from '../geo/cells.ts';
import { searchEntryOf, type SearchCard, type SearchEntry } from '../domain/search/cards.ts';
import type { IndexScan } from '../domain/search/rules.ts';

// Pattern 7, the search index (docs/search.md). Each open listing has two items, one per side
// (pickup, delivery), in GSI3: partition = side + state/province, sort = geohash of that stop +
// listingId. GSI3 projects the small `entry` (what filters and sorts read) and `expiresAt`; the
// full `searchCard` stays on the base item and is read by key for the page a search returns.

const sides = ['pickup', 'delivery'] as const;
/** Sorts after every geohash character: `9q5~` closes the range of cells starting with `9q5`. */
const AFTER_CELL = '~';
const PARALLEL_QUERIES = 16;

/** An entry as one string: a few dozen bytes, where attribute names alone would double it. */
function encodeEntry(e: SearchEntry): string {
  return [e.listingId, e.commodity, e.format, e.price ?? '', e.updatedOn, e.expiresOn, Math.round(e.kilometers * 10) / 10,
    e.pickup.latitude, e.pickup.longitude, e.delivery.latitude, e.delivery.longitude, e.regions[0], e.regions[1]].join('|');
}

function decodeEntry(text: string): SearchEntry {
  const [id, commodity, format, price, updatedOn, expiresOn, km, pLat, pLon, dLat, dLon, pickupRegion, deliveryRegion] = text.split('|') as string[];
  return {
    listingId: Number(id), commodity: commodity!, format: format as SearchEntry['format'], ...(price ? { price: Number(price) } : {}),
    updatedOn: Number(updatedOn), expiresOn: Number(expiresOn), kilometers: Number(km),
    pickup: { latitude: Number(pLat), longitude: Number(pLon) }, delivery: { latitude: Number(dLat), longitude: Number(dLon) },
    regions: [pickupRegion!, deliveryRegion!],
  };
}

/** The index items of a listing (also what a backfill or seeding writes). */
export function searchCardItems(card: SearchCard): Record<string, unknown>[] {
  const entry = encodeEntry(searchEntryOf(card));
  return sides.map((side, i) => ({
    ...keys.searchCard(card.listingId, side),
    entity: 'SearchCard',
    GSI3PK: keys.searchPartition(side, card.regions[i]!),
    GSI3SK: `${geohashOf(card.stops[i]!.address)}#${card.listingId}`,
    // TTL removes items of expired listings; until it does, searches skip them by expiresAt
    expiresAt: Math.ceil(Date.parse(card.expiresOn) / 1000),
    entry,
    // the whole card on the pickup item only: the page is read from there
    ...(side === 'pickup' ? { searchCard: card } : {}),
  }));
}

export async function putSearchCards(card: SearchCard): Promise<void> {
  await Promise.all(searchCardItems(card).map((Item) => db().send(new PutCommand({ TableName: tableName(), Item }))));
}

export async function deleteSearchCards(listingId: number): Promise<void> {
  await Promise.all(sides.map((side) => db().send(new DeleteCommand({ TableName: tableName(), Key: keys.searchCard(listingId, side) }))));
}

/** The unexpired entries in the slices of a scan, reading up to PARALLEL_QUERIES slices at once. */
export async function readSearchEntries(scan: IndexScan, now: Date, meter?: ReadMeter): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  await forEachInParallel(scan.slices, PARALLEL_QUERIES, async (slice) => {
    const ranged = slice.first !== undefined;
    const items = await queryAll({
      IndexName: 'GSI3',
      KeyConditionExpression: ranged ? 'GSI3PK = :pk AND GSI3SK BETWEEN :first AND :last' : 'GSI3PK = :pk',
      FilterExpression: 'expiresAt > :now',
      ProjectionExpression: 'entry',
      ExpressionAttributeValues: {
        ':pk': keys.searchPartition(scan.side, slice.region), ':now': Math.floor(now.getTime() / 1000),
        ...(ranged ? { ':first': slice.first, ':last': `${slice.last}${AFTER_CELL}` } : {}),
      },
    }, meter);
    for (const item of items) entries.push(decodeEntry(item.entry as string));
  });
  return entries;
}

/** The cards of these listings, in the same order (a page: at most 100, one BatchGetItem each 100). */
export async function searchCardsOf(listingIds: number[], meter?: ReadMeter): Promise<SearchCard[]> {
  const found = new Map<number, SearchCard>();
  await untilProcessed(listingIds.map((id): Record<string, unknown> => keys.searchCard(id, 'pickup')), async (pending) => {
    const page = await db().send(new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: pending, ProjectionExpression: 'searchCard' } },
      ...(meter ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
    }));
    if (meter) {
      meter.requests++;
      meter.capacityUnits += page.ConsumedCapacity?.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0) ?? 0;
    }
    for (const item of page.Responses?.[tableName()] ?? []) {
      const card = item.searchCard as SearchCard;
      found.set(card.listingId, card);
    }
    return page.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  });
  // a listing closed between the two reads has no card any more: it drops out of the page
  return listingIds.map((id) => found.get(id)).filter((card): card is SearchCard => card !== undefined);
}
