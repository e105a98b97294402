import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { DeployedQueue, QueueMapping } from './deployed/template.ts';
import { LOCAL_REGION } from './deployed/template.ts';
import type { FaultInjector } from './deployed/faults.ts';

// SQS, locally: the one queue of both runtimes. The as-deployed runtime (./deployed/stage.ts) declares the template's
// queues with their visibility timeouts and redrive policies, fed by the functions' SendMessage calls (through
// ./deployed/aws-endpoint.ts) and drained by the template's SQS event source mappings; the source runtime
// (./webhook-queue.ts) declares the webhook delivery queue, fed and drained in-process. A message whose batch failed
// becomes visible again after the queue's visibility timeout; one received more than maxReceiveCount times moves to
// the dead-letter queue, as SQS moves it.

/** `handle`: this copy's receipt handle (a duplicated message is two copies of one messageId). */
interface Message {
  messageId: string;
  handle: string;
  body: string;
  sentAt: number;
  visibleAt: number;
  receiveCount: number;
  attributes?: Record<string, unknown>;
}

export interface LocalQueueOptions {
  /** sqs.duplicate: a received message is delivered again, even after it was deleted (docs/reliability.md). */
  faults?: FaultInjector;
  /**
   * Visibility timeouts and message delays divided by this (benchmarks and tests that drain the
   * queues: a webhook retry's 2 minutes in 4 s); 1, as in AWS, by default.
   */
  timeScale?: number;
  /**
   * Batches each mapping hands its function at once: Lambda's SQS poller starts with five
   * concurrent batches and scales up from there, so one poller would drain a busy queue slower
   * than AWS does (the soak's webhook queue once took 20 minutes). Infinity: every visible message
   * at once (the source runtime).
   */
  pollers?: number;
  /**
   * A message its batch failed becomes visible again this long after the invocation ended, not once the visibility
   * timeout from its receipt is over, as in SQS (the source runtime: a second).
   */
  retryFailedAfterMs?: number;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export class LocalQueues {
  private readonly messages = new Map<string, Message[]>();
  private readonly byUrl = new Map<string, DeployedQueue>();
  private readonly byArn = new Map<string, DeployedQueue>();
  private readonly wake = new Set<() => void>();
  private running = true;
  private readonly loops: Promise<void>[] = [];

  private readonly timeScale: number;

  constructor(
    queues: DeployedQueue[],
    private readonly options: LocalQueueOptions = {},
  ) {
    this.timeScale = Math.max(1, options.timeScale ?? 1);
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
  send(
    queueArn: string,
    body: string,
    delaySeconds = 0,
    attributes?: Record<string, unknown>,
  ): { MessageId: string; MD5OfMessageBody: string } {
    return this.sendAfterMs(queueArn, body, Math.min(900, Math.max(0, delaySeconds)) * 1000, attributes);
  }

  /** A message visible after `delayMs`, to the millisecond and beyond SQS's 15 minutes (the source runtime). */
  sendAfterMs(
    queueArn: string,
    body: string,
    delayMs: number,
    attributes?: Record<string, unknown>,
  ): { MessageId: string; MD5OfMessageBody: string } {
    const list = this.messages.get(queueArn);
    if (!list) throw new Error(`no queue ${queueArn}`);
    const now = Date.now();
    const messageId = randomUUID();
    const message = {
      messageId,
      handle: messageId,
      body,
      sentAt: now,
      visibleAt: now + delayMs / this.timeScale,
      receiveCount: 0,
      ...(attributes ? { attributes } : {}),
    };
    list.push(message);
    for (const wake of this.wake) wake();
    return { MessageId: message.messageId, MD5OfMessageBody: md5(body) };
  }

  /**
   * Up to `max` visible messages, each received once more; those past their queue's maxReceiveCount move to its
   * dead-letter queue.
   */
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
      message.visibleAt = now + (queue.visibilityTimeoutSeconds * 1000) / this.timeScale;
      received.push(message);
    }
    return received;
  }

  /**
   * A standard queue's at-least-once delivery: the message comes again within a moment, whatever becomes of this copy.
   */
  private duplicate(queue: DeployedQueue, message: Message, consumer: string): void {
    if (!this.options.faults?.fires('sqs.duplicate', consumer)) return;
    const later = Date.now() + 50 + this.options.faults.choose('sqs.duplicate', consumer, 2000);
    this.messages.get(queue.arn)!.push({ ...message, handle: randomUUID(), visibleAt: later, receiveCount: 0 });
  }

  private remove(queue: DeployedQueue, handles: Set<string>): void {
    const list = this.messages.get(queue.arn)!;
    this.messages.set(
      queue.arn,
      list.filter((m) => !handles.has(m.handle)),
    );
  }

  /** Messages in a queue, visible or not (the soak's check that nothing sits in a dead-letter queue). */
  messagesIn(queueArn: string): { messageId: string; body: string; receiveCount: number }[] {
    return (this.messages.get(queueArn) ?? []).map(({ messageId, body, receiveCount }) => ({
      messageId,
      body,
      receiveCount,
    }));
  }

  /**
   * The mapping's poller: batches of visible messages to the function, as many at once as `pollers` says; what it
   * reports failed stays, to be received again.
   */
  startMapping(
    mapping: QueueMapping,
    invoke: (event: SQSEvent) => Promise<SQSBatchResponse | null>,
    consumer = mapping.functionName,
  ): void {
    const queue = this.byArn.get(mapping.queueArn);
    if (!queue)
      throw new Error(`mapping ${mapping.logicalId} reads ${mapping.queueArn}, which the template does not declare`);
    const deliver = async (batch: Message[]) => {
      for (const message of batch) this.duplicate(queue, message, consumer);
      const event: SQSEvent = {
        Records: batch.map((m) => ({
          messageId: m.messageId,
          receiptHandle: m.handle,
          body: m.body,
          md5OfBody: md5(m.body),
          attributes: {
            ApproximateReceiveCount: String(m.receiveCount),
            SentTimestamp: String(m.sentAt),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          eventSource: 'aws:sqs',
          eventSourceARN: queue.arn,
          awsRegion: LOCAL_REGION,
        })),
      };
      let failed: Message[];
      try {
        const response = await invoke(event);
        const failedIds = new Set(
          mapping.reportBatchItemFailures ? (response?.batchItemFailures ?? []).map((f) => f.itemIdentifier) : [],
        );
        this.remove(queue, new Set(batch.filter((m) => !failedIds.has(m.messageId)).map((m) => m.handle)));
        failed = batch.filter((m) => failedIds.has(m.messageId));
      } catch {
        // a function error leaves the whole batch to reappear after the visibility timeout
        failed = batch;
      }
      const retryAfterMs = this.options.retryFailedAfterMs;
      if (retryAfterMs !== undefined) for (const message of failed) message.visibleAt = Date.now() + retryAfterMs;
    };
    const pollers = this.options.pollers ?? 5;
    const inFlight = new Set<Promise<void>>();
    const poll = async () => {
      while (this.running) {
        if (inFlight.size >= pollers) {
          await Promise.race(inFlight);
          continue;
        }
        const batch = this.receive(queue, mapping.batchSize);
        if (!batch.length) {
          const list = this.messages.get(queue.arn)!;
          const next = Math.min(...list.map((m) => m.visibleAt), Date.now() + 1000);
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              this.wake.delete(done);
              resolve();
            };
            const timer = setTimeout(done, Math.max(10, next - Date.now()));
            this.wake.add(done);
          });
          continue;
        }
        const delivery: Promise<void> = deliver(batch).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      await Promise.all(inFlight);
    };
    this.loops.push(poll());
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const wake of this.wake) wake();
    await Promise.all(this.loops);
  }
}
