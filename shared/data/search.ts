import type { ProviderRequirements } from '../domain/vetting/requirements.ts';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deleteItems, putItems } from './bulk.ts';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { meterQueryPage, queryAll, type ReadMeter } from './query.ts';
import { forEachInParallel } from '../parallel.ts';
import { batchGet } from './batch-get.ts';
import { additions } from './counters.ts';
import { keptRead, keptReads } from './kept-reads.ts';
import { isCancelledByContention, isConditionFailure } from './errors.ts';
import { createHash } from 'node:crypto';
import stableStringify from 'safe-stable-stringify';
import { geohashOf } from '../geo/cells.ts';
import type { NearRange } from '../domain/search/near.ts';
import type { SearchCard, SearchEntry } from './search-cards.ts';
import type { PublicStop } from '../domain/listings/types.ts';
import type { ReadRanges, IndexScan } from '../domain/search/rules.ts';
import type { Tally, TallyCounts, TallyScope } from '../domain/search/tallies.ts';
import {
  AFTER_CELL,
  everywhereLists,
  NEAR_PARTITION_PRECISION,
  storedSortKeys,
  type PlacedCard,
  type StoredSortKey,
} from './search-layout.ts';
import { transact } from './transact.ts';
import type { Kind } from './kinds.ts';

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

const sides = ['pickup', 'delivery'] as const;
/** A sorted list's value for listings without one (no price yet): after every digit. */
const NO_VALUE = '~';
const PARALLEL_QUERIES = 16;

// An entry as one string: what filters and sorts read first (14 fields, `|`, the last the listing's
// shipper), then what else the search result shows of the listing (the rest of its card, a JSON
// array): a page is read from the entries alone. A few hundred bytes, where attribute names alone
// would double it. Entries of the layouts before carry 13 fields (no shipper: a JSON array or
// nothing follows them): still decoded, so that the re-index (`npm run migrate`) can replace them;
// searches deploy after it completes and never meet them.
const ENTRY_FIELDS = 14;
const FIELDS_BEFORE_SHIPPERS = 13;

/** An instant as its epoch ms when that gives it back exactly, else as written. */
const instantText = (iso: string) => (new Date(Date.parse(iso)).toISOString() === iso ? Date.parse(iso) : iso);
const instantOf = (value: number | string) => (typeof value === 'number' ? new Date(value).toISOString() : value);

type CardRest = [
  title: string,
  galleryImage: string | 0,
  namedPrice: [number, string] | 0,
  targetPrice: [number, string] | 0,
  bidCount: number,
  lowestBid: number | null,
  updatedOn: 0 | string,
  expiresOn: 0 | string,
  kilometers: number,
  pickup: StopRest,
  delivery: StopRest,
  // added last, so that a card written before it (eleven members) reads as one without requirements, and one
  // written after it reads in a release before it as it did (docs/vetting.md)
  providerRequirements?: ProviderRequirements,
];
type StopRest = [
  majorMunicipality: string,
  postalCode: string,
  stateProvince: string,
  country: string,
  type: string,
  timeZone: string | 0,
  earliest: number | string,
  latest: number | string,
  timeFrameType: string,
  timeFrameZone: string | 0,
];

const stopRest = ({ address: a, timeFrame: t }: PublicStop): StopRest => [
  a.majorMunicipality,
  a.postalCode,
  a.stateProvince,
  a.country,
  a.type,
  a.timeZone ?? 0,
  instantText(t.earliestArrival),
  instantText(t.latestArrival),
  t.timeFrameType,
  t.timeZone ?? 0,
];
const stopOf = (
  [
    majorMunicipality,
    postalCode,
    stateProvince,
    country,
    type,
    timeZone,
    earliest,
    latest,
    timeFrameType,
    timeFrameZone,
  ]: StopRest,
  point: { latitude: number; longitude: number },
): PublicStop => ({
  address: {
    majorMunicipality,
    postalCode,
    stateProvince,
    country: country as PublicStop['address']['country'],
    type,
    latitude: point.latitude,
    longitude: point.longitude,
    ...(timeZone ? { timeZone } : {}),
  },
  timeFrame: {
    earliestArrival: instantOf(earliest),
    latestArrival: instantOf(latest),
    timeFrameType,
    ...(timeFrameZone ? { timeZone: timeFrameZone } : {}),
  },
});

function encodeEntry(card: SearchCard, e: SearchEntry): string {
  const money = (m: SearchCard['namedPrice']): [number, string] | 0 => (m ? [m.amount, m.currencyType] : 0);
  const rest = [
    card.title,
    card.galleryImage ?? 0,
    money(card.namedPrice),
    money(card.targetPrice),
    card.bidCount,
    card.lowestBid ?? null,
    // 0: the instant is the field's (epoch ms) written the canonical way
    instantText(card.updatedOn) === e.updatedOn ? 0 : card.updatedOn,
    instantText(card.expiresOn) === e.expiresOn ? 0 : card.expiresOn,
    card.kilometers,
    stopRest(card.stops[0]),
    stopRest(card.stops[1]),
    ...(card.providerRequirements ? [card.providerRequirements] : []),
  ] as CardRest;
  return [
    e.listingId,
    e.commodity,
    e.format,
    e.price ?? '',
    e.updatedOn,
    e.expiresOn,
    Math.round(e.kilometers * 10) / 10,
    e.pickup.latitude,
    e.pickup.longitude,
    e.delivery.latitude,
    e.delivery.longitude,
    e.regions[0],
    e.regions[1],
    e.shipperId ?? '',
    JSON.stringify(rest),
  ].join('|');
}

/**
 * Where an entry's fields end: the separator before its card, or its end (no card). The layouts
 * before the shippers' have 13 fields, and their card (a JSON array) starts right after them.
 */
function entryEnd(text: string): number {
  let end = -1;
  for (let field = 0; field < ENTRY_FIELDS; field++) {
    if (field === FIELDS_BEFORE_SHIPPERS && text[end + 1] === '[') return end;
    const next = text.indexOf('|', end + 1);
    if (next === -1) return text.length;
    end = next;
  }
  return end;
}

function decodeEntry(text: string): SearchEntry {
  const end = entryEnd(text);
  const [
    id,
    commodity,
    format,
    price,
    updatedOn,
    expiresOn,
    km,
    pLat,
    pLon,
    dLat,
    dLon,
    pickupRegion,
    deliveryRegion,
    shipper,
  ] = text.slice(0, end).split('|');
  const entry: SearchEntry = {
    listingId: Number(id),
    commodity: commodity!,
    format: format as SearchEntry['format'],
    ...(price ? { price: Number(price) } : {}),
    updatedOn: Number(updatedOn),
    expiresOn: Number(expiresOn),
    kilometers: Number(km),
    pickup: { latitude: Number(pLat), longitude: Number(pLon) },
    delivery: { latitude: Number(dLat), longitude: Number(dLon) },
    regions: [pickupRegion!, deliveryRegion!],
    ...(shipper ? { shipperId: Number(shipper) } : {}),
  };
  if (end >= text.length) return entry; // the layout before: no card
  const [
    title,
    galleryImage,
    namedPrice,
    targetPrice,
    bidCount,
    lowestBid,
    updated,
    expires,
    kilometers,
    pickup,
    delivery,
    providerRequirements,
  ] = JSON.parse(text.slice(end + 1)) as CardRest;
  entry.card = {
    listingId: entry.listingId,
    title,
    ...(galleryImage ? { galleryImage } : {}),
    commodity: entry.commodity,
    format: entry.format,
    ...(namedPrice ? { namedPrice: { amount: namedPrice[0], currencyType: namedPrice[1] } } : {}),
    ...(targetPrice ? { targetPrice: { amount: targetPrice[0], currencyType: targetPrice[1] } } : {}),
    bidCount,
    ...(lowestBid !== null ? { lowestBid } : {}),
    updatedOn: updated || instantOf(entry.updatedOn),
    expiresOn: expires || instantOf(entry.expiresOn),
    kilometers,
    regions: entry.regions,
    stops: [stopOf(pickup, entry.pickup), stopOf(delivery, entry.delivery)],
    ...(providerRequirements ? { providerRequirements } : {}),
    ...(entry.shipperId !== undefined ? { shipperId: entry.shipperId } : {}),
  };
  return entry;
}

/** A value as text that sorts as the value does (the lists' sort keys; only the order matters). */
function sortText(entry: SearchEntry, by: StoredSortKey): string {
  switch (by) {
    case 'DateUpdated':
      return String(entry.updatedOn).padStart(15, '0');
    case 'ExpirationDate':
      return String(entry.expiresOn).padStart(15, '0');
    case 'TotalDistance':
      return entry.kilometers.toFixed(1).padStart(12, '0');
    case 'Price':
      return entry.price === undefined ? NO_VALUE : Math.max(0, entry.price).toFixed(6).padStart(24, '0');
  }
}

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
  const places = sides.map((side, i) => ({
    ...keys.searchCard(card.listingId, side),
    entity: 'SearchCard',
    GSI3PK: keys.searchPartition(side, card.regions[i]!),
    GSI3SK: `${geohashOf(card.stops[i]!.address)}#${card.listingId}`,
    expiresAt,
    entry: placeEntry,
  }));
  // the pickup again with its card, among the pickups near it, and among its parent commodity's near it
  const nearCell = places[0]!.GSI3SK.slice(0, NEAR_PARTITION_PRECISION);
  const near = {
    ...places[0]!,
    ...keys.searchNearPlace(card.listingId),
    GSI3PK: keys.searchNearPartition(nearCell),
    entry,
  };
  const byCommodity = {
    ...near,
    ...keys.searchCommodityPlace(card.listingId),
    GSI3PK: keys.searchNearPartition(nearCell, commodityGroup),
  };
  const id = String(card.listingId).padStart(16, '0');
  const sorted = storedSortKeys.flatMap((by) =>
    lists.map((list) => ({
      ...keys.searchSorted(card.listingId, by, listKind(list)),
      entity: 'SearchSorted',
      GSI3PK: keys.searchSortedPartition(by, list),
      GSI3SK: `${sortText(searchEntry, by)}#${id}`,
      // no TTL here: the sweeper finds expired listings in these lists, and moves their tallies
      entry,
    })),
  );
  return [...places, near, byCommodity, ...sorted];
}

/** A listing has one item per kind of list and sort key: `ALL#2` -> `ALL`. */
const listKind = (list: string) => list.slice(0, list.indexOf('#'));
const listKinds = ['ALL', 'PICKUP', 'COMMODITY'];

/** Every index item key a listing can have (what closing it deletes). */
const indexKeysOf = (listingId: number) => [
  ...sides.map((side) => keys.searchCard(listingId, side)),
  keys.searchNearPlace(listingId),
  keys.searchCommodityPlace(listingId),
  ...storedSortKeys.flatMap((by) => listKinds.map((kind) => keys.searchSorted(listingId, by, kind))),
];

/**
 * The index's item layout: a new one makes every card's version new, so a re-index (the migration)
 * writes the items the layout adds even for listings whose card did not change.
 */
const INDEX_LAYOUT = 'entry-shippers';

/** What the items of a card say, in a few bytes: a listing whose card is unchanged is not written again. */
// keys sorted: a listing read back from the table orders a map's keys its own way (a seeded listing's card, made
// before it was written, would otherwise differ from the indexer's, and be written twice: docs/performance.md)
export const searchCardVersion = (card: SearchCard) =>
  createHash('sha256').update(INDEX_LAYOUT).update(stableStringify(card)).digest('base64url').slice(0, 22);

/** The record of a listing in the index: which tallies count it, and the version of the card its items hold. */
interface IndexRecord {
  tallies: string[];
  version?: string;
}

async function indexRecord(listingId: number): Promise<IndexRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.searchTallied(listingId), ConsistentRead: true }),
  );
  return Item
    ? { tallies: (Item.tallies as string[] | undefined) ?? [], version: Item.version as string | undefined }
    : undefined;
}

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
  await moveTallies(card.listingId, record, { tallies: wanted, version });
}

/**
 * The record's new version, on condition that it still counts the listing where it was read; false when it does not.
 */
async function recordVersion(listingId: number, read: IndexRecord, version: string): Promise<boolean> {
  try {
    await db().send(new PutCommand(recordPut(listingId, read, { tallies: read.tallies, version })));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A closed listing leaves the index and its tallies (idempotent; nothing to do without a record). */
export async function deleteSearchCards(listingId: number): Promise<void> {
  const record = await indexRecord(listingId);
  if (!record) return;
  await deleteItems(indexKeysOf(listingId));
  await moveTallies(listingId, record, undefined);
}

const tallyText = (tally: Tally) => `${tally.scope}\t${tally.bucket}`;
/** The tallies an open listing's card counts in, as its record lists them (`<scope>\t<bucket>`, sorted, once each). */
export const tallyTextsOf = ({ tallies }: PlacedCard): string[] => [...new Set(tallies.map(tallyText))].sort();

/**
 * How a listing's index items and record differ from what its card makes (a closed listing: none),
 * for the audit (docs/reliability.md): empty when search finds it, once in every list, exactly as
 * it is. `items`: its partition's items.
 */
export function searchItemsDrift(placed: PlacedCard | undefined, items: Record<string, unknown>[]): string[] {
  const drift: string[] = [];
  const recordKey = keys.searchTallied(0).SK;
  const found = new Map(
    items
      .filter((item) => String(item.SK).startsWith('SEARCH#') && item.SK !== recordKey)
      .map((item) => [String(item.SK), item]),
  );
  for (const wanted of placed ? searchCardItems(placed) : []) {
    const item = found.get(String(wanted.SK));
    found.delete(String(wanted.SK));
    if (!item) drift.push(`${String(wanted.SK)} missing`);
    else
      for (const name of ['GSI3PK', 'GSI3SK', 'entry', 'expiresAt'])
        if (item[name] !== wanted[name]) drift.push(`${String(wanted.SK)} ${name} is not the card's`);
  }
  for (const sk of found.keys())
    drift.push(placed ? `${sk} is not one of its items` : `${sk} while search must not find it`);
  const record = items.find((item) => item.SK === recordKey);
  const tallied = (record?.tallies as string[] | undefined) ?? [];
  if (placed && !record) drift.push('no index record (its tallies unknown)');
  else if (placed && !sameTallies(tallied, tallyTextsOf(placed)))
    drift.push(`counted in [${tallied.join(', ')}], not [${tallyTextsOf(placed).join(', ')}]`);
  else if (!placed && record) drift.push(`still counted in [${tallied.join(', ')}]`);
  return drift;
}

/** The tallies a listing's record says it is counted in (what the tallies should add up). */
export const talliedIn = (items: Record<string, unknown>[]): string[] =>
  (items.find((item) => item.SK === keys.searchTallied(0).SK)?.tallies as string[] | undefined) ?? [];

/** Every bucket of one tally item as scanned: `<scope>\t<bucket>` -> count. */
export function tallyCountsOfItem(item: Record<string, unknown>): Map<string, number> {
  const scope = String(item.PK).slice('SEARCHTALLY#'.length);
  const counts = new Map<string, number>();
  for (const [name, value] of Object.entries(item))
    if (!['PK', 'SK', 'entity'].includes(name)) counts.set(`${scope}\t${name}`, Number(value));
  return counts;
}

/** Adds to tally buckets (`<scope>\t<bucket>` -> change): the audit's repair of counts that drifted. */
export async function adjustTallies(changes: Map<string, number>): Promise<void> {
  const byScope = new Map<TallyScope, Map<string, number>>();
  for (const [text, by] of changes) {
    const [scope, bucket] = text.split('\t') as [string, string];
    if (!byScope.has(scope)) byScope.set(scope, new Map());
    byScope.get(scope)!.set(bucket, by);
  }
  for (const [scope, buckets] of byScope) {
    const names = [...buckets.keys()];
    for (let i = 0; i < names.length; i += 50)
      await db().send(
        new UpdateCommand(
          tallyUpdate(scope, new Map(names.slice(i, i + 50).map((name) => [name, buckets.get(name)!]))),
        ),
      );
  }
}
const sameTallies = (a: string[], b: string[]) => a.join('\n') === b.join('\n');

/** An empty record, before a new listing's first item (a concurrent claim is as good as ours). */
async function claimRecord(listingId: number): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.searchTallied(listingId), entity: 'SearchTallied', tallies: [] },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Moves a listing's counts from the record read to `next` (or out of every tally, and the record
 * away): one transaction changes the tallies it leaves and joins and writes the record, on
 * condition that the record is still what was read. A replay finds the record as wanted and
 * changes no tally, so no listing is counted twice; a lost race reads again.
 *
 * Every move touches the ALL tally, so concurrent moves would cancel each other's transactions: in
 * this process they are committed together instead (a group commit), the moves that wait while a
 * transaction is in flight going into the next one, their records each on its own condition and
 * their counts added up per tally item. One transaction moves up to MOVES_TOGETHER listings: the
 * indexer's pace is no longer one transaction per listing (docs/search.md, "Indexing").
 */
function moveTallies(listingId: number, read: IndexRecord, next: IndexRecord | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    waitingMoves.push({ listingId, read, next, resolve, reject });
    if (!committing) void commitWaitingMoves();
  });
}

interface TallyMove {
  listingId: number;
  read: IndexRecord;
  next: IndexRecord | undefined;
  resolve(): void;
  reject(error: unknown): void;
}
const waitingMoves: TallyMove[] = [];
let committing = false;
/** TransactWriteItems takes 100 items: each listing's record, and the tally items they change. */
const TRANSACTION_ITEMS = 100;
const MOVES_TOGETHER = 25;

async function commitWaitingMoves(): Promise<void> {
  committing = true;
  try {
    while (waitingMoves.length) {
      const group = takeGroup();
      try {
        await transact(transactionOf(group));
        group.forEach((move) => move.resolve());
      } catch (error) {
        if (!isCancelledByContention(error)) {
          group.forEach((move) => move.reject(error));
          continue;
        }
        // one record changed since it was read, or another writer held a tally: each on its own, reading again
        for (const move of group)
          await moveAlone(move).then(
            () => move.resolve(),
            (error: unknown) => move.reject(error),
          );
      }
    }
  } finally {
    committing = false;
  }
}

/** The waiting moves that fit in one transaction, oldest first; a listing's second move waits for the next. */
function takeGroup(): TallyMove[] {
  const group: TallyMove[] = [];
  const scopes = new Set<string>();
  for (let i = 0; i < waitingMoves.length && group.length < MOVES_TOGETHER; ) {
    const move = waitingMoves[i]!;
    const added = [...changesOf([move])].map(([scope]) => scope).filter((scope) => !scopes.has(scope));
    // the first move always goes (one listing's record and at most fourteen tallies fit)
    const full = group.length > 0 && group.length + 1 + scopes.size + added.length > TRANSACTION_ITEMS;
    if (full || group.some((m) => m.listingId === move.listingId)) {
      i++;
      continue;
    }
    group.push(move);
    added.forEach((scope) => scopes.add(scope));
    waitingMoves.splice(i, 1);
  }
  return group;
}

/** What some moves change in the tallies, added up per tally and bucket (a move out and in cancels). */
function changesOf(moves: TallyMove[]): Map<TallyScope, Map<string, number>> {
  const changes = new Map<TallyScope, Map<string, number>>();
  const change = (text: string, by: number) => {
    const [scope, bucket] = text.split('\t') as [string, string];
    if (!changes.has(scope)) changes.set(scope, new Map());
    const buckets = changes.get(scope)!;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + by);
  };
  for (const { read, next } of moves) {
    const wanted = next?.tallies ?? [];
    read.tallies.filter((t) => !wanted.includes(t)).forEach((t) => change(t, -1));
    wanted.filter((t) => !read.tallies.includes(t)).forEach((t) => change(t, 1));
  }
  for (const [scope, buckets] of changes) {
    for (const [bucket, by] of buckets) if (by === 0) buckets.delete(bucket);
    if (buckets.size === 0) changes.delete(scope);
  }
  return changes;
}

/** On condition that the record still counts the listing where it was read (a racing writer's change makes it fail). */
const recordUnchanged = (read: IndexRecord) => ({
  ConditionExpression: 'tallies = :current',
  ExpressionAttributeValues: { ':current': read.tallies },
});

/** The record written as `next`, on condition that it is still as read. */
const recordPut = (listingId: number, read: IndexRecord, next: IndexRecord) => ({
  TableName: tableName(),
  Item: { ...keys.searchTallied(listingId), entity: 'SearchTallied', tallies: next.tallies, version: next.version },
  ...recordUnchanged(read),
});

/** The transaction of some moves: each record on condition it is as read, each tally changed once. */
function transactionOf(moves: TallyMove[]) {
  return [
    ...moves.map(({ listingId, read, next }) =>
      next
        ? { Put: recordPut(listingId, read, next) }
        : { Delete: { TableName: tableName(), Key: keys.searchTallied(listingId), ...recordUnchanged(read) } },
    ),
    ...[...changesOf(moves)].map(([scope, buckets]) => ({ Update: tallyUpdate(scope, buckets) })),
  ];
}

/** One move in its own transaction, reading the record again after each lost race. */
async function moveAlone(move: TallyMove): Promise<void> {
  let current = move.read;
  for (let attempt = 0; ; attempt++) {
    try {
      await transact(transactionOf([{ ...move, read: current }]));
      return;
    } catch (error) {
      if (!isCancelledByContention(error)) throw error;
      // another writer (another shard's consumer) moved this listing's counts, or the same tally
      // at once: wait a little, jittered, and read again
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(200, 10 * 2 ** attempt)));
      const again = await indexRecord(move.listingId);
      if (!again) {
        if (!move.next) return;
        await claimRecord(move.listingId);
      }
      current = again ?? { tallies: [] };
    }
  }
}

/** ADD to some buckets of one tally. */
function tallyUpdate(scope: TallyScope, buckets: Map<string, number>) {
  const add = additions(buckets);
  return {
    TableName: tableName(),
    Key: keys.searchTally(scope),
    UpdateExpression: `SET entity = :tally ${add.clause}`,
    ExpressionAttributeNames: add.names,
    ExpressionAttributeValues: { ':tally': 'SearchTally' satisfies Kind, ...add.values },
  };
}

/**
 * Bulk loading (seeding, never requests): the records of where each listing is counted, and the
 * tallies added up once for all of them, as the indexer would have left them one by one.
 */
export async function seedTallies(placed: PlacedCard[]): Promise<Record<string, unknown>[]> {
  const sums = new Map<TallyScope, Map<string, number>>();
  const records = placed.map(({ card, tallies }) => {
    for (const { scope, bucket } of tallies) {
      if (!sums.has(scope)) sums.set(scope, new Map());
      sums.get(scope)!.set(bucket, (sums.get(scope)!.get(bucket) ?? 0) + 1);
    }
    return {
      ...keys.searchTallied(card.listingId),
      entity: 'SearchTallied',
      tallies: [...new Set(tallies.map(tallyText))].sort(),
      version: searchCardVersion(card),
    };
  });
  await forEachInParallel([...sums], 8, async ([scope, buckets]) => {
    const names = [...buckets.keys()];
    for (let i = 0; i < names.length; i += 50) {
      await db().send(
        new UpdateCommand(
          tallyUpdate(scope, new Map(names.slice(i, i + 50).map((name) => [name, buckets.get(name)!]))),
        ),
      );
    }
  });
  return records;
}

/**
 * Tallies by scope (a missing one holds nothing). `kept`: a search's read, which may be answered by
 * what this instance read within the stage's second (shared/data/kept-reads.ts); the indexer's
 * moves never are.
 */
export async function readTallies(
  scopes: TallyScope[],
  meter?: ReadMeter,
  options: { kept?: boolean } = {},
): Promise<Map<TallyScope, TallyCounts>> {
  return options.kept
    ? keptReads('tally', scopes, (missing) => readTalliesNow(missing, meter))
    : readTalliesNow(scopes, meter);
}

async function readTalliesNow(scopes: TallyScope[], meter?: ReadMeter): Promise<Map<TallyScope, TallyCounts>> {
  const found = new Map<TallyScope, TallyCounts>();
  await batchGet(
    [...new Set(scopes)].map((scope): Record<string, unknown> => keys.searchTally(scope)),
    ({ PK, SK: _sk, entity: _entity, ...counts }) =>
      found.set(String(PK).slice('SEARCHTALLY#'.length), counts as TallyCounts),
    { meter },
  );
  return found;
}

/** One entry of a sorted list, with the text it is sorted by there. */
export interface SortedEntry {
  position: string;
  entry: SearchEntry;
}

/** One partition of a sorted list, read a page at a time on demand, in the list's order. */
class SortedPartition {
  readonly buffer: SortedEntry[] = [];
  private ranges: { condition: string; forward: boolean }[];
  private startKey: Record<string, unknown> | undefined;
  private limit: number;

  constructor(
    private readonly partition: string,
    descending: boolean,
    firstPage: number,
    private readonly meter?: ReadMeter,
    private readonly kept = false,
  ) {
    // descending: the values high to low, then those without a value (listingId order), as the rules sort
    this.ranges = descending
      ? [
          { condition: 'GSI3SK < :none', forward: false },
          { condition: 'GSI3SK >= :none', forward: true },
        ]
      : [{ condition: '', forward: true }];
    this.limit = firstPage;
  }

  get exhausted(): boolean {
    return this.buffer.length === 0 && this.ranges.length === 0;
  }

  async fill(): Promise<void> {
    while (this.buffer.length === 0 && this.ranges.length > 0) {
      const [range] = this.ranges;
      const { limit, startKey, meter } = this;
      const query = async () => {
        const read = await db().send(
          new QueryCommand({
            TableName: tableName(),
            IndexName: 'GSI3',
            Limit: limit,
            ScanIndexForward: range!.forward,
            ExclusiveStartKey: startKey,
            KeyConditionExpression: `GSI3PK = :pk${range!.condition ? ` AND ${range!.condition}` : ''}`,
            ProjectionExpression: 'GSI3SK, entry',
            ExpressionAttributeValues: { ':pk': this.partition, ...(range!.condition ? { ':none': NO_VALUE } : {}) },
            ...(meter ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
          }),
        );
        meterQueryPage(meter, read.ConsumedCapacity);
        return read;
      };
      // a range's first page is what every search of the list reads: kept a second by a search
      const page =
        this.kept && !startKey
          ? await keptRead(`sorted\t${this.partition}\t${range!.forward}\t${range!.condition}\t${limit}`, query)
          : await query();

      for (const item of page.Items ?? []) {
        const sortKey = item.GSI3SK as string;
        this.buffer.push({
          position: sortKey.slice(0, sortKey.lastIndexOf('#')),
          entry: decodeEntry(item.entry as string),
        });
      }
      this.startKey = page.LastEvaluatedKey;
      if (!this.startKey) this.ranges.shift();
      this.limit = Math.min(this.limit * 2, 1000); // a filter that keeps few entries reads on in larger pages
    }
  }
}

/**
 * A sorted list's entries in its order, merged over its partitions (the everywhere shards, or the
 * regions of a scope), read lazily: a caller that stops early pays for about what it took. Each
 * partition's first Query reads its `firstPages` entries, later ones twice as many as the last.
 */
export async function* sortedEntries(
  by: StoredSortKey,
  descending: boolean,
  lists: string[],
  firstPages: number[],
  meter?: ReadMeter,
  options: { kept?: boolean } = {},
): AsyncGenerator<SortedEntry> {
  const partitions = lists.map(
    (list, i) =>
      new SortedPartition(keys.searchSortedPartition(by, list), descending, firstPages[i]!, meter, options.kept),
  );
  const before = (a: string, b: string) => {
    if (a === b) return false;
    if (a === NO_VALUE || b === NO_VALUE) return b === NO_VALUE;
    return descending ? a > b : a < b;
  };
  for (;;) {
    await Promise.all(partitions.filter((p) => p.buffer.length === 0).map((p) => p.fill()));
    let next: SortedPartition | undefined;
    for (const p of partitions)
      if (p.buffer.length && (!next || before(p.buffer[0]!.position, next.buffer[0]!.position))) next = p;
    if (!next) return;
    yield next.buffer.shift()!;
  }
}

/**
 * Entries of listings past their expiry still in the index (the sweeper has not removed them yet).
 * `kept`: a search's count, which may take what this instance read within the stage's second.
 */
export async function expiredEntries(
  now: Date,
  meter?: ReadMeter,
  options: { kept?: boolean } = {},
): Promise<SearchEntry[]> {
  const read = () => expiringEntries(new Date(0), now, meter);
  return options.kept ? keptRead('expired', read) : read();
}

/** The indexed listings whose expiry is in [from, until], from the everywhere lists sorted by expiry. */
export async function expiringEntries(from: Date, until: Date, meter?: ReadMeter): Promise<SearchEntry[]> {
  const at = (date: Date) => String(date.getTime()).padStart(15, '0');
  const pages = await Promise.all(
    everywhereLists().map((list) =>
      queryAll(
        {
          IndexName: 'GSI3',
          KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :until',
          ProjectionExpression: 'entry',
          ExpressionAttributeValues: {
            ':pk': keys.searchSortedPartition('ExpirationDate', list),
            ':from': at(from),
            ':until': `${at(until)}#~`,
          },
        },
        meter,
      ),
    ),
  );
  return pages
    .flat()
    .map((item) => decodeEntry(item.entry as string))
    .filter((entry) => entry.expiresOn >= from.getTime() && entry.expiresOn <= until.getTime());
}

/** A partition's keys from `from` to `to`, both inclusive (a place's sort key is `<geohash>#<id>`). */
interface KeyRange {
  partition: string;
  from: string;
  to: string;
}
/** Below every place's sort key (geohashes begin with a digit or a letter). */
const FIRST_KEY = '0';

/**
 * The sort keys of the cells `first` to `last`: `9q5` to `9q7` is `9q5` to `9q7~`, so `9q7zzz...#id` is in and `9q8...`
 * is not.
 */
const keyRangeOf = (partition: string, first?: string, last?: string): KeyRange =>
  first === undefined
    ? { partition, from: FIRST_KEY, to: AFTER_CELL }
    : { partition, from: first, to: `${last}${AFTER_CELL}` };

/** The unexpired entries of some key ranges of GSI3, up to PARALLEL_QUERIES Queries at once. */
async function readPlaces(reads: KeyRange[], now: Date, meter?: ReadMeter): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  await forEachInParallel(reads, PARALLEL_QUERIES, async ({ partition, from, to }) => {
    const items = await queryAll(
      {
        IndexName: 'GSI3',
        KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to',
        FilterExpression: 'expiresAt > :now',
        ProjectionExpression: 'entry',
        ExpressionAttributeValues: {
          ':pk': partition,
          ':now': Math.floor(now.getTime() / 1000),
          ':from': from,
          ':to': to,
        },
      },
      meter,
    );
    for (const item of items) entries.push(decodeEntry(item.entry as string));
  });
  return entries;
}

/**
 * The unexpired entries in the slices of a scan (the places by state); with `already`, only the
 * parts of its ranges not read before by the same search, and what this reads is added to it.
 */
export function readSearchEntries(
  scan: IndexScan,
  now: Date,
  meter?: ReadMeter,
  already?: ReadRanges,
): Promise<SearchEntry[]> {
  const ranges = scan.slices.map(({ region, first, last }) =>
    keyRangeOf(keys.searchPartition(scan.side, region), first, last),
  );
  const reads = already
    ? ranges.flatMap(({ partition, from, to }) =>
        already.unread(partition, from, to).map((piece) => ({ partition, ...piece })),
      )
    : ranges;
  ranges.forEach(({ partition, from, to }) => already?.add(partition, from, to));
  return readPlaces(reads, now, meter);
}

/** The unexpired entries (with their cards) in ranges of the near places; with parent commodities, in theirs alone. */
export const readNearEntries = (
  ranges: NearRange[],
  parents: string[] | undefined,
  now: Date,
  meter?: ReadMeter,
): Promise<SearchEntry[]> =>
  readPlaces(
    ranges.flatMap(({ partition, first, last }) =>
      (parents ?? [undefined]).map((parent) => keyRangeOf(keys.searchNearPartition(partition, parent), first, last)),
    ),
    now,
    meter,
  );

/** Items by key, projected, a hundred to a BatchGetItem. */
async function readByKey(
  itemKeys: Record<string, unknown>[],
  projection: string,
  meter: ReadMeter | undefined,
  each: (item: Record<string, unknown>) => void,
): Promise<void> {
  await batchGet(itemKeys, each, { projection, meter });
}

/**
 * The cards of these listings, in the same order, read by key: for pages of place entries, which
 * do not carry their card. From the listing's entry in the everywhere list by date.
 */
export async function searchCardsOf(listingIds: number[], meter?: ReadMeter): Promise<SearchCard[]> {
  const found = new Map<number, SearchCard>();
  await readByKey(
    listingIds.map((id) => keys.searchSorted(id, 'DateUpdated', 'ALL')),
    'entry',
    meter,
    (item) => {
      const { card } = decodeEntry(item.entry as string);
      if (card) found.set(card.listingId, card);
    },
  );
  // a listing closed between the two reads has no card any more: it drops out of the page
  return listingIds.map((id) => found.get(id)).filter((card): card is SearchCard => card !== undefined);
}
