import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { invoke } from './invocation.ts';
import { LocalQueues } from './queues.ts';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './deployed/template.ts';
import { useLocalWebhookQueue } from '../../shared/queue/webhook-queue.ts';
import { webhookDeliverer } from '../../shared/routes/queues.ts';

// Locally, SQS's part in the source runtime: the webhook delivery queue, on the same local SQS as the as-deployed
// runtime's (./queues.ts). Each enqueued delivery, after its delay (to the millisecond), invokes the same deliverer
// module in this process with an SQS event of its own, every one due at once; a message the deliverer reports failed
// comes back after a second, until the runtime stops (no dead-letter queue).

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

/** The delivery queue, its visibility timeout as the stack sets it (infra/stack.ts). */
const deliveries = {
  logicalId: 'WebhookDeliveries',
  name: 'webhook-deliveries',
  arn: `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:webhook-deliveries`,
  url: `local:sqs/${LOCAL_ACCOUNT}/webhook-deliveries`,
  visibilityTimeoutSeconds: webhookDeliverer.timeoutSeconds * 6,
};

export interface LocalWebhookQueue {
  stop(): void;
}

export async function startLocalWebhookQueue(): Promise<LocalWebhookQueue> {
  const { handler } = (await import(pathToFileURL(resolve(repoRoot, webhookDeliverer.handler)).href)) as {
    handler: QueueHandler;
  };
  const queues = new LocalQueues([deliveries], { pollers: Infinity, retryFailedAfterMs: 1000 });
  queues.startMapping(
    {
      logicalId: 'WebhookDeliveriesMapping',
      functionName: webhookDeliverer.id,
      queueArn: deliveries.arn,
      batchSize: 1,
      reportBatchItemFailures: true,
    },
    (event) => invoke(() => handler(event)),
  );
  useLocalWebhookQueue((message, delayMs) => {
    queues.sendAfterMs(deliveries.arn, JSON.stringify(message), delayMs);
  });
  return {
    stop: () => {
      useLocalWebhookQueue(undefined);
      // deliveries under way end as they would; none starts
      void queues.stop();
    },
  };
}
