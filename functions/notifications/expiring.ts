import { remindExpiringListings } from '../../shared/domain/notifications/expiring.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { listingExpiryReminder } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts listingExpiryReminder): shippers of listings that expire within a day
// with no bid hear of it once (docs/notifications.md).
export const handler = scheduledRun(
  listingExpiryReminder,
  'expiry reminders',
  async (): Promise<{ reminded: number }> => {
    const reminded = await remindExpiringListings(new Date(), linkBaseUrl());
    if (reminded) logger.info('expiry reminders sent', { reminded });
    return { reminded };
  },
);
