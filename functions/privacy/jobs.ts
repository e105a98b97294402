import type { ScheduledEvent } from 'aws-lambda';
import { runPrivacyJobs } from '../../shared/domain/privacy/jobs.ts';
import { logger } from '../../shared/observability/logger.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Scheduled (shared/routes/schedules.ts privacyJobs; every minute): the data exports asked for, and the
// erasure of closed accounts, each by a pass over the table; an erasure resumes where it stopped.
export const handler = observedFunction(
  'privacy jobs',
  async (_event: ScheduledEvent): Promise<{ done: number; waiting: number }> => {
    // ten of the fifteen minutes a run may take: an erasure saves its place and the next run goes on
    const outcome = await runPrivacyJobs({ until: Date.now() + 10 * 60_000 });
    if (outcome.done || outcome.waiting) logger.info('privacy jobs', outcome);
    return outcome;
  },
);
