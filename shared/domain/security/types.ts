// What a security event is (docs/security-events.md): the types the trail's writer, its store and
// the contract share, apart from the writer so that the store depends on them and not on it.

export const securityEventTypes = [
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
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

/**
 * Where a request came from: every event of it records both, and who made it when it carried a key
 * (`by`: a member's own id, or the owner's; docs/teams.md).
 */
export interface RequestOrigin {
  requestId: string;
  sourceAddress: string;
  by?: number;
}

/** An operator's command (npm run keys): no request, no address. */
export const operatorOrigin: RequestOrigin = { requestId: 'operator', sourceAddress: 'operator' };

export type SecurityEventDetails = Record<string, string | number | boolean | string[]>;

export interface SecurityEvent extends RequestOrigin {
  eventId: string;
  userId: number;
  type: SecurityEventType;
  occurredOn: string;
  details: SecurityEventDetails;
}

export interface SecurityEventOptions {
  /** When it happened, if not now (a key's expiry is the instant it expired). */
  occurredOn?: string;
  /** The same event is entered once, however often it is recorded (an expired key used again). */
  onceAs?: string;
}
