import { emailUnreadMessages } from '../../shared/domain/messages/service.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { unreadMessageMailer } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts unreadMessageMailer): a message still unread 10 minutes after it was
// sent is emailed to its recipient, at most once per conversation and hour (docs/messages.md).
export const handler = scheduledRun(
  unreadMessageMailer,
  'unread message email',
  async (): Promise<{ emailed: number }> => {
    const emailed = await emailUnreadMessages(new Date(), linkBaseUrl());
    if (emailed) logger.info('unread messages emailed', { emailed });
    return { emailed };
  },
);
