import { describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { LocalQueues } from '../../infra/local/queues.ts';
import { eventually } from '../support/eventually.ts';

// The as-deployed runtime's SQS mapping hands its function several batches at once, as Lambda's
// poller does (it starts with five): one batch at a time drained the soak's webhook queue at three
// messages a second (docs/reliability.md, "What the soak found").

const queue = {
  logicalId: 'Deliveries',
  name: 'deliveries',
  arn: 'arn:aws:sqs:us-east-1:000000000000:deliveries',
  url: 'http://local/000000000000/deliveries',
  visibilityTimeoutSeconds: 30,
};
const mapping = {
  logicalId: 'Mapping',
  functionName: 'deliverer',
  queueArn: queue.arn,
  batchSize: 10,
  reportBatchItemFailures: true,
};

describe('the local SQS mapping', () => {
  it('has five batches in its function at once, and every message delivered once', async () => {
    const queues = new LocalQueues([queue]);
    let inFlight = 0;
    let most = 0;
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queues.startMapping(mapping, async (event: SQSEvent) => {
      inFlight++;
      most = Math.max(most, inFlight);
      if (most >= 5) release();
      await gate;
      seen.push(...event.Records.map((r) => r.body));
      inFlight--;
      return { batchItemFailures: [] };
    });
    for (let i = 0; i < 100; i++) queues.send(queue.arn, `message ${i}`);
    await gate;
    await eventually(
      async () => seen.length,
      (n) => n === 100,
      'every message delivered',
    ); // a condition, not expect.poll's one second
    await queues.stop();
    expect(most).toBe(5);
    expect(new Set(seen).size).toBe(100);
  });
});
