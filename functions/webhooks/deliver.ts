import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { attemptDelivery } from '../../shared/domain/webhooks/service.ts';
import type { DeliveryMessage } from '../../shared/queue/webhook-queue.ts';
import { logger } from '../../shared/observability/logger.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Consumer of the webhook delivery queue. A receiver's failure is a recorded, retried attempt (not
// an error here); only our own failures (the table unreachable) return the message to the queue,
// whose dead-letter queue takes it after repeated failures.
export const handler = observedFunction('webhook delivery', async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    try {
      await attemptDelivery(JSON.parse(record.body) as DeliveryMessage);
    } catch (error) {
      logger.error('webhook delivery attempt crashed', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
});
