import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../observability/logger.ts';
import { observedFunction } from '../observability/invocation.ts';
import { forEachInParallel } from '../parallel.ts';
import { fromNow } from '../clock.ts';
import type { TableChange } from '../data/images.ts';

// The one way a stream consumer handles a batch (ARCHITECTURE: status changes fan out as events,
// never as calls from handlers). Records are applied in order (per key, for a consumer that
// names one); at the first failure the rest of the batch is reported failed, so Lambda retries
// from there (ReportBatchItemFailures) and nothing is skipped. Consumers must be idempotent: a
// retry replays records already applied.

/** A table change as a stream record brings it: with the record's id and time. */
export interface StreamChange extends TableChange {
  /** The stream event id: unique per change, the same on a replay. */
  eventId: string;
  /** When the change was made (ISO). */
  at: string;
}

const image = (value: Record<string, unknown> | undefined) =>
  value ? unmarshall(value as Record<string, AttributeValue>) : undefined;

/**
 * A consumer of the table's stream. `latestBy`, when given, names what `apply` reads the current
 * state of (a listing): a batch's changes are then grouped by it, and each group is applied once,
 * with its last change (and all of its changes, in order), a few groups at once, since reading the
 * current state once serves every change before it. Without it, every change is applied, one at a
 * time in stream order, or `concurrency` at a time, started in stream order, for a consumer whose
 * changes are independent of each other (the notifier: each is keyed by its own event id). A failure
 * reports the batch failed from the first record not applied (those applied after it are replayed,
 * which idempotent consumers allow).
 */
export function streamConsumer<Batch = undefined>(
  name: string,
  apply: (change: StreamChange, changesOfKey: StreamChange[], batch: Batch) => Promise<unknown>,
  options: { latestBy?: (change: StreamChange) => string; concurrency?: number; perBatch?: () => Batch } = {},
) {
  const applyBatch = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    // what the changes of one batch share (the alerter's reads of the alert index)
    const batch = options.perBatch?.() as Batch;
    const changes = event.Records.map((record): StreamChange => {
      const seconds = record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000;
      return {
        eventName: record.eventName!,
        oldImage: image(record.dynamodb?.OldImage),
        newImage: image(record.dynamodb?.NewImage),
        eventId: record.eventID!,
        at: new Date(seconds * 1000).toISOString(),
      };
    });
    let firstFailed = changes.length;
    const failed = (index: number, error: unknown) => {
      logger.error(`${name} failed`, { eventId: changes[index]!.eventId, error: String(error) });
      firstFailed = Math.min(firstFailed, index);
    };
    if (options.latestBy) {
      const groups = new Map<string, number[]>();
      changes.forEach((change, index) => {
        const key = options.latestBy!(change);
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key)!.push(index);
      });
      await forEachInParallel([...groups.values()], CONCURRENT_KEYS, async (indexes) => {
        if (indexes[0]! > firstFailed) return; // replayed from the first failure anyway
        try {
          await apply(
            changes[indexes.at(-1)!]!,
            indexes.map((i) => changes[i]!),
            batch,
          );
        } catch (error) {
          failed(indexes[0]!, error);
        }
      });
    } else {
      await forEachInParallel([...changes.entries()], options.concurrency ?? 1, async ([index, change]) => {
        if (index > firstFailed) return; // replayed from the first failure anyway
        try {
          await apply(change, [change], batch);
        } catch (error) {
          failed(index, error);
        }
      });
    }
    return {
      batchItemFailures: event.Records.slice(firstFailed).map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })),
    };
  };
  // a batch is dated by the instant it is applied from (shared/clock.ts)
  return observedFunction(name, (event: DynamoDBStreamEvent) => fromNow(() => applyBatch(event)));
}

/** Keys applied at once by a consumer with `latestBy`: enough to overlap round trips. */
const CONCURRENT_KEYS = 16;
