import type { ScheduledEvent } from 'aws-lambda';
import { remindExpiringListings } from '../../shared/domain/notifications/expiring.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';
import { logger } from '../../shared/observability/logger.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Scheduled (shared/routes.ts listingExpiryReminder): shippers of listings that expire within a day
// with no bid hear of it once (docs/notifications.md).
export const handler = observedFunction('expiry reminders', async (_event: ScheduledEvent): Promise<{ reminded: number }> => {
  const reminded = await remindExpiringListings(new Date(), linkBaseUrl());
  if (reminded) logger.info('expiry reminders sent', { reminded });
  return { reminded };
});
