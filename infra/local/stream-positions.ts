import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Where each stream consumer of the local runtime is in the table's stream, shard by shard, as an
// event source mapping keeps it in AWS: the sequence number of the last record it finished, and
// whether it finished the shard (closed and read to its end). `npm start` keeps them in
// .data/stream-positions/<table>.<consumer>.json (docs/operations.md); without a directory (tests,
// benchmarks) they live only as long as the process, which is how the runtime behaved before.

export interface ShardPosition {
  /** The last record the consumer finished (its batch succeeded, or the filter dropped it). */
  sequenceNumber?: string;
  /** The shard was closed and read to its end: its children may start. */
  finished?: boolean;
}

interface SavedPositions {
  /** Positions of another stream (the table was deleted and made again) are not this one's. */
  streamArn: string;
  shards: Record<string, ShardPosition>;
}

export interface PositionStore {
  /** The positions saved for this stream; none for a fresh directory or another stream. */
  load(streamArn: string): Map<string, ShardPosition>;
  save(streamArn: string, shards: Map<string, ShardPosition>): void;
}

export function positionStore(directory: string | undefined, tableName: string, consumerId: string): PositionStore {
  const file = directory ? join(directory, `${tableName}.${consumerId}.json`) : undefined;
  return {
    load(streamArn) {
      if (!file) return new Map();
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedPositions;
        return saved.streamArn === streamArn ? new Map(Object.entries(saved.shards)) : new Map();
      } catch {
        return new Map(); // none yet, or unreadable: start as a fresh .data/ does
      }
    },
    save(streamArn, shards) {
      if (!file) return;
      mkdirSync(directory!, { recursive: true });
      // a new file renamed over the old: a process killed while writing leaves the previous positions
      const next = `${file}.${process.pid}.tmp`;
      writeFileSync(next, JSON.stringify({ streamArn, shards: Object.fromEntries(shards) } satisfies SavedPositions));
      renameSync(next, file);
    },
  };
}
