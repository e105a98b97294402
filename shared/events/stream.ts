import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../observability/logger.ts';
import { observedFunction } from '../observability/invocation.ts';
import { forEachInParallel } from '../data/parallel.ts';

// The one way a stream consumer handles a batch (ARCHITECTURE: status changes fan out as events,
// never as calls from handlers). Records are applied in order (per key, for a consumer that
// names one); at the first failure the rest of the batch is reported failed, so Lambda retries
// from there (ReportBatchItemFailures) and nothing is skipped. Consumers must be idempotent: a
// retry replays records already applied.

export interface TableChange {
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
  /** The stream event id: unique per change, the same on a replay. */
  eventId: string;
  /** When the change was made (ISO). */
  at: string;
}

const image = (value: Record<string, unknown> | undefined) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);

/**
 * A consumer of the table's stream. `orderedBy`, when given, names what records must be applied in
 * order within (a listing): records of different keys are then applied concurrently, a few at a
 * time, each key's in stream order; a failure still reports the batch failed from the first failed
 * record on (those applied after it are replayed, which idempotent consumers allow).
 */
export function streamConsumer(name: string, apply: (change: TableChange) => Promise<unknown>, options: { orderedBy?: (change: TableChange) => string } = {}) {
  return observedFunction(name, async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const changes = event.Records.map((record): TableChange => {
      const seconds = record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000;
      return {
        eventName: record.eventName!,
        oldImage: image(record.dynamodb?.OldImage),
        newImage: image(record.dynamodb?.NewImage),
        eventId: record.eventID!,
        at: new Date(seconds * 1000).toISOString(),
      };
    });
    const groups = new Map<string, number[]>();
    changes.forEach((change, index) => {
      const key = options.orderedBy ? options.orderedBy(change) : '';
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key)!.push(index);
    });
    let firstFailed = changes.length;
    await forEachInParallel([...groups.values()], CONCURRENT_KEYS, async (indexes) => {
      for (const index of indexes) {
        if (index > firstFailed) return; // replayed from the first failure anyway
        try {
          await apply(changes[index]!);
        } catch (error) {
          logger.error(`${name} failed`, { eventId: changes[index]!.eventId, error: String(error) });
          firstFailed = Math.min(firstFailed, index);
          return;
        }
      }
    });
    return { batchItemFailures: event.Records.slice(firstFailed).map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })) };
  });
}

/** Keys applied at once by a consumer that orders by key: enough to overlap round trips. */
const CONCURRENT_KEYS = 8;
