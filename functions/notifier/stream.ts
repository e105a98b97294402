import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deliverNotifications } from '../../shared/domain/notifications/service.ts';
import { log } from '../../shared/http/log.ts';

// The DynamoDB stream consumer (ARCHITECTURE: status changes fan out as events, never as calls from
// handlers). Records are handled in order; at the first failure the rest of the batch is reported
// failed, so Lambda retries from there (ReportBatchItemFailures) and nothing is skipped; replays
// are harmless because delivery is idempotent by event id.
const image = (value: Record<string, unknown> | undefined) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);

export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const [index, record] of event.Records.entries()) {
    try {
      const seconds = record.dynamodb?.ApproximateCreationDateTime ?? Date.now() / 1000;
      await deliverNotifications(
        { eventName: record.eventName!, oldImage: image(record.dynamodb?.OldImage), newImage: image(record.dynamodb?.NewImage) },
        record.eventID!,
        new Date(seconds * 1000).toISOString(),
      );
    } catch (error) {
      log('error', 'notification delivery failed', { eventId: record.eventID, error: String(error) });
      return { batchItemFailures: event.Records.slice(index).map((r) => ({ itemIdentifier: r.dynamodb!.SequenceNumber! })) };
    }
  }
  return { batchItemFailures: [] };
};
