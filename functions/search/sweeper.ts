import type { ScheduledEvent } from 'aws-lambda';
import { sweepExpiredListings } from '../../shared/domain/search/service.ts';
import { logger } from '../../shared/observability/logger.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Scheduled (shared/routes.ts searchSweeper; every minute): listings whose expiry has passed leave
// the search index and its tallies. Expiry writes nothing to the table, so no stream record would
// take them out; until this runs, searches skip them and subtract them from exact counts.
export const handler = observedFunction('search sweeping', async (_event: ScheduledEvent): Promise<{ swept: number }> => {
  const swept = await sweepExpiredListings();
  if (swept) logger.info('expired listings left the search index', { swept });
  return { swept };
});
