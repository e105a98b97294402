import { resolve } from 'node:path';
import { invoke } from './invocation.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  type _Record,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import { positionStore, type ShardPosition } from './stream-positions.ts';
import { sharedStreamReads, type StreamReads } from './stream-reads.ts';
import { traced } from '../../shared/observability/tracing.ts';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { streamConsumers, type StreamConsumer } from '../../shared/routes/streams.ts';

// Locally, what Lambda's event source mappings do in AWS: for each stream consumer of the route
// table, read the table's stream (DynamoDB Local) shard by shard, keep the records its entity
// filter lets through, and invoke its module with DynamoDBStreamEvent batches. A record reported
// in batchItemFailures is read again from its sequence number, like a retry. Like a mapping, each
// consumer keeps its position per shard (stream-positions.ts, saved at most every 250 ms) and
// resumes after it when started again; a shard's children start once it is finished. A subscriber
// is one mapping: the route table's consumers here, the template's mappings (with their filters,
// batching window, retries, bisection and on-failure queue) in the as-deployed runtime. The
// mappings of one table share what they read of its stream (stream-reads.ts).

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
    dynamodb: {
      ...record.dynamodb,
      ApproximateCreationDateTime: created instanceof Date ? created.getTime() / 1000 : created,
    },
  } as unknown as DynamoDBStreamEvent['Records'][number];
}

export interface StreamPoller {
  /** Stream records read since start, per subscriber: where a restart resumed shows in how few it reads again. */
  recordsRead: () => Record<string, number>;
  /**
   * Whether every subscriber has read the stream to its tip (its last read of every shard found
   * nothing new, none retrying, no read under way: a batching window holds what it read), or has applied a record
   * written at `since` or later: whatever was written before then is behind it.
   */
  caughtUp: (since?: number) => boolean;
  /**
   * Whether every subscriber's last read of every shard found no record at all, its filter's drops included: the
   * position it keeps is past everything written (a restart reads nothing again).
   */
  readToEnd: () => boolean;
  /**
   * The subscribers not caught up, and why (a read under way, shards with records or retrying): what a drain that waits
   * says it waits on.
   */
  lagging: () => string[];
  stop: () => Promise<void>;
}

/** The event source filter of infra/event-consumers.ts: new images of the consumer's entities only. */
function passesFilter(record: _Record, consumer: StreamConsumer): boolean {
  const entity = record.dynamodb?.NewImage?.entity?.S;
  return entity !== undefined && consumer.entities.some((kind) => kind === entity);
}

/**
 * What reads the stream as one event source mapping: the records it takes, its batch size and
 * window, how often a failing batch is retried and where it goes after the last retry. The
 * source runtime builds these from the route table, the as-deployed runtime from the template.
 */
export interface StreamSubscriber {
  id: string;
  accepts(record: _Record): boolean;
  batchSize: number;
  /** How long to gather records before invoking with fewer than a batch. */
  batchingWindowMs?: number;
  invoke(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse>;
  /** Retries of a failing batch before it is given up (-1: until it succeeds or its records expire). */
  maxRetryAttempts?: number;
  /** A failing batch is split in two before it is retried. */
  bisectOnError?: boolean;
  /** Given up records go here (the mapping's on-failure destination). */
  discard?(records: DynamoDBStreamEvent['Records'], reason: string): Promise<void>;
}

export const consumerSubscriber = async (consumer: StreamConsumer): Promise<StreamSubscriber> => {
  const { handler } = (await import(pathToFileURL(resolve(repoRoot, consumer.handler)).href)) as {
    handler: StreamHandler;
  };
  return {
    id: consumer.id,
    accepts: (record) => passesFilter(record, consumer),
    batchSize: BATCH_SIZE,
    invoke: (event) => invoke(() => handler(event)),
  };
};

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  intervalMs?: number;
  /** Where positions are kept across restarts (`npm start`: .data/stream-positions); none: this process only. */
  positionsDirectory?: string;
  /**
   * Where a shard without a saved position starts, as a mapping's StartingPosition: its oldest
   * record (default), or after its newest for the shards open at start (`LATEST`: what came before
   * is not this consumer's; shards opened later are read whole).
   */
  startingPosition?: 'TRIM_HORIZON' | 'LATEST';
}

/** Every stream consumer, each reading the stream on its own as its event source mapping would. */
export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  return startSubscribers(options, await Promise.all(streamConsumers.map(consumerSubscriber)));
}

/** Each subscriber reading the stream on its own, as its event source mapping would. */
export async function startSubscribers(
  options: StreamPollerOptions,
  subscribers: StreamSubscriber[],
): Promise<StreamPoller> {
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const tables = new DynamoDBClient({ endpoint: options.endpoint, region: 'us-east-1', credentials });
  const streams = traced(new DynamoDBStreamsClient({ endpoint: options.endpoint, region: 'us-east-1', credentials }));
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
  tables.destroy();
  const stream = {
    streams,
    streamArn: Table!.LatestStreamArn!,
    reads: sharedStreamReads(streams, Table!.LatestStreamArn!),
  };
  const pollers = await Promise.all(subscribers.map((subscriber) => pollStream({ ...options, subscriber }, stream)));
  return {
    recordsRead: () => Object.assign({}, ...pollers.map((p) => p.recordsRead())) as Record<string, number>,
    caughtUp: (since) => pollers.every((p) => p.caughtUp(since)),
    readToEnd: () => pollers.every((p) => p.readToEnd()),
    lagging: () => pollers.flatMap((p) => p.lagging()),
    stop: async () => {
      await Promise.all(pollers.map((p) => p.stop()));
      streams.destroy();
    },
  };
}

/** GetRecords reads up to 1,000 records; the mappings of infra/stack.ts invoke with batches of 100. */
const READ_LIMIT = 1000;
const BATCH_SIZE = 100;
const SAVE_EVERY_MS = 250;

interface StreamOfTable {
  streams: DynamoDBStreamsClient;
  streamArn: string;
  reads: StreamReads;
}

/** One read of a shard, as the loop counts it. */
interface ShardRead {
  read: number;
  accepted: number;
  failed: boolean;
  finished: boolean;
  newest: number;
}

async function pollStream(
  options: StreamPollerOptions & { subscriber: StreamSubscriber },
  stream: StreamOfTable,
): Promise<StreamPoller> {
  const mapping = new MappingPoller(options, stream);
  // the shards are started before the poller is: a change made once it has started is read
  try {
    await mapping.refreshShards();
    mapping.rounds = 1;
  } catch (error) {
    mapping.logError('stream poller', error);
  }
  const loop = mapping.loop();
  return {
    recordsRead: () => ({ [mapping.subscriber.id]: mapping.total }),
    caughtUp: (since) => mapping.atTip() || (since !== undefined && mapping.newestApplied >= since),
    readToEnd: () => mapping.atTip() && mapping.readToEnd(),
    lagging: () => mapping.lagging(),
    stop: async () => {
      mapping.running = false;
      await loop;
      mapping.save();
    },
  };
}

/** When a stream record was written (epoch ms, to the second). */
const createdAt = (r: _Record) => {
  const at = r.dynamodb?.ApproximateCreationDateTime as Date | number | undefined;
  return at instanceof Date ? at.getTime() : Number(at ?? 0) * 1000;
};

/** One subscriber reading the stream as its event source mapping: its positions, retries and pace. */
class MappingPoller {
  readonly subscriber: StreamSubscriber;
  private readonly store: ReturnType<typeof positionStore>;
  private readonly positions: Map<string, ShardPosition>;
  /** shard -> next iterator (undefined: finished) */
  private readonly iterators = new Map<string, string | undefined>();
  /** Failed attempts at the batch starting at a shard's current position, and the size it is retried with. */
  private readonly retries = new Map<string, { attempts: number; limit: number }>();
  running = true;
  private firstRefresh = true;
  private savedAt = 0;
  total = 0;
  /**
   * Shards whose last read found records for this consumer, or failed: not at the tip yet. Records its filter drops do
   * not count: other writes (the scheduled jobs' leases, every run) would keep a stream from ever looking read.
   */
  private readonly behind = new Set<string>();
  /** Shards whose last read found records, dropped by the filter or not. */
  private readonly unread = new Set<string>();
  /** When the newest record applied was written (epoch ms, to the second). */
  newestApplied = 0;
  /** A read of a shard under way: records it holds (a batching window gathering more) are not applied yet. */
  private reading = false;
  rounds = 0;

  constructor(
    private readonly options: StreamPollerOptions & { subscriber: StreamSubscriber },
    private readonly stream: StreamOfTable,
  ) {
    this.subscriber = options.subscriber;
    this.store = positionStore(options.positionsDirectory, options.tableName, this.subscriber.id);
    this.positions = this.store.load(stream.streamArn);
  }

  logError(message: string, error: unknown) {
    console.error(JSON.stringify({ level: 'error', message, consumer: this.subscriber.id, error: String(error) }));
  }

  private iteratorAt(shardId: string, type: ShardIteratorType, sequenceNumber?: string) {
    return this.stream.reads.iterator(shardId, type, sequenceNumber);
  }

  /**
   * After the saved position; for a shard never seen, where the mapping starts; from the oldest record for one trimmed
   * since.
   */
  private async resume(shardId: string, position: ShardPosition | undefined) {
    if (!position?.sequenceNumber)
      return this.iteratorAt(
        shardId,
        this.firstRefresh && this.options.startingPosition === 'LATEST' ? 'LATEST' : 'TRIM_HORIZON',
      );
    try {
      return await this.iteratorAt(shardId, 'AFTER_SEQUENCE_NUMBER', position.sequenceNumber);
    } catch (error) {
      if ((error as Error).name !== 'TrimmedDataAccessException') throw error;
      return this.iteratorAt(shardId, 'TRIM_HORIZON');
    }
  }

  private async allShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let after: string | undefined;
    do {
      const { StreamDescription } = await this.stream.streams.send(
        new DescribeStreamCommand({ StreamArn: this.stream.streamArn, ExclusiveStartShardId: after }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      after = StreamDescription?.LastEvaluatedShardId;
    } while (after);
    return shards;
  }

  /** Starts every shard not started yet whose parent is finished or gone, as Lambda does. */
  async refreshShards() {
    const { iterators, positions } = this;
    const shards = await this.allShards();
    const present = new Set(shards.map((s) => s.ShardId!));
    for (const shard of shards) {
      const id = shard.ShardId!;
      if (iterators.has(id) || positions.get(id)?.finished) continue;
      const parent = shard.ParentShardId;
      if (parent && present.has(parent) && !positions.get(parent)?.finished) continue;
      iterators.set(id, await this.resume(id, positions.get(id)));
    }
    this.firstRefresh = false;
  }

  // saved at most every SAVE_EVERY_MS (and when a shard is finished, and at stop): a file written
  // after every batch of every consumer took more of this process than the search indexer's work; a
  // crash replays what a consumer did since, which consumers allow (they are idempotent)
  save() {
    this.savedAt = Date.now();
    this.store.save(this.stream.streamArn, this.positions);
  }

  private finish(shardId: string, position: ShardPosition) {
    this.positions.set(shardId, { ...this.positions.get(shardId), ...position });
    if (position.finished || Date.now() - this.savedAt >= SAVE_EVERY_MS) this.save();
  }

  /** The batch's answer; a function error fails the whole batch, from its first record. */
  private async attempt(event: DynamoDBStreamEvent): Promise<{ firstFailed?: string; thrown?: string }> {
    try {
      const { batchItemFailures } = await this.subscriber.invoke(event);
      return { firstFailed: batchItemFailures?.[0]?.itemIdentifier };
    } catch (error) {
      if (this.running) this.logError('stream consumer failed', error);
      return { firstFailed: event.Records[0]?.dynamodb?.SequenceNumber, thrown: String(error) };
    }
  }

  /**
   * A page of a shard's records, and those the filter passes; a mapping with a batching window gathers up to a batch
   * of records its filter passes before it invokes (records it drops, such as the scheduled jobs' leases, start no
   * window).
   */
  private async readPage(iterator: string) {
    const { subscriber, stream } = this;
    let page = await stream.reads.records(iterator, READ_LIMIT);
    const read = page.Records ?? [];
    const records = read.filter((r) => subscriber.accepts(r));
    if (
      subscriber.batchingWindowMs &&
      records.length &&
      records.length < subscriber.batchSize &&
      page.NextShardIterator
    ) {
      await new Promise((r) => setTimeout(r, subscriber.batchingWindowMs));
      const more = await stream.reads.records(page.NextShardIterator, READ_LIMIT);
      const gathered = more.Records ?? [];
      read.push(...gathered);
      records.push(...gathered.filter((r) => subscriber.accepts(r)));
      page = { ...more, NextShardIterator: more.NextShardIterator };
    }
    return { read, records, next: page.NextShardIterator };
  }

  /** One read of a shard: its records in batches of the mapping's size, then the position saved. */
  private async pollShard(shardId: string, iterator: string): Promise<ShardRead> {
    const { subscriber, retries } = this;
    const { read, records, next: pageNext } = await this.readPage(iterator);
    let next = pageNext;
    let last = read.at(-1)?.dynamodb?.SequenceNumber; // the filter's drops are finished too
    let failed = false;
    const size = Math.min(subscriber.batchSize, retries.get(shardId)?.limit ?? subscriber.batchSize);
    for (let start = 0; start < records.length; start += size) {
      const batch = records.slice(start, start + size);
      const event: DynamoDBStreamEvent = { Records: batch.map((r) => toLambdaStreamRecord(r, this.stream.streamArn)) };
      const { firstFailed, thrown } = await this.attempt(event);
      const more = start + size < records.length;
      if (firstFailed && (await this.givenUp(shardId, event, firstFailed, thrown))) {
        if (more) this.finish(shardId, { sequenceNumber: batch.at(-1)!.dynamodb!.SequenceNumber! });
        continue;
      }
      if (firstFailed) {
        retries.set(shardId, {
          attempts: (retries.get(shardId)?.attempts ?? 0) + 1,
          limit: thrown && subscriber.bisectOnError ? Math.max(1, Math.ceil(batch.length / 2)) : size,
        });
        // retried from the failed record on: what came before it is finished
        next = await this.iteratorAt(shardId, 'AT_SEQUENCE_NUMBER', firstFailed);
        const failedAt = read.findIndex((r) => r.dynamodb?.SequenceNumber === firstFailed);
        last = failedAt > 0 ? read[failedAt - 1]!.dynamodb?.SequenceNumber : undefined;
        failed = true;
        break;
      }
      retries.delete(shardId);
      // saved after every batch that succeeds, as a mapping checkpoints
      if (more) this.finish(shardId, { sequenceNumber: batch.at(-1)!.dynamodb!.SequenceNumber! });
    }
    if (last) this.finish(shardId, { sequenceNumber: last });
    if (!next) this.finish(shardId, { finished: true }); // closed and read to its end: children may start
    this.iterators.set(shardId, next);
    const newest = read.reduce((n, r) => Math.max(n, createdAt(r)), 0);
    return { read: read.length, accepted: records.length, failed, finished: !next, newest };
  }

  /**
   * Whether a failed batch has used its retries: then it goes to the on-failure destination (from the failed record
   * on) and the shard moves on.
   */
  private async givenUp(shardId: string, event: DynamoDBStreamEvent, firstFailed: string, thrown?: string) {
    const attempts = (this.retries.get(shardId)?.attempts ?? 0) + 1;
    const maxRetries = this.subscriber.maxRetryAttempts ?? -1;
    if (maxRetries < 0 || attempts <= maxRetries) return false;
    const from = event.Records.findIndex((r) => r.dynamodb?.SequenceNumber === firstFailed);
    await this.subscriber.discard?.(event.Records.slice(Math.max(0, from)), thrown ?? 'batch item failure');
    this.retries.delete(shardId);
    return true;
  }

  /** One round over the shards: whether it read records and none failed (then the next round starts at once). */
  private async round(): Promise<boolean> {
    if (this.rounds++ % 20 === 0) await this.refreshShards();
    let read = 0;
    let failed = false;
    for (const [shardId, iterator] of this.iterators) {
      if (!iterator) continue;
      this.reading = true;
      const polled = await this.pollShard(shardId, iterator).finally(() => {
        this.reading = false;
      });
      if (polled.accepted > 0 || polled.failed) this.behind.add(shardId);
      else this.behind.delete(shardId);
      if (polled.read > 0) this.unread.add(shardId);
      else this.unread.delete(shardId);
      if (!polled.failed) this.newestApplied = Math.max(this.newestApplied, polled.newest);
      read += polled.read;
      this.total += polled.read;
      failed ||= polled.failed;
      if (polled.finished) this.rounds = 0; // look for its children at once
    }
    return read > 0 && !failed;
  }

  async loop() {
    while (this.running) {
      try {
        // no pause while the stream has records; a failed batch is retried after one, as Lambda backs off
        if (await this.round()) continue;
      } catch (error) {
        if (this.running) this.logError('stream poller', error);
      }
      await new Promise((r) => setTimeout(r, this.options.intervalMs ?? 250));
    }
  }

  /** Every shard's last read found nothing new for this consumer, none retrying, no read under way. */
  atTip() {
    return !this.reading && this.behind.size === 0 && this.rounds > 1;
  }

  /** Every shard's last read found no record at all. */
  readToEnd() {
    return this.unread.size === 0;
  }

  lagging(): string[] {
    if (this.atTip()) return [];
    const { behind, retries } = this;
    return [
      `${this.subscriber.id}${this.reading ? ' reading' : ''}` +
        (behind.size ? ` ${behind.size} shard(s) behind${retries.size ? ', retrying' : ''}` : ''),
    ];
  }
}
