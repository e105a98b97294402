import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { applyFeedback } from '../../shared/domain/email/service.ts';
import type { SesEvent } from '../../shared/domain/email/feedback.ts';
import { logger } from '../../shared/observability/logger.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Consumer of SES's bounce and complaint events (docs/notifications.md, Email): SNS delivers them
// raw to the queue, one event per message. A message that is not an event is logged and dropped;
// a failure of ours returns it to the queue.
export const handler = observedFunction('email feedback', async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: { itemIdentifier: string }[] = [];
  for (const record of event.Records) {
    let parsed: SesEvent;
    try {
      parsed = JSON.parse(record.body) as SesEvent;
    } catch {
      logger.warn('email feedback that is not JSON, dropped', { messageId: record.messageId });
      continue;
    }
    try {
      const suppressed = await applyFeedback(parsed);
      if (suppressed.length)
        logger.info('addresses suppressed', { count: suppressed.length, reasons: suppressed.map((s) => s.reason) });
    } catch (error) {
      logger.error('email feedback failed', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
});
