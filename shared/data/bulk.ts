import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { forEachInParallel } from '../parallel.ts';
import { untilProcessed } from './unprocessed.ts';
import { transact } from './transact.ts';
import type { WrittenItem } from './kinds.ts';

// Bulk writes for operator commands (seeding, re-indexing) and the search indexer's derived items,
// never for requests: BatchWriteItem has no conditions, so callers write only items whose keys
// they know to be new or theirs.

const BATCH = 25; // BatchWriteItem's limit
const TRANSACTION = 100; // TransactWriteItems' limit
const PARALLEL_BATCHES = 8;

type WriteRequest = { PutRequest: { Item: object } } | { DeleteRequest: { Key: Record<string, unknown> } };

async function writeBatch(requests: WriteRequest[]): Promise<void> {
  await untilProcessed(requests, async (pending) => {
    const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    return (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  });
}

/** The type of an item's `entity` (unknown when its type does not say). */
type EntityOf<T> = T extends { readonly entity?: infer E } ? E : unknown;

/**
 * An item to write whose `entity`, typed as a literal, is a kind: a misspelled one fails the typecheck where it is
 * written. One typed `string` (widened where the item was built, as a test's fixtures are) is taken as it comes.
 */
type KindChecked<T> = string extends EntityOf<T> ? T : WrittenItem;

/** Puts every item, 25 a request and several requests at once; `written` reports progress. */
export async function putItems<const T extends object>(
  items: readonly KindChecked<T>[],
  written?: (count: number) => void,
): Promise<void> {
  await writeAll(
    items.map((Item) => ({ PutRequest: { Item } })),
    written,
  );
}

/** Deletes every item of these keys (an absent one is no error), 25 a request. */
export async function deleteItems(keys: Record<string, unknown>[]): Promise<void> {
  await writeAll(keys.map((Key) => ({ DeleteRequest: { Key } })));
}

async function writeAll(requests: WriteRequest[], written: (count: number) => void = () => {}): Promise<void> {
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH) batches.push(requests.slice(i, i + BATCH));
  await forEachInParallel(batches, PARALLEL_BATCHES, async (batch) => {
    await writeBatch(batch);
    written(batch.length);
  });
}

/**
 * Puts groups of items, each group whole or not at all: a transaction holds whole groups, up to 100
 * items, several transactions at once. For the items a stream consumer reads together (a listing's
 * content and state), which it must never find half written. `written` reports items, as putItems.
 */
export async function putTogether(
  groups: Record<string, unknown>[][],
  written: (count: number) => void = () => {},
): Promise<void> {
  const transactions: Record<string, unknown>[][] = [];
  for (const group of groups) {
    if (group.length > TRANSACTION)
      throw new Error(`a group of ${group.length} items does not fit one transaction (${TRANSACTION})`);
    const last = transactions.at(-1);
    if (last && last.length + group.length <= TRANSACTION) last.push(...group);
    else transactions.push([...group]);
  }
  await forEachInParallel(transactions, PARALLEL_BATCHES, async (items) => {
    await transact(items.map((Item) => ({ Put: { Item } })));
    written(items.length);
  });
}
