import { tableName } from './client.ts';
import { isCancelledByContention } from './errors.ts';
import { type IndexRecord, searchTalliedItems } from './definitions/search.ts';
import { claimRecord, indexRecord, recordPut, recordUnchanged } from './search-record.ts';
import { tallyUpdate } from './search-tallies.ts';
import { transact } from './transact.ts';
import { retrying, RetryLimitReached } from '../retry.ts';
import type { TallyScope } from '../domain/search/tallies.ts';

// How the indexer moves a listing's counts between the search tallies (docs/search.md, "Indexing"):
// a group commit of the moves waiting in this process.

interface TallyMove {
  listingId: number;
  read: IndexRecord;
  next: IndexRecord | undefined;
  resolve(): void;
  reject(error: unknown): void;
}

/** TransactWriteItems takes 100 items: each listing's record, and the tally items they change. */
const TRANSACTION_ITEMS = 100;
const MOVES_TOGETHER = 25;

/**
 * Moves listings' counts from the record read to `next` (or out of every tally, and the record
 * away): one transaction changes the tallies it leaves and joins and writes the record, on
 * condition that the record is still what was read. A replay finds the record as wanted and
 * changes no tally, so no listing is counted twice; a lost race reads again.
 *
 * Every move touches the ALL tally, so concurrent moves would cancel each other's transactions: the
 * moves given to one instance are committed together instead (a group commit), the moves that wait
 * while a transaction is in flight going into the next one, their records each on its own condition
 * and their counts added up per tally item. One transaction moves up to MOVES_TOGETHER listings: the
 * indexer's pace is no longer one transaction per listing (docs/search.md, "Indexing"). A process
 * has one instance (search-indexing.ts).
 */
export class TallyMoves {
  private readonly waiting: TallyMove[] = [];
  private committing = false;

  /** Moves one listing's counts; settles once its move is committed (or failed). */
  move(listingId: number, read: IndexRecord, next: IndexRecord | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ listingId, read, next, resolve, reject });
      if (!this.committing) void this.commitWaiting();
    });
  }

  private async commitWaiting(): Promise<void> {
    this.committing = true;
    try {
      while (this.waiting.length) {
        const group = this.takeGroup();
        try {
          await transact(transactionOf(group));
          group.forEach((move) => move.resolve());
        } catch (error) {
          if (!isCancelledByContention(error)) {
            group.forEach((move) => move.reject(error));
            continue;
          }
          // one record changed since it was read, or another writer held a tally: each on its own, reading again
          for (const move of group)
            await moveAlone(move).then(
              () => move.resolve(),
              (error: unknown) => move.reject(error),
            );
        }
      }
    } finally {
      this.committing = false;
    }
  }

  /** The waiting moves that fit in one transaction, oldest first; a listing's second move waits for the next. */
  private takeGroup(): TallyMove[] {
    const group: TallyMove[] = [];
    const scopes = new Set<string>();
    for (let i = 0; i < this.waiting.length && group.length < MOVES_TOGETHER; ) {
      const move = this.waiting[i]!;
      const added = [...changesOf([move])].map(([scope]) => scope).filter((scope) => !scopes.has(scope));
      // the first move always goes (one listing's record and at most fourteen tallies fit)
      const full = group.length > 0 && group.length + 1 + scopes.size + added.length > TRANSACTION_ITEMS;
      if (full || group.some((m) => m.listingId === move.listingId)) {
        i++;
        continue;
      }
      group.push(move);
      added.forEach((scope) => scopes.add(scope));
      this.waiting.splice(i, 1);
    }
    return group;
  }
}

/** What some moves change in the tallies, added up per tally and bucket (a move out and in cancels). */
function changesOf(moves: TallyMove[]): Map<TallyScope, Map<string, number>> {
  const changes = new Map<TallyScope, Map<string, number>>();
  const change = (text: string, by: number) => {
    const [scope, bucket] = text.split('\t') as [string, string];
    if (!changes.has(scope)) changes.set(scope, new Map());
    const buckets = changes.get(scope)!;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + by);
  };
  for (const { read, next } of moves) {
    const wanted = next?.tallies ?? [];
    read.tallies.filter((t) => !wanted.includes(t)).forEach((t) => change(t, -1));
    wanted.filter((t) => !read.tallies.includes(t)).forEach((t) => change(t, 1));
  }
  for (const [scope, buckets] of changes) {
    for (const [bucket, by] of buckets) if (by === 0) buckets.delete(bucket);
    if (buckets.size === 0) changes.delete(scope);
  }
  return changes;
}

/** The transaction of some moves: each record on condition it is as read, each tally changed once. */
function transactionOf(moves: TallyMove[]) {
  return [
    ...moves.map(({ listingId, read, next }) =>
      next
        ? { Put: recordPut(listingId, read, next) }
        : { Delete: { TableName: tableName(), Key: searchTalliedItems.key({ listingId }), ...recordUnchanged(read) } },
    ),
    ...[...changesOf(moves)].map(([scope, buckets]) => ({ Update: tallyUpdate(scope, buckets) })),
  ];
}

/**
 * Tries of one move alone: a listing whose move loses this many races in a row (about 2.5 s of pauses) fails, and the
 * stream consumer applies its record again later (docs/search.md, "Indexing").
 */
const MOVE_ALONE_ATTEMPTS = 30;

/** One move in its own transaction, reading the record again after each lost race. */
async function moveAlone(move: TallyMove): Promise<void> {
  let current = move.read;
  await retrying(
    {
      attempts: MOVE_ALONE_ATTEMPTS,
      retryable: isCancelledByContention,
      backoff: { baseMs: 10, capMs: 200 },
      exhausted: (last) =>
        new RetryLimitReached(`moving listing ${move.listingId}'s tallies`, MOVE_ALONE_ATTEMPTS, last),
    },
    async (retry) => {
      if (retry > 0) {
        // another writer (another shard's consumer) moved this listing's counts, or the same tally
        // at once: after a little wait, jittered, read again
        const again = await indexRecord(move.listingId);
        if (!again) {
          if (!move.next) return;
          await claimRecord(move.listingId);
        }
        current = again ?? { tallies: [] };
      }
      await transact(transactionOf([{ ...move, read: current }]));
    },
  );
}
