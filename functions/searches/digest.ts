import { sendDigests } from '../../shared/domain/email/alert-digests.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { alertDigestMailer } from '../../shared/routes.ts';

// Scheduled (shared/routes.ts alertDigestMailer): each user whose 07:00 has come gets one email of
// their daily saved searches' matches since the last (docs/saved-searches.md, "Daily").
export const handler = scheduledRun(alertDigestMailer, 'alert digest email', async (): Promise<{ emailed: number }> => {
  const emailed = await sendDigests(new Date(), linkBaseUrl());
  if (emailed) logger.info('alert digests emailed', { emailed });
  return { emailed };
});
