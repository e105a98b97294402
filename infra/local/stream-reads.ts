import {
  GetRecordsCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type _Record,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';

// In AWS, Lambda filters a table's stream for each event source mapping before it invokes
// anything, at no cost to the functions. Locally, every mapping's poller reads every record of the
// table (the index items the search indexer writes too) and filters in this process: with four
// mappings, four reads of each record, which took more of DynamoDB Local and of this process than
// the indexer's own work (docs/search.md, "Indexing"). Each shard's records are therefore read
// from DynamoDB Local once and kept for the others: a mapping still has its own position, batches,
// retries and pace; it reads what another mapping has read from memory, and reads the shard
// itself whenever memory cannot answer (behind what is kept, or a position first taken at
// TRIM_HORIZON or LATEST). Iterators handed out are this module's: a position in a shard, or a
// shard iterator of DynamoDB Local's own.

/** Records kept per shard for the mappings behind the one that read them. */
const KEPT_PER_SHARD = 20_000;

type Iterator =
  | { shardId: string; kind: 'AFTER_SEQUENCE_NUMBER' | 'AT_SEQUENCE_NUMBER'; sequenceNumber: string }
  | { shardId: string; kind: 'own'; iterator: string };

interface ShardLog {
  /** Consecutive records of the shard; `base` is the index of the first among all ever kept. */
  records: _Record[];
  base: number;
  at: Map<string, number>;
  /** DynamoDB Local's iterator after the last record kept (none before the first read). */
  frontier?: string;
  /** The shard is closed and every record of it is kept or was. */
  closed: boolean;
  fetching?: Promise<void>;
}

export interface StreamReads {
  iterator(shardId: string, type: ShardIteratorType, sequenceNumber?: string): Promise<string | undefined>;
  records(iterator: string, limit: number): Promise<{ Records: _Record[]; NextShardIterator?: string }>;
}

const text = (iterator: Iterator) => JSON.stringify(iterator);
const sequenceOf = (record: _Record) => record.dynamodb!.SequenceNumber!;

/** Records a read of the shard found, up to the last KEPT_PER_SHARD; `next` is where the shard goes on. */
const keep = (log: ShardLog, records: _Record[], next: string | undefined) => {
  for (const record of records) {
    log.at.set(sequenceOf(record), log.base + log.records.length);
    log.records.push(record);
  }
  log.frontier = next;
  log.closed = next === undefined;
  const excess = log.records.length - KEPT_PER_SHARD;
  if (excess > 0) {
    for (const record of log.records.splice(0, excess)) log.at.delete(sequenceOf(record));
    log.base += excess;
  }
};

/** Where in the log an iterator starts reading, or -1 when the log does not hold it. */
const indexIn = (log: ShardLog, iterator: Iterator): number => {
  if (iterator.kind === 'own') return -1;
  const index = log.at.get(iterator.sequenceNumber);
  if (index === undefined) return -1;
  return index - log.base + (iterator.kind === 'AFTER_SEQUENCE_NUMBER' ? 1 : 0);
};

/** One stream's records, read once per shard for every mapping of a poller. */
export function sharedStreamReads(streams: DynamoDBStreamsClient, streamArn: string): StreamReads {
  const logs = new Map<string, ShardLog>();
  const logOf = (shardId: string) => {
    if (!logs.has(shardId)) logs.set(shardId, { records: [], base: 0, at: new Map(), closed: false });
    return logs.get(shardId)!;
  };

  const ownIterator = async (shardId: string, type: ShardIteratorType, sequenceNumber?: string) =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          SequenceNumber: sequenceNumber,
        }),
      )
    ).ShardIterator;

  /**
   * What DynamoDB Local answers an iterator of its own; the first records of a shard the log has not read start its
   * log.
   */
  const readOwn = async (shardId: string, iterator: string, limit: number) => {
    const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: limit }));
    const records = page.Records ?? [];
    const log = logOf(shardId);
    if (records.length && log.frontier === undefined && !log.closed) keep(log, records, page.NextShardIterator);
    const next: string | undefined = !page.NextShardIterator
      ? undefined
      : records.length
        ? text({ shardId, kind: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: sequenceOf(records.at(-1)!) })
        : text({ shardId, kind: 'own', iterator: page.NextShardIterator });
    return { Records: records, NextShardIterator: next };
  };

  return {
    async iterator(shardId, type, sequenceNumber) {
      if (sequenceNumber && (type === 'AFTER_SEQUENCE_NUMBER' || type === 'AT_SEQUENCE_NUMBER')) {
        const position: Iterator = { shardId, kind: type, sequenceNumber };
        if (indexIn(logOf(shardId), position) >= 0) return text(position);
      }
      // DynamoDB Local's own, so that it refuses what it would refuse (a trimmed position)
      const own = await ownIterator(shardId, type, sequenceNumber);
      return own === undefined ? undefined : text({ shardId, kind: 'own', iterator: own });
    },

    async records(iteratorText, limit) {
      const iterator = JSON.parse(iteratorText) as Iterator;
      const log = logOf(iterator.shardId);
      let index = indexIn(log, iterator);
      if (index === log.records.length && !log.closed && log.frontier !== undefined) {
        // at the end of what was read: one read of the shard for every mapping waiting here
        log.fetching ??= (async () => {
          const page = await streams.send(new GetRecordsCommand({ ShardIterator: log.frontier, Limit: 1000 }));
          keep(log, page.Records ?? [], page.NextShardIterator);
        })().finally(() => {
          log.fetching = undefined;
        });
        await log.fetching;
        index = indexIn(log, iterator);
      }
      if (index < 0) {
        if (iterator.kind === 'own') return readOwn(iterator.shardId, iterator.iterator, limit);
        const own = await ownIterator(iterator.shardId, iterator.kind, iterator.sequenceNumber);
        return own === undefined ? { Records: [] } : readOwn(iterator.shardId, own, limit);
      }
      const records = log.records.slice(index, index + limit);
      if (records.length === 0) return { Records: [], ...(log.closed ? {} : { NextShardIterator: iteratorText }) };
      const last = sequenceOf(records.at(-1)!);
      return {
        Records: records,
        NextShardIterator: text({ shardId: iterator.shardId, kind: 'AFTER_SEQUENCE_NUMBER', sequenceNumber: last }),
      };
    },
  };
}
