import { resolve } from 'node:path';
import { invoke } from './invocation.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumers, type StreamConsumer } from '../../shared/routes.ts';

// Locally, what Lambda's event source mappings do in AWS: for each stream consumer of the route
// table, read the table's stream (DynamoDB Local) shard by shard, keep the records its entity
// filter lets through, and invoke its module with DynamoDBStreamEvent batches. A record reported
// in batchItemFailures is read again from its sequence number, like a retry.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

/**
 * An SDK stream record in the shape Lambda delivers: the SDK parses ApproximateCreationDateTime
 * into a Date, where Lambda's event carries epoch seconds.
 */
export function toLambdaStreamRecord(record: _Record, streamArn: string): DynamoDBStreamEvent['Records'][number] {
  const created = record.dynamodb?.ApproximateCreationDateTime as Date | number | undefined;
  return {
    ...record,
    eventSourceARN: streamArn,
    dynamodb: { ...record.dynamodb, ApproximateCreationDateTime: created instanceof Date ? created.getTime() / 1000 : created },
  } as unknown as DynamoDBStreamEvent['Records'][number];
}

export interface StreamPoller {
  stop(): Promise<void>;
}

/** The event source filter of infra/stack.ts: new images of the consumer's entities only. */
function passesFilter(record: _Record, consumer: StreamConsumer): boolean {
  const entity = record.dynamodb?.NewImage?.entity?.S;
  return entity !== undefined && consumer.entities.includes(entity);
}

/** Every stream consumer, each reading the stream on its own as its event source mapping would. */
export async function startStreamPoller(options: { endpoint: string; tableName: string; intervalMs?: number }): Promise<StreamPoller> {
  const pollers = await Promise.all(streamConsumers.map((consumer) => pollStream({ ...options, consumer })));
  return { stop: async () => { await Promise.all(pollers.map((p) => p.stop())); } };
}

async function pollStream(options: { endpoint: string; tableName: string; intervalMs?: number; consumer: StreamConsumer }): Promise<StreamPoller> {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const tables = new DynamoDBClient({ endpoint: options.endpoint, region: 'us-east-1', credentials });
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: 'us-east-1', credentials });
  const { handler } = (await import(pathToFileURL(resolve(repoRoot, options.consumer.handler)).href)) as { handler: StreamHandler };
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = Table!.LatestStreamArn!;
  const iterators = new Map<string, string | undefined>(); // shard -> next iterator (undefined: closed)
  let running = true;

  const refreshShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (iterators.has(shard.ShardId!)) continue;
      const { ShardIterator } = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shard.ShardId!, ShardIteratorType: 'TRIM_HORIZON' }));
      iterators.set(shard.ShardId!, ShardIterator);
    }
  };

  const pollShard = async (shardId: string, iterator: string) => {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    const records = ((page.Records ?? []) as _Record[]).filter((r) => passesFilter(r, options.consumer));
    let next = page.NextShardIterator;
    if (records.length) {
      const event: DynamoDBStreamEvent = { Records: records.map((r) => toLambdaStreamRecord(r, streamArn)) };
      const { batchItemFailures } = await invoke(() => handler(event));
      const firstFailed = batchItemFailures[0]?.itemIdentifier;
      if (firstFailed) {
        const retry = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: 'AT_SEQUENCE_NUMBER', SequenceNumber: firstFailed }));
        next = retry.ShardIterator;
      }
    }
    iterators.set(shardId, next);
  };

  const loop = (async () => {
    let rounds = 0;
    while (running) {
      try {
        if (rounds++ % 20 === 0) await refreshShards();
        for (const [shardId, iterator] of iterators) if (iterator) await pollShard(shardId, iterator);
      } catch (error) {
        if (running) console.error(JSON.stringify({ level: 'error', message: 'stream poller', consumer: options.consumer.id, error: String(error) }));
      }
      await new Promise((r) => setTimeout(r, options.intervalMs ?? 250));
    }
  })();

  return {
    stop: async () => {
      running = false;
      await loop;
      tables.destroy();
      streams.destroy();
    },
  };
}
