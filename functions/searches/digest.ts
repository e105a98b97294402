import { sendDigests } from '../../shared/domain/email/alert-digests.ts';
import { sendEmailDigests } from '../../shared/domain/email/digests.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { alertDigestMailer } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts alertDigestMailer): each user whose 07:00 has come gets one email of
// their daily saved searches' matches since the last (docs/saved-searches.md, "Daily"); then each hourly or daily
// digest of events due goes out (docs/notifications.md, "Digests").
export const handler = scheduledRun(
  alertDigestMailer,
  'alert digest email',
  async (): Promise<{ emailed: number; digests: number }> => {
    const now = new Date();
    const emailed = await sendDigests(now, linkBaseUrl());
    const digests = await sendEmailDigests(now, linkBaseUrl());
    if (emailed || digests) logger.info('digests emailed', { emailed, digests });
    return { emailed, digests };
  },
);
