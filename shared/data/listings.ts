import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import { batchGet } from './batch-get.ts';
import { additions } from './counters.ts';
import { db, tableName } from './client.ts';
import { writeIf } from './conditional.ts';
import { keys } from './keys.ts';
import { queryAll, scanPages, type ReadMeter, type ScanPage } from './query.ts';
import { entityOf } from './items.ts';
import { createWithNewId } from './ids.ts';
import { requestTime } from './draws.ts';
import { failedConditions, isCancelledByContention, isConditionFailure } from './errors.ts';
import { forEachInParallel } from '../parallel.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { Listing, ListingStatus } from '../domain/listings/types.ts';
import { transact } from './transact.ts';

// Patterns 3 and 4 (docs/data-model.md). A listing is three items under LISTING#<id>:
//  - `Listing` (SK LISTING): what the shipper wrote, written once, in no index;
//  - `ListingState` (SK LISTING#STATE): what changes (status, bids, booking, transit, location),
//    small, keyed in GSI4 by the shipper's transit status bucket (KEYS_ONLY: only a bucket move
//    writes the index);
//  - `ListingEntry` (SK LISTING#ENTRY): its place in the shipper's list, newest first (GSI1), and
//    by transit status (GSI2), carrying the whole listing as the list shows it (`view`, compressed):
//    a page of the list is one Query. Created with its keys only; the search indexer (a stream
//    consumer) writes the view after every change of the state, the creation's too (`showInShipperList`).
// A shipper's `ListingCounts` item holds the totals, changed in the same transactions.
// Before the split (infra/ops/migrate.ts) one `Listing` item held everything and was keyed in GSI1
// and GSI2: every read here takes either layout, and every write converts an old one first.

const UNBOOKED = 'Unbooked';
export const LISTING_SPLIT = 'listing-split';
/** The migration that gives every list entry its view and transit status key (docs/data-model.md). */
export const LISTING_ENTRY_VIEWS = 'listing-entry-views';

/** What changes after creation: the ListingState item's fields. */
const stateFields = [
  'status',
  'updatedOn',
  'activatedOn',
  'expiresOn',
  'bidCount',
  'lowestBid',
  'acceptedBidId',
  'bookedProviderId',
  'driverMemberId',
  'transitStatus',
  'transitStatusRank',
  'lastLocation',
  'trackingToken',
  'statusRecords',
] as const;
const oldIndexKeys = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'];

/** The transit status a listing is counted and listed under: `Unbooked` before booking. */
export const bucketOf = (transitStatus: string | undefined) => transitStatus ?? UNBOOKED;
const sortKeyOf = (listing: Pick<Listing, 'createdOn' | 'listingId'>) => `${listing.createdOn}#${listing.listingId}`;
const countOf = (bucket: string) => `count${bucket}`;

export const toListing = (item: Record<string, unknown>) => entityOf<Listing>(item, ['layout']);

function stateOf(listing: Listing): Record<string, unknown> {
  const state: Record<string, unknown> = {
    listingId: listing.listingId,
    shipperId: listing.shipperId,
    createdOn: listing.createdOn,
  };
  for (const field of stateFields) if (listing[field] !== undefined) state[field] = listing[field];
  return state;
}

function contentOf(listing: Listing): Record<string, unknown> {
  const content: Record<string, unknown> = { ...listing };
  for (const field of stateFields) delete content[field];
  return content;
}

const stateItem = (listing: Listing) => ({
  ...keys.listingState(listing.listingId),
  entity: 'ListingState',
  GSI4PK: keys.listingsOfShipperByTransitStatus(listing.shipperId, bucketOf(listing.transitStatus)),
  GSI4SK: sortKeyOf(listing),
  ...stateOf(listing),
});

// The view a list entry carries: the listing's JSON, brotli-compressed (about 1.4 KB to 0.5 KB), so
// that an entry stays under 1 KB (one write unit) and a page of 25 under 20 KB (2.5 read units).
// Left out: the transit status records (tracking shows them, the list does not), and what the
// entry's keys hold (the id, the shipper, the creation time): every byte counts 25 times a page.
const viewOf = ({
  statusRecords: _tracking,
  listingId: _id,
  shipperId: _shipper,
  createdOn: _created,
  ...shown
}: Listing) => brotliCompressSync(JSON.stringify(shown), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const listingOfEntry = (entry: Record<string, unknown> & { view: Uint8Array }) =>
  toListing({
    ...(JSON.parse(brotliDecompressSync(entry.view).toString('utf8')) as Record<string, unknown>),
    listingId: listingIdOf(entry),
    shipperId: Number(/^USER#(\d+)#/.exec(String(entry.GSI1PK))![1]),
    createdOn: String(entry.GSI1SK).split('#')[0],
  });
const hasView = (item: Record<string, unknown>): item is Record<string, unknown> & { view: Uint8Array } =>
  item.SK === keys.listingEntry(0).SK && item.view instanceof Uint8Array;
/** Which change of the state a view shows (epoch ms): no view replaces a newer one. */
const versionOf = (listing: Listing) => Date.parse(listing.updatedOn ?? listing.createdOn);
const entryView = (listing: Listing) => ({
  view: viewOf(listing),
  viewOf: versionOf(listing),
  GSI2PK: keys.listingEntriesByTransitStatus(listing.shipperId, bucketOf(listing.transitStatus)),
  GSI2SK: sortKeyOf(listing),
});
/**
 * The list entry. The API's transactions write it without its view (a transaction bills every
 * item and index copy twice): the indexer adds the view from the state's stream record within a
 * second, and until then the list reads that listing by key, so it never shows a stale one.
 * Writes outside transactions (seeding) write it whole.
 */
const entryItem = (listing: Listing, options: { view: boolean }) => ({
  ...keys.listingEntry(listing.listingId),
  entity: 'ListingEntry',
  GSI1PK: keys.listingsOfShipper(listing.shipperId),
  GSI1SK: sortKeyOf(listing),
  ...(options.view ? entryView(listing) : {}),
});

/**
 * The listing's list entry shows the listing as it now is (the search indexer, after every change
 * of its state; the listing-entry-views migration). Idempotent, and never over a view of a later
 * change, so a replayed or late record cannot put an older view back. A listing without an entry
 * (the old layout, before its split) is left alone: the split writes its entry.
 */
export async function showInShipperList(listing: Listing, options: { erased?: boolean } = {}): Promise<void> {
  const { view, viewOf: changeVersion, GSI2PK, GSI2SK } = entryView(listing);
  // An erasure rewrites the content without a change of its own (updatedOn stays): its view ranks
  // half a millisecond after that change, so a late record of the same change (read before the
  // erasure) cannot put the erased strings back, and any later change still replaces it.
  const version = changeVersion + (options.erased ? 0.5 : 0);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.listingEntry(listing.listingId),
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

const contentItem = (listing: Listing) => ({
  ...keys.listing(listing.listingId),
  entity: 'Listing',
  layout: 2,
  ...contentOf(listing),
});

/** A listing as stored: its content, state and list entry with its view (seeding: batch writes, not the API's). */
export function listingItems(listing: Listing): Record<string, unknown>[] {
  return [contentItem(listing), stateItem(listing), entryItem(listing, { view: true })];
}

/** The transaction items that store a new listing and count it (its entry's view follows, above). */
export function newListingWrites(listing: Listing) {
  return [
    ...[contentItem(listing), stateItem(listing), entryItem(listing, { view: false })].map((Item) => ({
      Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' },
    })),
    { Update: countsChange(listing.shipperId, { total: 1, into: bucketOf(listing.transitStatus) }) },
  ];
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
    Key: keys.listingCounts(shipperId),
    UpdateExpression: add.clause,
    ExpressionAttributeNames: add.names,
    ExpressionAttributeValues: add.values,
  };
}

/** A shipper's counts as stored (`total`, `count<bucket>`): what the audit recounts. */
export const listingCountsOfItem = (
  item: Record<string, unknown>,
): { shipperId: number; counts: Record<string, number> } => ({
  shipperId: Number(String(item.PK).slice('USER#'.length)),
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
    Key: keys.listingState(listingId),
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
    values: { ':bucketKey': keys.listingsOfShipperByTransitStatus(listing.shipperId, into) },
    counts: { Update: countsChange(listing.shipperId, { from, into }) },
  };
}

export async function insertListing(draft: Omit<Listing, 'listingId'>): Promise<Listing> {
  return createWithNewId(
    async (listingId) => {
      const listing: Listing = { ...draft, listingId };
      await transact(newListingWrites(listing));
      return listing;
    },
    (error) => failedConditions(error)?.includes(0) === true,
  ); // the content's put failed: its id was taken
}

/** Content and state merged; the old layout's one item is both. */
export function mergedListing(items: Record<string, unknown>[]): Listing | undefined {
  const content = items.find((item) => item.SK === 'LISTING');
  if (!content) return undefined;
  const state = items.find((item) => item.SK === 'LISTING#STATE');
  if (!state) return content.layout === 2 ? undefined : toListing(content);
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
    ExpressionAttributeValues: { ':pk': keys.listing(listingId).PK },
    ConsistentRead: true,
  });

/**
 * What is wrong with the derived items of a listing's partition (docs/reliability.md, the audit):
 * its state's key in GSI4 and its list entry, whose view the search indexer keeps (pattern 4).
 * Empty when they show the listing as it is.
 */
export function listingItemsDrift(listing: Listing, items: Record<string, unknown>[]): string[] {
  const drift: string[] = [];
  const state = items.find((item) => item.SK === keys.listingState(0).SK);
  const bucketKey = keys.listingsOfShipperByTransitStatus(listing.shipperId, bucketOf(listing.transitStatus));
  if (state && state.GSI4PK !== bucketKey) drift.push(`state keyed under ${String(state.GSI4PK)}, not ${bucketKey}`);
  const entry = items.find((item) => item.SK === keys.listingEntry(0).SK);
  if (!entry) return [...drift, 'no list entry'];
  const wanted = entryItem(listing, { view: true });
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
    const { statusRecords: _tracking, ...shown } = listing;
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    if (!isDeepStrictEqual(plain(listingOfEntry(entry)), plain(shown)))
      drift.push('list entry view differs from the listing');
  }
  return drift;
}

/** A listing by id, in either layout. `consistent`: the latest write (the search indexer's read). */
export async function findListing(
  listingId: number,
  options: { consistent?: boolean } = {},
): Promise<Listing | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :listing)',
      ExpressionAttributeValues: { ':pk': keys.listing(listingId).PK, ':listing': 'LISTING' },
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
    ids.flatMap((id) => [keys.listing(id), keys.listingState(id)]),
    (item) => {
      const id = Number(String(item.PK).slice('LISTING#'.length));
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
      ExpressionAttributeValues: { ':pk': keys.listingsOfShipperByTransitStatus(shipperId, UNBOOKED) },
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
    ExpressionAttributeValues: { ':pk': keys.listingsOfShipper(shipperId) },
  });
  return items.map(listingIdOf);
}

// ---- pattern 4: a shipper's listings, paged -----------------------------------------------

const doneMigrations = new Set<string>();
/** Whether a migration has written its marker (infra/ops/migrate.ts): once done, done for good. */
export async function migrationDone(name: string): Promise<boolean> {
  const seen = `${tableName()}\t${name}`;
  if (doneMigrations.has(seen)) return true;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.migration(name) }));
  if (Item) doneMigrations.add(seen);
  return Item !== undefined;
}

/** Whether all of these migrations are complete. */
export const everyMigrationDone = async (names: string[]) =>
  (await Promise.all(names.map(migrationDone))).every(Boolean);

/** Whether every listing of the table has the split layout (the migration wrote its marker). */
export const listingSplitDone = () => migrationDone(LISTING_SPLIT);

/** Forgets that a migration was seen complete (tests that put data back into an old layout). */
export const forgetMigration = (name: string) => doneMigrations.delete(`${tableName()}\t${name}`);
export const forgetListingSplit = () => forgetMigration(LISTING_SPLIT);

/**
 * The listing split over the whole table (infra/ops/migrate.ts; the local runtime at start):
 * converts every old-layout listing, resumable from `from`, and writes the marker after a full
 * pass. Idempotent: converted listings are skipped, and writers convert what they touch meanwhile.
 */
export async function splitEveryListing(options: MigrationRun = {}): Promise<MigrationResult> {
  return migrateEach(LISTING_SPLIT, { entity: 'Listing', SK: keys.listing(0).SK }, options, async (items) => {
    let converted = 0;
    for (const item of items) if (await splitListing(item)) converted++;
    return converted;
  });
}

/** Where a migration run starts (`from`), how far it goes (`maxItems`), and what it reports after each page. */
export interface MigrationRun {
  from?: Record<string, unknown>;
  maxItems?: number;
  progress?: (step: { scanned: number; converted: number; next?: Record<string, unknown> }) => void;
}
export interface MigrationResult {
  scanned: number;
  converted: number;
  complete: boolean;
}

/**
 * One migration (infra/ops/migrate.ts) over every item of one kind, a page at a time: `convert`
 * each page (it answers how many it converted), resumable from `from`, `maxItems` in a run, and
 * the marker after a full pass. Nothing to do once the marker exists.
 */
export async function migrateEach(
  name: string,
  of: ItemsOfKind,
  run: MigrationRun,
  convert: (items: Record<string, unknown>[]) => Promise<number>,
): Promise<MigrationResult> {
  let scanned = 0;
  let converted = 0;
  if (await migrationDone(name)) return { scanned, converted, complete: true };
  for await (const { items, next } of everyListingItem(run.from, run.maxItems, of)) {
    converted += await convert(items);
    scanned += items.length;
    run.progress?.({ scanned, converted, next });
    if (next && run.maxItems !== undefined && scanned >= run.maxItems) return { scanned, converted, complete: false };
  }
  await markMigrationDone(name);
  return { scanned, converted, complete: true };
}

/**
 * The listing-entry-views migration (infra/ops/migrate.ts; the local runtime at start): every list
 * entry without its view gets it, from the listing as it is; resumable from `from`, idempotent
 * (`showInShipperList`), and the marker after a full pass: status lists then page from the entries.
 */
export async function viewEveryListingEntry(options: MigrationRun = {}): Promise<MigrationResult> {
  return migrateEach(
    LISTING_ENTRY_VIEWS,
    { entity: 'ListingEntry', SK: keys.listingEntry(0).SK },
    options,
    async (items) => {
      const unviewed = items.filter((item) => !hasView(item) || item.GSI2PK === undefined);
      // each listing as it is now (a consistent read): a change after it is the indexer's to show
      await forEachInParallel(unviewed, 16, async (entry) => {
        const listing = await findListing(listingIdOf(entry), { consistent: true });
        if (listing) await showInShipperList(listing);
      });
      return unviewed.length;
    },
  );
}

export interface ListingPage {
  items: Listing[];
  totalCount: number;
  /** Where the next page starts, for the next link ($skiptoken); none on the last page. */
  cursor?: string;
}

const listingIdOf = (key: Record<string, unknown>) => Number(String(key.PK).slice('LISTING#'.length));

function encodeCursor(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/**
 * A cursor this shipper's list can start from; anything else is a 400 naming $skiptoken. A cursor
 * of a status list given before the listing-entry-views migration (GSI4, the state items) still
 * works after it: the same place in the entries' list (GSI2).
 */
function decodeCursor(cursor: string, list: ShipperList): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const isCursorOf = (index: string, partition: string) =>
      Object.keys(key).length === 4 &&
      ['PK', 'SK', `${index}PK`, `${index}SK`].every((name) => typeof key[name] === 'string') &&
      key[`${index}PK`] === partition &&
      String(key.PK).startsWith('LISTING#');
    if (isCursorOf(list.index, list.partition)) return key;
    if (list.index === 'GSI2' && list.beforeViews && isCursorOf('GSI4', list.beforeViews)) {
      return { PK: key.PK, SK: keys.listingEntry(0).SK, GSI2PK: list.partition, GSI2SK: key.GSI4SK };
    }
  } catch {
    /* falls through */
  }
  throw ValidationError.field(
    '$skiptoken',
    '$skiptoken is not one this list gave: follow the next link as it is, or page with $skip.',
  );
}

interface ShipperList {
  index: 'GSI1' | 'GSI2' | 'GSI4';
  partition: string;
  /** The same list's partition in GSI4, where status lists paged before the entries carried views. */
  beforeViews?: string;
}

/**
 * Which index holds the list: everything in GSI1 (the entries); a transit status in GSI2 (the
 * entries again), or, until the listing-entry-views migration is complete, in GSI4 (the state items' keys).
 */
async function shipperList(shipperId: number, transitStatus: string | undefined): Promise<ShipperList> {
  if (transitStatus === undefined) return { index: 'GSI1', partition: keys.listingsOfShipper(shipperId) };
  const beforeViews = keys.listingsOfShipperByTransitStatus(shipperId, transitStatus);
  if (!(await migrationDone(LISTING_ENTRY_VIEWS))) return { index: 'GSI4', partition: beforeViews };
  return { index: 'GSI2', partition: keys.listingEntriesByTransitStatus(shipperId, transitStatus), beforeViews };
}

/**
 * The listings of a page of list items: from the views the entries carry, else (older entries, GSI4 keys) read by key.
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
 * carry the listings as shown; totalCount from the shipper's counts. Until the split is complete,
 * as before: every index item of the shipper, in both layouts.
 */
export async function listingsOfShipper(
  shipperId: number,
  options: { transitStatus?: string; skip: number; top: number; cursor?: string },
): Promise<ListingPage> {
  if (!(await listingSplitDone())) return listingsOfShipperDuringSplit(shipperId, options);
  const list = await shipperList(shipperId, options.transitStatus);
  const { index, partition } = list;
  let startKey = options.cursor ? decodeCursor(options.cursor, list) : undefined;
  const wanted = (options.cursor ? 0 : options.skip) + options.top;
  const read: Record<string, unknown>[] = [];
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk`,
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: wanted - read.length,
        ExclusiveStartKey: startKey,
      }),
    );
    read.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && read.length < wanted);
  const pageKeys = read.slice(options.cursor ? 0 : options.skip);
  const [{ Item: counts }, items] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: keys.listingCounts(shipperId) })),
    listingsOfPage(pageKeys),
  ]);
  const totalCount = Number(
    (options.transitStatus !== undefined ? counts?.[countOf(options.transitStatus)] : counts?.total) ?? 0,
  );
  const last = pageKeys.at(-1);
  const cursor =
    last && startKey
      ? encodeCursor({
          PK: last.PK,
          SK: last.SK,
          [`${index}PK`]: last[`${index}PK`],
          [`${index}SK`]: last[`${index}SK`],
        })
      : undefined;
  return { items, totalCount, cursor };
}

/** Before the split is complete: the shipper's whole list in either layout, counted as it is read. */
async function listingsOfShipperDuringSplit(
  shipperId: number,
  options: { transitStatus?: string; skip: number; top: number },
): Promise<ListingPage> {
  const query = (index: string, partition: string) =>
    queryAll({
      IndexName: index,
      KeyConditionExpression: `${index}PK = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    });
  const keyed =
    options.transitStatus === undefined
      ? (await query('GSI1', keys.listingsOfShipper(shipperId))).map((item) => ({ item, sort: String(item.GSI1SK) }))
      : [
          ...(await query('GSI2', keys.listingsOfShipperByTransitStatus(shipperId, options.transitStatus))).map(
            (item) => ({ item, sort: String(item.GSI2SK) }),
          ),
          ...(await query('GSI4', keys.listingsOfShipperByTransitStatus(shipperId, options.transitStatus))).map(
            (item) => ({ item, sort: String(item.GSI4SK) }),
          ),
        ].sort((a, b) => b.sort.localeCompare(a.sort));
  const page = keyed.slice(options.skip, options.skip + options.top);
  const items = await listingsById(page.map(({ item }) => listingIdOf(item)));
  return { items, totalCount: keyed.length };
}

// ---- changes ------------------------------------------------------------------------------

/** Moves a listing from one of `from` to `to`; 409 when it is no longer in one of them. */
export async function changeListingStatus(
  listingId: number,
  from: ListingStatus[],
  to: ListingStatus,
  set: Record<string, unknown> = {},
): Promise<void> {
  await splitIfOld(listingId);
  const names: Record<string, string> = {};
  // the request's time: a retry after a stop makes the same change, which its first attempt's shows as done
  const values: Record<string, unknown> = { ':to': to, ':now': requestTime().toISOString() };
  const assignments = ['#status = :to', 'updatedOn = :now'];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    assignments.push(`#f${i} = :v${i}`);
  });
  from.forEach((status, i) => {
    values[`:from${i}`] = status;
  });
  const changed = await writeIf(
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
  if (!changed) throw new ConflictError(`The listing is no longer ${from.join(' or ')}.`, 'status');
}

/**
 * Converts one listing of the old layout to the split one (idempotent): its state and list entry
 * written, the content item stripped of them, and the shipper's counts told, in one transaction.
 * Returns whether this call converted it.
 */
export async function splitListing(old: Record<string, unknown>): Promise<boolean> {
  if (old.layout === 2 || old.entity !== 'Listing') return false;
  const listing = toListing(old);
  try {
    await transact([
      {
        Put: { Item: stateItem(listing), ConditionExpression: 'attribute_not_exists(PK)' },
      },
      {
        Put: {
          Item: entryItem(listing, { view: false }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          Key: keys.listing(listing.listingId),
          UpdateExpression:
            `SET layout = :two REMOVE ` + `${[...stateFields, ...oldIndexKeys].map((_, i) => `#r${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(layout)',
          ExpressionAttributeNames: Object.fromEntries(
            [...stateFields, ...oldIndexKeys].map((name, i) => [`#r${i}`, name]),
          ),
          ExpressionAttributeValues: { ':two': 2 },
        },
      },
      { Update: countsChange(listing.shipperId, { total: 1, into: bucketOf(listing.transitStatus) }) },
    ]);
    return true;
  } catch (error) {
    if (isCancelledByContention(error)) return false; // converted meanwhile by another writer or run
    throw error;
  }
}

/** Before a write to a listing's state: an old-layout listing is converted first. */
export async function splitIfOld(listingId: number): Promise<void> {
  if (await listingSplitDone()) return;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.listing(listingId), ConsistentRead: true }),
  );
  if (Item) await splitListing(Item);
}

/** A migration is complete: readers use what it made from now on. */
export async function markMigrationDone(name: string, table = tableName()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: table,
      Key: keys.migration(name),
      UpdateExpression: 'SET entity = :m, completedOn = :now',
      ExpressionAttributeValues: { ':m': 'Migration', ':now': new Date().toISOString() },
    }),
  );
  doneMigrations.add(`${table}\t${name}`);
}

/**
 * Every item of one kind (listing content items unless told), a page at a time (operator commands
 * only, such as re-indexing and the migrations: a Scan reads the whole table, which no request ever does). `from`
 * resumes.
 */
/** Items of one entity; with `SK`, only those whose sort key is it (or, `prefix`, begins with it). */
/** Which items a migration scans: of an entity (or any of several), with a sort key (or its prefix). */
export interface ItemsOfKind {
  entity: string | readonly string[];
  SK?: string;
  prefix?: boolean;
}

export function everyListingItem(
  from?: Record<string, unknown>,
  pageSize?: number,
  of: ItemsOfKind = { entity: 'Listing', SK: keys.listing(0).SK },
): AsyncGenerator<ScanPage> {
  const entities = typeof of.entity === 'string' ? [of.entity] : of.entity;
  const values: Record<string, string> = Object.fromEntries(entities.map((entity, i) => [`:entity${i}`, entity]));
  const ofEntity = `entity IN (${Object.keys(values).join(', ')})`;
  if (of.SK === undefined) return scanPages({ from, pageSize, filter: { expression: ofEntity, values } });
  return scanPages({
    from,
    pageSize,
    filter: {
      expression: `${ofEntity} AND ${of.prefix ? 'begins_with(SK, :sk)' : 'SK = :sk'}`,
      values: { ...values, ':sk': of.SK },
    },
  });
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
