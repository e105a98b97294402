import type { ScheduledEvent } from 'aws-lambda';
import { endRotatedKeys } from '../../shared/domain/auth/full-keys.ts';
import { observedFunction } from '../../shared/observability/invocation.ts';

// Scheduled (shared/routes.ts keyExpiry; every minute): rotated keys whose overlap is over enter
// their owners' trails and are removed. Authentication refuses them from the instant itself.
export const handler = observedFunction('key expiry', async (_event: ScheduledEvent): Promise<{ ended: number }> => ({ ended: await endRotatedKeys() }));
