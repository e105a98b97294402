import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { DeployedQueue, QueueMapping } from './template.ts';
import { LOCAL_REGION } from './template.ts';

// The as-deployed runtime's SQS: the template's queues with their visibility timeouts and redrive
// policies, fed by the functions' SendMessage calls (through ./aws-endpoint.ts) and drained by the
// template's SQS event source mappings. A message whose batch failed becomes visible again after
// the queue's visibility timeout; one received more than maxReceiveCount times moves to the
// dead-letter queue, as SQS moves it.

interface Message { messageId: string; body: string; sentAt: number; visibleAt: number; receiveCount: number; attributes?: Record<string, unknown> }

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export class LocalQueues {
  private readonly messages = new Map<string, Message[]>();
  private readonly byUrl = new Map<string, DeployedQueue>();
  private readonly byArn = new Map<string, DeployedQueue>();
  private readonly wake = new Set<() => void>();
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(queues: DeployedQueue[]) {
    for (const queue of queues) {
      this.messages.set(queue.arn, []);
      this.byUrl.set(queue.url, queue);
      this.byArn.set(queue.arn, queue);
    }
  }

  queueByUrl(url: string): DeployedQueue | undefined {
    return this.byUrl.get(url) ?? [...this.byUrl.values()].find((q) => url.endsWith(`/${q.name}`));
  }

  /** SendMessage: the id and the body's MD5, which the SDK checks. */
  send(queueArn: string, body: string, delaySeconds = 0, attributes?: Record<string, unknown>): { MessageId: string; MD5OfMessageBody: string } {
    const list = this.messages.get(queueArn);
    if (!list) throw new Error(`no queue ${queueArn}`);
    const now = Date.now();
    const message = { messageId: randomUUID(), body, sentAt: now, visibleAt: now + Math.min(900, Math.max(0, delaySeconds)) * 1000, receiveCount: 0, ...(attributes ? { attributes } : {}) };
    list.push(message);
    for (const wake of this.wake) wake();
    return { MessageId: message.messageId, MD5OfMessageBody: md5(body) };
  }

  /** Up to `max` visible messages, each received once more; those past their queue's maxReceiveCount move to its dead-letter queue. */
  private receive(queue: DeployedQueue, max: number): Message[] {
    const list = this.messages.get(queue.arn)!;
    const now = Date.now();
    const received: Message[] = [];
    for (const message of [...list]) {
      if (received.length >= max) break;
      if (message.visibleAt > now) continue;
      if (queue.deadLetter && message.receiveCount >= queue.deadLetter.maxReceiveCount) {
        list.splice(list.indexOf(message), 1);
        this.messages.get(queue.deadLetter.arn)?.push({ ...message, visibleAt: now });
        continue;
      }
      message.receiveCount += 1;
      message.visibleAt = now + queue.visibilityTimeoutSeconds * 1000;
      received.push(message);
    }
    return received;
  }

  private remove(queue: DeployedQueue, messageIds: Set<string>): void {
    const list = this.messages.get(queue.arn)!;
    this.messages.set(queue.arn, list.filter((m) => !messageIds.has(m.messageId)));
  }

  /** The mapping's poller: batches of visible messages to the function; what it reports failed stays, to be received again. */
  startMapping(mapping: QueueMapping, invoke: (event: SQSEvent) => Promise<SQSBatchResponse | null>): void {
    const queue = this.byArn.get(mapping.queueArn);
    if (!queue) throw new Error(`mapping ${mapping.logicalId} reads ${mapping.queueArn}, which the template does not declare`);
    const loop = (async () => {
      while (this.running) {
        const batch = this.receive(queue, mapping.batchSize);
        if (!batch.length) {
          const list = this.messages.get(queue.arn)!;
          const next = Math.min(...list.map((m) => m.visibleAt), Date.now() + 1000);
          await new Promise<void>((resolve) => {
            const done = () => { clearTimeout(timer); this.wake.delete(done); resolve(); };
            const timer = setTimeout(done, Math.max(10, next - Date.now()));
            this.wake.add(done);
          });
          continue;
        }
        const event: SQSEvent = {
          Records: batch.map((m) => ({
            messageId: m.messageId, receiptHandle: m.messageId, body: m.body, md5OfBody: md5(m.body),
            attributes: { ApproximateReceiveCount: String(m.receiveCount), SentTimestamp: String(m.sentAt), SenderId: 'local', ApproximateFirstReceiveTimestamp: String(Date.now()) },
            messageAttributes: {}, eventSource: 'aws:sqs', eventSourceARN: queue.arn, awsRegion: LOCAL_REGION,
          })),
        };
        try {
          const response = await invoke(event);
          const failed = new Set(mapping.reportBatchItemFailures ? (response?.batchItemFailures ?? []).map((f) => f.itemIdentifier) : []);
          this.remove(queue, new Set(batch.map((m) => m.messageId).filter((id) => !failed.has(id))));
        } catch {
          // a function error leaves the whole batch to reappear after the visibility timeout
        }
      }
    })();
    this.loops.push(loop);
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.wake) wake();
    await Promise.all(this.loops);
  }
}
