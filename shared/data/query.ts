import { QueryCommand, ScanCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { BeyondReach } from './errors.ts';

// Reading a partition (or an index partition) of the table. A Query answers at most 1 MB a page;
// these follow LastEvaluatedKey so no caller silently stops at the first page.

export type PartitionQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** What reads cost: filled in when passed to a query (benchmarks and logs report it). */
export interface ReadMeter {
  capacityUnits: number;
  requests: number;
}

export const newReadMeter = (): ReadMeter => ({ capacityUnits: 0, requests: 0 });

/**
 * What AWS bills for one Query or Scan page: at least half a unit (an eventually consistent read
 * of up to 4 KB; a strongly consistent one, 1) even when it finds nothing. DynamoDB Local reports
 * 0 for an empty page, so meters that add up its figures would call an empty read free.
 */
export const billedQueryUnits = (reported: number | undefined, consistent = false): number =>
  Math.max(consistent ? 1 : 0.5, reported ?? 0);

/** One Query page on a meter: a request, and what AWS bills for it. */
export function meterQueryPage(
  meter: ReadMeter | undefined,
  consumed: { CapacityUnits?: number } | undefined,
  consistent?: boolean,
): void {
  if (!meter) return;
  meter.requests++;
  meter.capacityUnits += billedQueryUnits(consumed?.CapacityUnits, consistent);
}

async function* itemsOf(query: PartitionQuery, meter?: ReadMeter): AsyncGenerator<Record<string, unknown>> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        ExclusiveStartKey: startKey,
        ...(meter ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
      }),
    );
    meterQueryPage(meter, page.ConsumedCapacity, query.ConsistentRead);
    yield* page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** The items of a partition whose sort key begins with a prefix (a key builder's `{ PK, SKPrefix }`). */
export const underPrefix = ({ PK, SKPrefix }: { PK: string; SKPrefix: string }): PartitionQuery => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
  ExpressionAttributeValues: { ':pk': PK, ':prefix': SKPrefix },
});

/**
 * The first `wanted` items of an index partition, newest first (from `startKey`, a cursor's, when given), in as few
 * Queries as the 1 MB pages allow; `lastKey` is where the partition goes on (none: it ended).
 */
export async function newestOf(
  index: string,
  partition: string,
  wanted: number,
  startKey?: Record<string, unknown>,
): Promise<{ items: Record<string, unknown>[]; lastKey?: Record<string, unknown> }> {
  const items: Record<string, unknown>[] = [];
  let lastKey = startKey;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}PK = :pk`,
        ExpressionAttributeValues: { ':pk': partition },
        ScanIndexForward: false,
        Limit: wanted - items.length,
        ExclusiveStartKey: lastKey,
      }),
    );
    items.push(...(page.Items ?? []));
    lastKey = page.LastEvaluatedKey;
  } while (lastKey && items.length < wanted);
  return { items, lastKey };
}

/** Every item the query matches. */
export async function queryAll(query: PartitionQuery, meter?: ReadMeter): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const item of itemsOf(query, meter)) items.push(item);
  return items;
}

/**
 * How far a paged list reads (docs/performance.md, "Reads bounded by the page"): its count goes up
 * to this many items, and a page may start no further in; past it the count says "at least".
 */
export const LIST_COUNT_CAP = 1000;
/** A filtered list (unread notifications) reads at most this many items to count the ones that pass. */
const LIST_READ_CAP = 2 * LIST_COUNT_CAP;

/**
 * $skip/$top paging over a query: the page, and how many items match, up to LIST_COUNT_CAP
 * (`totalCountCapped`: at least that many). What it reads is bounded by the cap, not by the
 * partition: a page of an inbox that holds 100,000 notifications costs what one of 1,000 does.
 * BeyondReach when `skip` is past the cap.
 */
export async function queryPage(
  query: PartitionQuery,
  skip: number,
  top: number,
): Promise<{ items: Record<string, unknown>[]; totalCount: number; totalCountCapped?: true }> {
  if (skip > LIST_COUNT_CAP) throw new BeyondReach(LIST_COUNT_CAP);
  const counted = Math.max(LIST_COUNT_CAP, skip + top);
  const items: Record<string, unknown>[] = [];
  let totalCount = 0;
  let read = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        ExclusiveStartKey: startKey,
        Limit: Math.max(1, LIST_READ_CAP + counted - LIST_COUNT_CAP - read),
      }),
    );
    read += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      if (totalCount >= skip && items.length < top) items.push(item);
      totalCount++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey && read < LIST_READ_CAP + counted - LIST_COUNT_CAP && totalCount < counted);
  if (totalCount >= counted || startKey)
    return { items, totalCount: Math.min(totalCount, counted), totalCountCapped: true };
  return { items, totalCount };
}

/** A page of a pass over the whole table, and where the next starts (none after the last). */
export interface ScanPage {
  items: Record<string, unknown>[];
  next?: Record<string, unknown>;
}

/**
 * The whole table a page at a time, from `from` (operator commands, migrations and the privacy job:
 * no request ever scans); `filter` keeps some items of each page (a Scan reads, and bills, them all).
 */
export async function* scanPages(
  options: {
    from?: Record<string, unknown>;
    pageSize?: number;
    filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> };
  } = {},
): AsyncGenerator<ScanPage> {
  let startKey = options.from;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        ExclusiveStartKey: startKey,
        Limit: options.pageSize,
        ...(options.filter
          ? {
              FilterExpression: options.filter.expression,
              ExpressionAttributeValues: options.filter.values,
              ...(options.filter.names ? { ExpressionAttributeNames: options.filter.names } : {}),
            }
          : {}),
      }),
    );
    startKey = page.LastEvaluatedKey;
    yield { items: page.Items ?? [], next: startKey };
  } while (startKey);
}
