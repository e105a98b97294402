import { randomUUID } from 'node:crypto';
import { invoke } from './invocation.ts';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { useLocalWebhookQueue, type DeliveryMessage } from '../../shared/queue/webhook-queue.ts';
import { webhookDeliverer } from '../../shared/routes/queues.ts';

// Locally, SQS's part: each enqueued delivery, after its delay, invokes the same deliverer module
// with an SQS-shaped event; a message the deliverer reports failed comes back after a second.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export interface LocalWebhookQueue {
  stop(): void;
}

export async function startLocalWebhookQueue(): Promise<LocalWebhookQueue> {
  const { handler } = (await import(pathToFileURL(resolve(repoRoot, webhookDeliverer.handler)).href)) as {
    handler: QueueHandler;
  };
  const timers = new Set<NodeJS.Timeout>();
  const schedule = (message: DeliveryMessage, delayMs: number) => {
    const deliver = async () => {
      const messageId = randomUUID();
      const event = {
        Records: [
          { messageId, body: JSON.stringify(message), attributes: {}, messageAttributes: {}, eventSource: 'local:sqs' },
        ],
      } as unknown as SQSEvent;
      const { batchItemFailures } = await invoke(() => handler(event)).catch(() => ({
        batchItemFailures: [{ itemIdentifier: messageId }],
      }));
      if (batchItemFailures.length) schedule(message, 1000);
    };
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver();
    }, delayMs);
    timers.add(timer);
  };
  useLocalWebhookQueue(schedule);
  return {
    stop: () => {
      useLocalWebhookQueue(undefined);
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
