import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { forEachInParallel } from '../parallel.ts';
import { batchGet } from './batch-get.ts';
import { db, tableName } from './client.ts';
import { keptRead } from './kept-reads.ts';
import { placesIn, placesNear, searchPlaceItems, searchSortedItems } from './definitions/search.ts';
import { meterQueryPage, queryAll, type ReadMeter } from './query.ts';
import type { SearchCard, SearchEntry } from '../domain/search/cards.ts';
import { decodeEntry, NO_VALUE } from './search-entries.ts';
import { AFTER_CELL, everywhereLists, type StoredSortKey } from './search-layout.ts';
import type { NearRange } from '../domain/search/near.ts';
import type { ReadRanges, IndexScan } from '../domain/search/rules.ts';

// What a search reads of the index (docs/search.md): the sorted lists merged over their partitions,
// the places by state and near a point, the entries past their expiry, and cards by listing. Search's
// planning (shared/domain/search/) decides what to read; these read it and decode the entries.

const PARALLEL_QUERIES = 16;

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
      new SortedPartition(
        searchSortedItems.indexPartition('GSI3', { by, list }),
        descending,
        firstPages[i]!,
        meter,
        options.kept,
      ),
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
            ':pk': searchSortedItems.indexPartition('GSI3', { by: 'ExpirationDate', list }),
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
    keyRangeOf(searchPlaceItems.indexPartition('GSI3', { area: placesIn(scan.side, region) }), first, last),
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
      (parents ?? [undefined]).map((parent) =>
        keyRangeOf(searchPlaceItems.indexPartition('GSI3', { area: placesNear(partition, parent) }), first, last),
      ),
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
    listingIds.map((listingId) => searchSortedItems.key({ listingId, by: 'DateUpdated', scope: 'ALL' })),
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
