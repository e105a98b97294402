import { checkDueProviders } from '../../shared/domain/vetting/checks.ts';
import { checksPerMinute } from '../../shared/domain/vetting/rules.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { providerVetter } from '../../shared/routes.ts';

// Scheduled (shared/routes.ts providerVetter, every minute): the providers due a check, at most the stage's pace a
// minute, none started after 45 s so that a run ends before the next one's turn (docs/vetting.md).
export const handler = scheduledRun(providerVetter, 'provider vetting', async () => {
  const tally = await checkDueProviders({
    limit: checksPerMinute(process.env.VETTING_CHECKS_PER_MINUTE),
    budgetMs: 45_000,
  });
  if (tally.checked) logger.info('providers checked with FMCSA', tally);
  return tally;
});
