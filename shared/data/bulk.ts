import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { forEachInParallel } from './parallel.ts';

// Bulk loading for operator commands (seeding, re-indexing), never for requests: BatchWriteItem
// has no conditions, so callers write only items whose keys they know to be new or theirs.

const BATCH = 25; // BatchWriteItem's limit
const PARALLEL_BATCHES = 8;

async function writeBatch(items: Record<string, unknown>[]): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length; attempt++) {
    const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    // unprocessed items mean throttling: back off before sending them again
    if (pending.length) await new Promise((r) => setTimeout(r, Math.min(2000, 50 * 2 ** attempt)));
  }
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
