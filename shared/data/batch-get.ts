import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { ReadMeter } from './query.ts';
import { untilProcessed } from './unprocessed.ts';

/** BatchGetItem takes at most this many keys a request. */
const KEYS_PER_REQUEST = 100;

/**
 * Reads items by key, a BatchGetItem per 100 keys, sending again what one leaves unprocessed
 * (throttling, the 16 MB limit) until nothing is left; each item found goes to `each` as its page
 * comes (a key without an item: nothing). The one way the table's modules read by key in bulk.
 */
export async function batchGet(
  itemKeys: Record<string, unknown>[],
  each: (item: Record<string, unknown>) => void,
  options: { consistent?: boolean; projection?: string; meter?: ReadMeter } = {},
): Promise<void> {
  const { consistent, projection, meter } = options;
  for (let start = 0; start < itemKeys.length; start += KEYS_PER_REQUEST) {
    await untilProcessed(itemKeys.slice(start, start + KEYS_PER_REQUEST), async (pending) => {
      const page = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ...(consistent ? { ConsistentRead: true } : {}),
              ...(projection ? { ProjectionExpression: projection } : {}),
            },
          },
          ...(meter ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
        }),
      );
      if (meter) {
        meter.requests++;
        meter.capacityUnits += (page.ConsumedCapacity ?? []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
      }
      (page.Responses?.[tableName()] ?? []).forEach(each);
      return page.UnprocessedKeys?.[tableName()]?.Keys ?? [];
    });
  }
}
