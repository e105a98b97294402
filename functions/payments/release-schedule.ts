import { releaseDuePayments } from '../../shared/domain/payments/release-schedule.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { releaseSchedule } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts releaseSchedule; every hour): the payments due for release three days after
// Delivered are transferred to their carriers (docs/payments.md, "Release").
export const handler = scheduledRun(releaseSchedule, 'release schedule', () => releaseDuePayments());
