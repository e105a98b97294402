import * as v from 'valibot';
import type { SecurityEvent, SecurityEventType } from '../../domain/security/types.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';

// A user's security event trail (docs/security-events.md): a partition of its own, so that a page is one Query, newest
// first by when each event occurred; TTL 90 days after it.

/** The partition prefix of every user's trail: what a function that only reads may still write (infra/functions.ts). */
export const SECURITY_TRAIL_PREFIX = 'SECURITY#';

const SECURITY_EVENT_DAYS = 90;

const securityEventTypes = everyOf<SecurityEventType>()([
  'ApiKey.Created',
  'ApiKey.Revoked',
  'ApiKey.Rotated',
  'ApiKey.Expired',
  'RestrictedKey.Created',
  'RestrictedKey.Revoked',
  'RestrictedKey.Expired',
  'RestrictedKey.ScopeRefused',
  'SignIn.Failed',
  'SignIn.Throttled',
  'SignIn.NewAddress',
  'Webhook.TargetRefused',
  'Webhook.SecretRotated',
  'Account.NotificationPreferencesChanged',
  'Account.StatusChanged',
  'Account.RateLimitChanged',
  'Member.Invited',
  'Member.Joined',
  'Member.RoleChanged',
  'Member.Removed',
]);

const securityEvent = templatesOf<SecurityEvent>();

export const securityEventItems = defineItem<SecurityEvent>()({
  kind: 'SecurityEvent',
  schema: v.looseObject({
    eventId: v.string(),
    userId: v.number(),
    type: v.picklist(securityEventTypes),
    occurredOn: v.string(),
    details: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.array(v.string())])),
    requestId: v.string(),
    sourceAddress: v.string(),
    by: v.optional(v.number()),
  }),
  key: {
    partition: securityEvent(['userId'], ({ userId }) => `${SECURITY_TRAIL_PREFIX}${userId}`),
    sort: securityEvent(['occurredOn', 'eventId'], ({ occurredOn, eventId }) => `${occurredOn}#${eventId}`),
  },
  derived: { expiresAt: ({ occurredOn }) => Math.floor(Date.parse(occurredOn) / 1000) + SECURITY_EVENT_DAYS * 86_400 },
});
