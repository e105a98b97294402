import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { dynamoDbEndpoint } from '../support/dynamodb.ts';
import { eventually } from '../support/eventually.ts';
import { useLocalEnvironment } from '../../infra/local/environment.ts';
import { ensureTable } from '../../infra/local/resources.ts';
import { startSubscribers, type StreamPoller, type StreamSubscriber } from '../../infra/local/stream-poller.ts';
import { db } from '../../shared/data/client.ts';

// The local poller reads each shard once for all its mappings (infra/local/stream-reads.ts): a
// mapping that keeps pace, one behind the others (slow), and one that fails a batch and is sent it
// again from the failed record must each get every record exactly once, in stream order, as each
// would reading the stream on its own.

const tableName = `stream-reads-${randomUUID()}`;
let poller: StreamPoller | undefined;

beforeAll(async () => {
  useLocalEnvironment({
    dynamoDbEndpoint: await dynamoDbEndpoint(),
    s3Endpoint: 'http://127.0.0.1:9',
    tableName,
    bucketName: tableName,
    stage: 'sandbox',
  });
  await ensureTable(tableName);
});
afterAll(async () => {
  await poller?.stop();
});

/** A mapping that keeps what it applied, by item, in the order applied. */
function mapping(id: string, behaviour: { pauseMs?: number; failOnce?: string } = {}) {
  const applied: string[] = [];
  let failed = false;
  const subscriber: StreamSubscriber = {
    id,
    accepts: (record) => record.dynamodb?.NewImage?.entity?.S === 'Test',
    batchSize: 10,
    invoke: async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
      if (behaviour.pauseMs) await new Promise((r) => setTimeout(r, behaviour.pauseMs));
      for (const record of event.Records) {
        const item = record.dynamodb!.NewImage!.PK!.S!;
        if (item === behaviour.failOnce && !failed) {
          failed = true;
          return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
        }
        applied.push(item);
      }
      return { batchItemFailures: [] };
    },
  };
  return { subscriber, applied, failed: () => failed };
}

describe('the local stream poller reads each shard once for all its mappings', () => {
  it('a mapping at pace, a slow one and one that fails a batch each apply every record once, in order', async () => {
    const items = Array.from({ length: 120 }, (_, i) => `ITEM#${String(i).padStart(3, '0')}`);
    const atPace = mapping('AtPace');
    const slow = mapping('Slow', { pauseMs: 150 });
    const failing = mapping('Failing', { failOnce: items[57]! });
    poller = await startSubscribers({ endpoint: await dynamoDbEndpoint(), tableName, intervalMs: 50 }, [
      atPace.subscriber,
      slow.subscriber,
      failing.subscriber,
    ]);
    // one at a time, so that the stream's order is the items' order
    for (const PK of items)
      await db().send(new PutCommand({ TableName: tableName, Item: { PK, SK: 'X', entity: 'Test' } }));
    for (const { applied } of [atPace, slow, failing]) {
      await eventually(
        async () => applied.length,
        (n) => n >= items.length,
        'every record applied',
      );
    }
    expect(failing.failed()).toBe(true);
    expect(atPace.applied).toEqual(items);
    expect(slow.applied).toEqual(items);
    expect(failing.applied).toEqual(items);
  });
});
