import { endRotatedKeys } from '../../shared/domain/auth/full-keys.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { keyExpiry } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts keyExpiry; every minute): rotated keys whose overlap is over enter
// their owners' trails and are removed. Authentication refuses them from the instant itself.
export const handler = scheduledRun(
  keyExpiry,
  'key expiry',
  async (): Promise<{ ended: number }> => ({ ended: await endRotatedKeys() }),
);
