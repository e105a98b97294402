import { sweepExpiredListings } from '../../shared/domain/search/service.ts';
import { sweepDeletedSearches } from '../../shared/domain/saved-searches/service.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { searchSweeper } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts searchSweeper; every minute): listings whose expiry has passed leave
// the search index and its tallies. Expiry writes nothing to the table, so no stream record would
// take them out; until this runs, searches skip them and subtract them from exact counts. And
// deleted saved searches whose cleanup is due lose the matches an alerter added as they went.
export const handler = scheduledRun(
  searchSweeper,
  'search sweeping',
  async (): Promise<{ swept: number; searches: number }> => {
    const swept = await sweepExpiredListings();
    if (swept) logger.info('expired listings left the search index', { swept });
    const searches = await sweepDeletedSearches();
    return { swept, searches };
  },
);
