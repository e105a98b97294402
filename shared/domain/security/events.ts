import { newUuid } from '../../data/ids.ts';
import { putSecurityEvent, securityEventsOf } from '../../data/security-events.ts';
import { logger } from '../../observability/logger.ts';
import { countSecurityEvent } from '../../observability/metrics.ts';
import type { Principal } from '../users/types.ts';
import type {
  RequestOrigin,
  SecurityEvent,
  SecurityEventDetails,
  SecurityEventOptions,
  SecurityEventType,
} from './types.ts';
import * as clock from '../../clock.ts';
import { withinReach } from '../limits/reach.ts';

// The security event trail (docs/security-events.md; OWASP API2, API8): what happened to an
// account's credentials and settings, so that its owner can see it and operators can alarm on it.
// Each event is a structured log line (request id, user, address; never a secret), a metric, and,
// when it concerns a known user, an entry of that user's trail (GET /v2/users/me/securityEvents).

export { securityEventTypes, operatorOrigin } from './types.ts';
export type {
  SecurityEventType,
  RequestOrigin,
  SecurityEventDetails,
  SecurityEvent,
  SecurityEventOptions,
} from './types.ts';

/**
 * Records one event. The trail is best effort: a write that fails is logged and never fails the
 * request (the log line and the metric are written regardless).
 */
export async function recordSecurityEvent(
  type: SecurityEventType,
  origin: RequestOrigin,
  userId: number | undefined,
  details: SecurityEventDetails = {},
  options: SecurityEventOptions = {},
): Promise<void> {
  logger.info('security event', {
    securityEvent: type,
    requestId: origin.requestId,
    sourceAddress: origin.sourceAddress,
    userId,
    details,
  });
  countSecurityEvent(type);
  if (userId === undefined) return;
  const event: SecurityEvent = {
    eventId: options.onceAs ?? newUuid(),
    userId,
    type,
    occurredOn: options.occurredOn ?? clock.now().toISOString(),
    details,
    ...origin,
  };
  try {
    await putSecurityEvent(event, { once: options.onceAs !== undefined });
  } catch (error) {
    logger.warn('security event not written to the trail', {
      securityEvent: type,
      userId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

/** An event as its user reads it. */
export const securityEventView = (event: SecurityEvent) => ({
  eventId: event.eventId,
  type: event.type,
  occurredOn: event.occurredOn,
  sourceAddress: event.sourceAddress,
  requestId: event.requestId,
  ...(event.by !== undefined ? { by: event.by } : {}),
  details: event.details,
});

/** A page of the caller's trail, newest first, as its user reads it. */
export async function securityEventsOfCaller(principal: Principal, page: { skip: number; top: number }) {
  const { items, totalCount } = await withinReach(securityEventsOf(principal.userId, page));
  return { items: items.map(securityEventView), totalCount };
}
