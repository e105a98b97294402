import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { traced } from '../observability/tracing.ts';

// Webhook deliveries go through a queue: SQS in AWS (WEBHOOK_QUEUE_URL, with a dead-letter queue),
// the local runtime's in-process queue otherwise (infra/local/webhook-queue.ts). Either way the
// message reaches functions/webhooks/deliver.ts, the same code path.

export interface DeliveryMessage {
  webhookId: string;
  createdOn: string;
  deliveryId: string;
}

type LocalQueue = (message: DeliveryMessage, delayMs: number) => void;
let localQueue: LocalQueue | undefined;
let sqs: SQSClient | undefined;

/** The local runtime plugs its in-process queue in here. */
export function useLocalWebhookQueue(queue: LocalQueue | undefined): void {
  localQueue = queue;
}

export async function enqueueDelivery(message: DeliveryMessage, delayMs = 0): Promise<void> {
  if (localQueue) return localQueue(message, delayMs);
  const queueUrl = process.env.WEBHOOK_QUEUE_URL;
  if (!queueUrl) throw new Error('WEBHOOK_QUEUE_URL is not set and no local webhook queue is running');
  sqs ??= traced(new SQSClient({ region: process.env.AWS_REGION ?? 'us-east-1' }));
  // SQS delays at most 15 minutes
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(message),
      DelaySeconds: Math.min(900, Math.ceil(delayMs / 1000)),
    }),
  );
}
