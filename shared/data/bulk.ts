import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { forEachInParallel } from './parallel.ts';
import { untilProcessed } from './unprocessed.ts';

// Bulk loading for operator commands (seeding, re-indexing), never for requests: BatchWriteItem
// has no conditions, so callers write only items whose keys they know to be new or theirs.

const BATCH = 25; // BatchWriteItem's limit
const PARALLEL_BATCHES = 8;

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  await untilProcessed(items.map((Item) => ({ PutRequest: { Item } })), async (pending) => {
    const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    return (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  });
}

/** Puts every item, 25 a request and several requests at once; `written` reports progress. */
export async function putItems(items: Record<string, unknown>[], written: (count: number) => void = () => {}): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  await forEachInParallel(batches, PARALLEL_BATCHES, async (batch) => {
    await writeBatch(batch);
    written(batch.length);
  });
}
