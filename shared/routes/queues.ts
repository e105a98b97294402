// The consumers of the stage's queues (SQS): infra/event-consumers.ts maps each to its queue. Plain data, as the
// route table (./http.ts).

import type { Access } from './functions.ts';

/** Consumer of the webhook delivery queue (SQS in AWS, infra/local/webhook-queue.ts locally). */
export const webhookDeliverer = {
  id: 'WebhookDeliverer',
  handler: 'functions/webhooks/deliver.ts',
  table: 'readwrite' as Access,
  memoryMb: 256,
  timeoutSeconds: 30,
} as const;

/**
 * Consumer of SES's bounce and complaint events (SNS -> SQS), which fill the suppression list (docs/notifications.md,
 * Email).
 */
export const emailFeedbackConsumer = {
  id: 'EmailFeedback',
  handler: 'functions/email/feedback.ts',
  table: 'readwrite' as Access,
  memoryMb: 256,
  timeoutSeconds: 30,
} as const;
