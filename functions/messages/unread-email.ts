import type { ScheduledEvent } from 'aws-lambda';
import { emailUnreadMessages } from '../../shared/domain/messages/service.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';
import { logger } from '../../shared/observability/logger.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Scheduled (shared/routes.ts unreadMessageMailer): a message still unread 10 minutes after it was
// sent is emailed to its recipient, at most once per conversation and hour (docs/messages.md).
export const handler = observedFunction('unread message email', async (_event: ScheduledEvent): Promise<{ emailed: number }> => {
  const emailed = await emailUnreadMessages(new Date(), linkBaseUrl());
  if (emailed) logger.info('unread messages emailed', { emailed });
  return { emailed };
});
