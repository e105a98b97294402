import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../observability/logger.ts';
import { observedFunction } from '../observability/invocation.ts';

// The one way a stream consumer handles a batch (ARCHITECTURE: status changes fan out as events,
// never as calls from handlers). Records are applied in order; at the first failure the rest of
// the batch is reported failed, so Lambda retries from there (ReportBatchItemFailures) and
// nothing is skipped. Consumers must be idempotent: a retry replays records already applied.

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

export function streamConsumer(name: string, apply: (change: TableChange) => Promise<unknown>) {
  return observedFunction(name, async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    for (const [index, record] of event.Records.entries()) {
      try {
        const seconds = record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000;
        await apply({
          eventName: record.eventName!,
          oldImage: image(record.dynamodb?.OldImage),
          newImage: image(record.dynamodb?.NewImage),
          eventId: record.eventID!,
          at: new Date(seconds * 1000).toISOString(),
        });
      } catch (error) {
        logger.error(`${name} failed`, { eventId: record.eventID, error: String(error) });
        return { batchItemFailures: event.Records.slice(index).map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })) };
      }
    }
    return { batchItemFailures: [] };
  });
}
