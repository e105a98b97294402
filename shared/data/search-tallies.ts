import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { forEachInParallel } from '../parallel.ts';
import { batchGet } from './batch-get.ts';
import { db, tableName } from './client.ts';
import { additions } from './counters.ts';
import { keptReads } from './kept-reads.ts';
import { scopeOfTally, searchTalliedItems, searchTallyItems } from './definitions/search.ts';
import type { ReadMeter } from './query.ts';
import { searchCardVersion, tallyText } from './search-record.ts';
import type { PlacedCard } from '../domain/search/placement.ts';
import type { TallyCounts, TallyScope } from '../domain/search/tallies.ts';

// The search index's tallies (docs/search.md): open listings per scope and (subcommodity, format),
// one item per scope. The indexer moves a listing's counts (search-tally-moves.ts); this reads them,
// adds up a seeding's, and applies the audit's repairs.

/** ADD to some buckets of one tally. */
export function tallyUpdate(scope: TallyScope, buckets: Map<string, number>) {
  const add = additions(buckets);
  return {
    TableName: tableName(),
    Key: searchTallyItems.key({ scope }),
    UpdateExpression: `SET entity = :tally ${add.clause}`,
    ExpressionAttributeNames: add.names,
    ExpressionAttributeValues: { ':tally': searchTallyItems.kind, ...add.values },
  };
}

/** Adds to some buckets of one tally, fifty buckets to an update. */
async function addToTally(scope: TallyScope, buckets: Map<string, number>): Promise<void> {
  const names = [...buckets.keys()];
  for (let i = 0; i < names.length; i += 50)
    await db().send(
      new UpdateCommand(tallyUpdate(scope, new Map(names.slice(i, i + 50).map((name) => [name, buckets.get(name)!])))),
    );
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
    return searchTalliedItems.item(
      { listingId: card.listingId },
      { tallies: [...new Set(tallies.map(tallyText))].sort(), version: searchCardVersion(card) },
    );
  });
  await forEachInParallel([...sums], 8, ([scope, buckets]) => addToTally(scope, buckets));
  return records;
}

/** Adds to tally buckets (`<scope>\t<bucket>` -> change): the audit's repair of counts that drifted. */
export async function adjustTallies(changes: Map<string, number>): Promise<void> {
  const byScope = new Map<TallyScope, Map<string, number>>();
  for (const [text, by] of changes) {
    const [scope, bucket] = text.split('\t') as [string, string];
    if (!byScope.has(scope)) byScope.set(scope, new Map());
    byScope.get(scope)!.set(bucket, by);
  }
  for (const [scope, buckets] of byScope) await addToTally(scope, buckets);
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
    [...new Set(scopes)].map((scope): Record<string, unknown> => searchTallyItems.key({ scope })),
    (item) => found.set(scopeOfTally(item), searchTallyItems.recordOf(item)),
    { meter },
  );
  return found;
}
