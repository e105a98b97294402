import { checkDueProviders } from '../../shared/domain/vetting/checks.ts';
import { remindExpiringCertificates } from '../../shared/domain/vetting/certificate-files.ts';
import { checksPerMinute } from '../../shared/domain/vetting/rules.ts';
import { logger } from '../../shared/observability/logger.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { providerVetter } from '../../shared/routes/schedules.ts';

/** Each a transaction of two small items, one after another: 500 take a few seconds of a run. */
const REMINDERS_PER_RUN = 500;

// Scheduled (shared/routes/schedules.ts providerVetter, every minute): the providers due a check, at most the stage's
// pace a minute, none started after 45 s so that a run ends before the next one's turn; then the certificates' expiry
// reminders due (docs/vetting.md).
export const handler = scheduledRun(providerVetter, 'provider vetting', async () => {
  const tally = await checkDueProviders({
    limit: checksPerMinute(process.env.VETTING_CHECKS_PER_MINUTE),
    budgetMs: 45_000,
  });
  if (tally.checked) logger.info('providers checked with FMCSA', tally);
  const reminders = await remindExpiringCertificates({ limit: REMINDERS_PER_RUN });
  if (reminders.reminded) logger.info('certificate expiries told', reminders);
  return { ...tally, ...reminders };
});
