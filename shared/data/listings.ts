import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import { batchGet } from './batch-get.ts';
import { additions } from './counters.ts';
import { db, tableName } from './client.ts';
import { writeIf } from './conditional.ts';
import * as v from 'valibot';
import { newestOf, queryAll, type ReadMeter } from './query.ts';
import { entityOf } from './items.ts';
import { createWithNewId, IdTaken } from './ids.ts';
import * as clock from '../clock.ts';
import { isConditionFailure, UnknownCursor } from './errors.ts';
import type { Listing, ListingStatus } from '../domain/listings/types.ts';
import { failedParts, transact } from './transact.ts';
import {
  bucketOf,
  listingContentItems,
  listingEntryItems,
  listingSchema,
  listingSortKeys,
  listingStateItems,
  stateFields,
  UNBOOKED,
  type ListingContent,
  type ListingState,
  listingCountsKey,
  listingIdOf,
  shipperOfListingCounts,
} from './definitions/listing.ts';

// Patterns 3 and 4 (docs/data-model.md; their keys: shared/data/definitions/listing.ts). A listing is three items under
// LISTING#<id>:
//  - `Listing` (SK LISTING): what the shipper wrote, written once, in no index;
//  - `ListingState` (SK LISTING#STATE): what changes (status, bids, booking, transit, location),
//    small, keyed in GSI4 by the shipper's transit status bucket (KEYS_ONLY: only a bucket move
//    writes the index);
//  - `ListingEntry` (SK LISTING#ENTRY): its place in the shipper's list, newest first (GSI1), and
//    by transit status (GSI2), carrying the whole listing as the list shows it (`view`, compressed):
//    a page of the list is one Query. Created with its keys only; the search indexer (a stream
//    consumer) writes the view after every change of the state, the creation's too (`showInShipperList`).
// A shipper's `ListingCounts` item holds the totals, changed in the same transactions.
// A `Listing` item that holds its state and index keys too is unsplit: shared/data/listing-migrations.ts
// converts it (`npm run migrate`); no request reads one (docs/compat.md).

const countOf = (bucket: string) => `count${bucket}`;

/** A whole listing as stored (merged, or an unsplit content item), parsed: table attributes and `layout` left out. */
export function toListing(item: Record<string, unknown>): Listing {
  const listing = entityOf<Listing>(item, ['layout']);
  v.assert(listingSchema, listing);
  return listing;
}

function stateOf(listing: Listing): ListingState {
  const state: Record<string, unknown> = {
    listingId: listing.listingId,
    shipperId: listing.shipperId,
    createdOn: listing.createdOn,
  };
  for (const field of stateFields) if (listing[field] !== undefined) state[field] = listing[field];
  return state as ListingState;
}

function contentOf(listing: Listing): ListingContent {
  const content: Record<string, unknown> = { ...listing };
  for (const field of stateFields) delete content[field];
  return content as ListingContent;
}

export const stateItem = (listing: Listing) => listingStateItems.item(stateOf(listing));

// The view a list entry carries: the listing's JSON, brotli-compressed (about 1.4 KB to 0.5 KB), so
// that an entry stays under 1 KB (one write unit) and a page of 25 under 20 KB (2.5 read units).
// Left out: the transit status records, the latest position and the estimates (tracking shows them, the list does
// not: the indexer passes by a change of them alone), and what the entry's keys hold (the id, the shipper, the
// creation time): every byte counts 25 times a page.
const shownInList = ({
  statusRecords: _records,
  tracking: _tracking,
  lastLocation: _location,
  ...shown
}: Listing): Omit<Listing, 'statusRecords' | 'tracking' | 'lastLocation'> => shown;
const viewOf = (listing: Listing) => {
  const { listingId: _id, shipperId: _shipper, createdOn: _created, ...shown } = shownInList(listing);
  return brotliCompressSync(JSON.stringify(shown), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
};
const listingOfEntry = (entry: Record<string, unknown> & { view: Uint8Array }) =>
  toListing({
    ...(JSON.parse(brotliDecompressSync(entry.view).toString('utf8')) as Record<string, unknown>),
    listingId: listingIdOf(entry),
    shipperId: Number(/^USER#(\d+)#/.exec(String(entry.GSI1PK))![1]),
    createdOn: String(entry.GSI1SK).split('#')[0],
  });
export const hasView = (item: Record<string, unknown>): item is Record<string, unknown> & { view: Uint8Array } =>
  item.SK === listingSortKeys.entry && item.view instanceof Uint8Array;
/** Which change of the state a view shows (epoch ms): no view replaces a newer one. */
const versionOf = (listing: Listing) => Date.parse(listing.updatedOn ?? listing.createdOn);
/** The entry with its view, keyed by transit status in GSI2 too (in GSI1 as well, unless told). */
const viewedEntry = (listing: Listing, indexes: readonly ('GSI1' | 'GSI2')[] = ['GSI1', 'GSI2']) =>
  listingEntryItems.item(listing, { view: viewOf(listing), viewOf: versionOf(listing) }, indexes);
/**
 * The list entry. The API's transactions write it without its view and so outside GSI2 (a
 * transaction bills every item and index copy twice): the indexer adds the view from the state's
 * stream record within a second, and until then the list reads that listing by key, so it never
 * shows a stale one. Writes outside transactions (seeding) write it whole.
 */
export const entryItem = (listing: Listing, options: { view: boolean }) =>
  options.view ? viewedEntry(listing) : listingEntryItems.item(listing, {}, ['GSI1']);

/**
 * The listing's list entry shows the listing as it now is (the search indexer, after every change
 * of its state; the listing-entry-views migration). Idempotent, and never over a view of a later
 * change, so a replayed or late record cannot put an older view back. A listing without an entry
 * (unsplit: docs/compat.md) is left alone: `splitListing` writes its entry.
 */
export async function showInShipperList(listing: Listing, options: { erased?: boolean } = {}): Promise<void> {
  const { view, GSI2PK, GSI2SK } = viewedEntry(listing, ['GSI2']);
  // An erasure rewrites the content without a change of its own (updatedOn stays): its view ranks
  // half a millisecond after that change, so a late record of the same change (read before the
  // erasure) cannot put the erased strings back, and any later change still replaces it.
  const version = versionOf(listing) + (options.erased ? 0.5 : 0);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: listingEntryItems.key(listing),
        UpdateExpression: 'SET #view = :view, viewOf = :version, GSI2PK = :pk, GSI2SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(viewOf) OR viewOf <= :version)',
        ExpressionAttributeNames: { '#view': 'view' },
        ExpressionAttributeValues: { ':view': view, ':version': version, ':pk': GSI2PK, ':sk': GSI2SK },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // a later view is there already, or no entry yet
  }
}

const contentItem = (listing: Listing) => listingContentItems.item(contentOf(listing));

/** A listing as stored: its content, state and list entry with its view (seeding: batch writes, not the API's). */
export function listingItems(listing: Listing): Record<string, unknown>[] {
  return [contentItem(listing), stateItem(listing), entryItem(listing, { view: true })];
}

const newPut = (Item: Record<string, unknown>) => ({ Put: { Item, ConditionExpression: 'attribute_not_exists(PK)' } });

/** The transaction's parts that store a new listing and count it (its entry's view follows, above). */
export function newListingWrites(listing: Listing) {
  return {
    content: newPut(contentItem(listing)),
    state: newPut(stateItem(listing)),
    entry: newPut(entryItem(listing, { view: false })),
    counts: { Update: countsChange(listing.shipperId, { total: 1, into: bucketOf(listing.transitStatus) }) },
  };
}

/** A shipper's counts moved: `total` more listings, one from bucket `from` into `into`. */
export function countsChange(shipperId: number, change: { total?: number; from?: string; into?: string }) {
  return countsUpdate(shipperId, [
    ['total', change.total ?? 0],
    ...(change.from ? [[countOf(change.from), -1] as [string, number]] : []),
    ...(change.into ? [[countOf(change.into), 1] as [string, number]] : []),
  ]);
}

/** Adds to a shipper's counts by name (`total`, `count<bucket>`). */
function countsUpdate(shipperId: number, amounts: Iterable<[string, number]>) {
  const add = additions(amounts);
  return {
    TableName: tableName(),
    Key: listingCountsKey(shipperId),
    UpdateExpression: add.clause,
    ExpressionAttributeNames: add.names,
    ExpressionAttributeValues: add.values,
  };
}

/** A shipper's counts as stored (`total`, `count<bucket>`): what the audit recounts. */
export const listingCountsOfItem = (
  item: Record<string, unknown>,
): { shipperId: number; counts: Record<string, number> } => ({
  shipperId: shipperOfListingCounts(item),
  counts: Object.fromEntries(
    Object.entries(item)
      .filter(([name]) => name === 'total' || name.startsWith('count'))
      .map(([name, value]) => [name, Number(value)]),
  ),
});

/** The counts a shipper's listings make: `total`, and `count<bucket>` per transit status bucket. */
export function countsOfListings(listings: Pick<Listing, 'transitStatus'>[]): Record<string, number> {
  const counts: Record<string, number> = { total: listings.length };
  for (const listing of listings)
    counts[countOf(bucketOf(listing.transitStatus))] = (counts[countOf(bucketOf(listing.transitStatus))] ?? 0) + 1;
  return counts;
}

/** Adds to a shipper's counts (the audit's repair of counts that drifted). */
export async function adjustListingCounts(shipperId: number, changes: Record<string, number>): Promise<void> {
  if (!Object.values(changes).some(Boolean)) return;
  await db().send(new UpdateCommand(countsUpdate(shipperId, Object.entries(changes))));
}

/** The conditional update of a listing's state item (status is `#status`). */
export function stateUpdate(
  listingId: number,
  update: { set: string[]; condition: string; names?: Record<string, string>; values: Record<string, unknown> },
) {
  return {
    TableName: tableName(),
    Key: listingStateItems.key({ listingId }),
    UpdateExpression: `SET ${update.set.join(', ')}`,
    ConditionExpression: update.condition,
    ExpressionAttributeNames: { '#status': 'status', ...update.names },
    ExpressionAttributeValues: update.values,
  };
}

/**
 * A listing moving from one transit bucket into another: the SET clause and values that rekey its
 * state in GSI4, and the update of the shipper's counts, which must be in the same transaction.
 */
export function bucketMove(listing: Pick<Listing, 'shipperId'>, from: string, into: string) {
  return {
    set: 'GSI4PK = :bucketKey',
    values: {
      ':bucketKey': listingStateItems.indexPartition('GSI4', { shipperId: listing.shipperId, transitStatus: into }),
    },
    counts: { Update: countsChange(listing.shipperId, { from, into }) },
  };
}

export async function insertListing(draft: Omit<Listing, 'listingId'>): Promise<Listing> {
  return createWithNewId(
    async (listingId) => {
      const listing: Listing = { ...draft, listingId };
      const parts = newListingWrites(listing);
      try {
        await transact(parts);
      } catch (error) {
        // the content's put failed: its id was taken
        if (failedParts(error, parts)?.includes('content'))
          throw new IdTaken(`Listing ${listingId} exists.`, { cause: error });
        throw error;
      }
      return listing;
    },
    (error) => error instanceof IdTaken,
  );
}

/** Content and state merged. */
export function mergedListing(items: Record<string, unknown>[]): Listing | undefined {
  const content = items.find((item) => item.SK === listingSortKeys.content);
  const stored = items.find((item) => item.SK === listingSortKeys.state);
  if (!content || !stored) return undefined;
  const state = listingStateItems.recordOf(stored);
  const merged: Record<string, unknown> = { ...content };
  for (const field of stateFields) if (state[field] !== undefined) merged[field] = state[field];
  return toListing(merged);
}

/**
 * Every item of a listing's partition (content, state, entry, records, index items ...), read consistently: the audit's
 * view of one listing.
 */
export const listingPartitionItems = (listingId: number): Promise<Record<string, unknown>[]> =>
  queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': listingContentItems.partition({ listingId }) },
    ConsistentRead: true,
  });

/**
 * What is wrong with the derived items of a listing's partition (docs/reliability.md, the audit):
 * its state's key in GSI4 and its list entry, whose view the search indexer keeps (pattern 4).
 * Empty when they show the listing as it is.
 */
export function listingItemsDrift(listing: Listing, items: Record<string, unknown>[]): string[] {
  const drift: string[] = [];
  const state = items.find((item) => item.SK === listingSortKeys.state);
  const bucketKey = listingStateItems.indexPartition('GSI4', listing);
  if (state && state.GSI4PK !== bucketKey) drift.push(`state keyed under ${String(state.GSI4PK)}, not ${bucketKey}`);
  const entry = items.find((item) => item.SK === listingSortKeys.entry);
  if (!entry) return [...drift, 'no list entry'];
  const wanted = viewedEntry(listing);
  if (entry.GSI1PK !== wanted.GSI1PK || entry.GSI1SK !== wanted.GSI1SK)
    drift.push(
      `list entry keyed ${String(entry.GSI1PK)} ${String(entry.GSI1SK)}, not ${wanted.GSI1PK} ${wanted.GSI1SK}`,
    );
  if (!hasView(entry)) return [...drift, 'list entry without its view'];
  // an erasure's view ranks half a millisecond after the change it shows (showInShipperList)
  if (Math.floor(Number(entry.viewOf)) !== wanted.viewOf)
    drift.push(`list entry shows the state of ${String(entry.viewOf)}, not ${wanted.viewOf}`);
  if (entry.GSI2PK !== wanted.GSI2PK) drift.push(`list entry under ${String(entry.GSI2PK)}, not ${wanted.GSI2PK}`);
  else {
    // a view written before it left the latest position out may still hold one
    const plain = (value: Listing) => JSON.parse(JSON.stringify(shownInList(value))) as unknown;
    if (!isDeepStrictEqual(plain(listingOfEntry(entry)), plain(listing)))
      drift.push('list entry view differs from the listing');
  }
  return drift;
}

/** A listing by id. `consistent`: the latest write (the search indexer's read). */
export async function findListing(
  listingId: number,
  options: { consistent?: boolean } = {},
): Promise<Listing | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :listing)',
      ExpressionAttributeValues: {
        ':pk': listingContentItems.partition({ listingId }),
        ':listing': listingSortKeys.content,
      },
      ConsistentRead: options.consistent,
    }),
  );
  return mergedListing(Items);
}

/** Listings by id, in the order given (missing ones left out): one BatchGet per 50 listings. */
export async function listingsById(ids: number[]): Promise<Listing[]> {
  const found = new Map<number, Record<string, unknown>[]>();
  // two keys a listing: batchGet's requests of 100 keys are 50 listings each
  await batchGet(
    ids.flatMap((listingId) => [listingContentItems.key({ listingId }), listingStateItems.key({ listingId })]),
    (item) => {
      const id = listingIdOf(item);
      found.set(id, [...(found.get(id) ?? []), item]);
    },
  );
  return ids.flatMap((id) => {
    const listing = mergedListing(found.get(id) ?? []);
    return listing ? [listing] : [];
  });
}

/**
 * The ids of a shipper's listings that are not booked (open ones among them): its bucket in GSI4,
 * keys only. What a provider that shipper blocked must not find in search (docs/provider-relations.md).
 */
export async function unbookedListingIdsOf(shipperId: number, meter?: ReadMeter): Promise<number[]> {
  const items = await queryAll(
    {
      IndexName: 'GSI4',
      KeyConditionExpression: 'GSI4PK = :pk',
      ExpressionAttributeValues: {
        ':pk': listingStateItems.indexPartition('GSI4', { shipperId, transitStatus: UNBOOKED }),
      },
    },
    meter,
  );
  return items.map(listingIdOf);
}

/** The ids of all a shipper's listings (its list in GSI1). */
export async function listingIdsOfShipper(shipperId: number): Promise<number[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': listingEntryItems.indexPartition('GSI1', { shipperId }) },
  });
  return items.map(listingIdOf);
}

// ---- pattern 4: a shipper's listings, paged -----------------------------------------------

export interface ListingPage {
  items: Listing[];
  totalCount: number;
  /** Where the next page starts, for the next link ($skiptoken); none on the last page. */
  cursor?: string;
}

function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** A cursor this shipper's list can start from; anything else is UnknownCursor. */
function decodeCursor(cursor: string, list: ShipperList): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { index, partition } = list;
    if (
      Object.keys(key).length === 4 &&
      ['PK', 'SK', `${index}PK`, `${index}SK`].every((name) => typeof key[name] === 'string') &&
      key[`${index}PK`] === partition &&
      String(key.PK).startsWith('LISTING#')
    )
      return key;
  } catch {
    /* falls through */
  }
  throw new UnknownCursor();
}

/** Which index holds the list's entries: everything in GSI1, a transit status in GSI2. */
interface ShipperList {
  index: 'GSI1' | 'GSI2';
  partition: string;
}

const shipperList = (shipperId: number, transitStatus: string | undefined): ShipperList =>
  transitStatus === undefined
    ? { index: 'GSI1', partition: listingEntryItems.indexPartition('GSI1', { shipperId }) }
    : { index: 'GSI2', partition: listingEntryItems.indexPartition('GSI2', { shipperId, transitStatus }) };

/**
 * The listings of a page of list items: from the views the entries carry, else (an entry whose view the indexer has
 * not written yet) read by key.
 */
async function listingsOfPage(items: Record<string, unknown>[]): Promise<Listing[]> {
  const unviewed = items.filter((item) => !hasView(item));
  const read = new Map((await listingsById(unviewed.map(listingIdOf))).map((listing) => [listing.listingId, listing]));
  return items.flatMap((item) => {
    const listing = hasView(item) ? listingOfEntry(item) : read.get(listingIdOf(item));
    return listing ? [listing] : [];
  });
}

/**
 * A shipper's listings, newest first, optionally in one transit status: one Query of the list's
 * entries up to the page (from the cursor of a next link, else from the start past $skip), which
 * carry the listings as shown; totalCount from the shipper's counts.
 */
export async function listingsOfShipper(
  shipperId: number,
  options: { transitStatus?: string; skip: number; top: number; cursor?: string },
): Promise<ListingPage> {
  const list = shipperList(shipperId, options.transitStatus);
  const { index, partition } = list;
  const wanted = (options.cursor ? 0 : options.skip) + options.top;
  const startKey = options.cursor ? decodeCursor(options.cursor, list) : undefined;
  const { items: read, lastKey } = await newestOf(index, partition, wanted, startKey);
  const pageKeys = read.slice(options.cursor ? 0 : options.skip);
  const [{ Item: counts }, items] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: listingCountsKey(shipperId) })),
    listingsOfPage(pageKeys),
  ]);
  const totalCount = Number(
    (options.transitStatus !== undefined ? counts?.[countOf(options.transitStatus)] : counts?.total) ?? 0,
  );
  const last = pageKeys.at(-1);
  const cursor =
    last && lastKey
      ? encodeCursor({
          PK: last.PK,
          SK: last.SK,
          [`${index}PK`]: last[`${index}PK`],
          [`${index}SK`]: last[`${index}SK`],
        })
      : undefined;
  return { items, totalCount, cursor };
}

// ---- changes ------------------------------------------------------------------------------

/** Moves a listing from one of `from` to `to`; false when it is no longer in one of them. */
export async function changeListingStatus(
  listingId: number,
  from: ListingStatus[],
  to: ListingStatus,
  set: Record<string, unknown> = {},
): Promise<boolean> {
  const names: Record<string, string> = {};
  // the request's time: a retry after a stop makes the same change, which its first attempt's shows as done
  const values: Record<string, unknown> = { ':to': to, ':now': clock.now().toISOString() };
  const assignments = ['#status = :to', 'updatedOn = :now'];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    assignments.push(`#f${i} = :v${i}`);
  });
  from.forEach((status, i) => {
    values[`:from${i}`] = status;
  });
  return writeIf(
    {
      Update: stateUpdate(listingId, {
        set: assignments,
        condition: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
        names,
        values,
      }),
    },
    (current) => current?.status === to && current.updatedOn === values[':now'],
  );
}

/** Adds seeded listings (written with listingItems, outside the API) to their shippers' counts. */
export async function countSeededListings(listings: Listing[]): Promise<void> {
  const byShipper = new Map<number, Map<string, number>>();
  for (const listing of listings) {
    const buckets = byShipper.get(listing.shipperId) ?? new Map<string, number>();
    buckets.set(bucketOf(listing.transitStatus), (buckets.get(bucketOf(listing.transitStatus)) ?? 0) + 1);
    byShipper.set(listing.shipperId, buckets);
  }
  for (const [shipperId, buckets] of byShipper) {
    const total = [...buckets.values()].reduce((a, b) => a + b, 0);
    const amounts = [...buckets].map(([bucket, n]): [string, number] => [countOf(bucket), n]);
    await db().send(new UpdateCommand(countsUpdate(shipperId, [['total', total], ...amounts])));
  }
}
