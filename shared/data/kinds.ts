// Every kind of item the table holds: the values of its `entity` attribute, one list (issue 81). The privacy
// inventory, the stream consumers' filters (shared/routes/streams.ts), the audit's rules, every item written whole
// (`WrittenItem`) and every comparison of an item's kind name these, so a misspelled or forgotten kind fails the
// typecheck; test/unit/kinds.test.ts holds them to it.
// Imports nothing: shared/routes/streams.ts (the kernel) and the handlers name `Kind` by a type-only import.

export const kinds = [
  'AccessToken',
  'AlertDay',
  'AlertDigestDue',
  'ApiKey',
  'Attachment',
  'AttachmentUpload',
  'Bid',
  'Bidder',
  'Certificate',
  'CertificateCover',
  'CertificateReminder',
  'DataExport',
  'DigestDue',
  'DigestMatch',
  'DigestQueued',
  'DotNumberClaim',
  'DriverAssignment',
  'DriverLoad',
  'EmailClaim',
  'EmailDigestDue',
  'EmailDigestEvent',
  'EmailSent',
  'ExportDay',
  'Feedback',
  'FeedbackClaim',
  'FeedbackCounted',
  'FirstBidEmail',
  'IdempotencyRecord',
  'Invitation',
  'InvitationEmail',
  'JobLease',
  'KeyExpiryDue',
  'LedgerEntry',
  'Listing',
  'ListingEntry',
  'ListingMatch',
  'ListingState',
  'MarketPrices',
  'Member',
  'Message',
  'MessageEmailDue',
  'MessageEmailSent',
  'Migration',
  'Notification',
  'NotificationPreferences',
  'Payment',
  'PaymentCustomer',
  'PayoutAccount',
  'PayoutAccountOwner',
  'PayoutSent',
  'PendingPayout',
  'PreferredListing',
  'PrivacyJob',
  'ProfileImage',
  'ProviderRegion',
  'ProviderRelation',
  'ProviderRequirements',
  'Question',
  'QuestionCount',
  'Quote',
  'Rate',
  'RateRequest',
  'ReleaseDue',
  'RequestCount',
  'RestrictedKey',
  'SavedSearch',
  'SavedSearchCleanup',
  'SearchAlert',
  'SearchCard',
  'SearchSorted',
  'SearchTallied',
  'SearchTally',
  'SecurityEvent',
  'SignInAddress',
  'SignInAttempts',
  'SignInBlock',
  'SignInFailures',
  'StripeEvent',
  'SuppressedAddress',
  'TrackHour',
  'TrackedShipment',
  'TrackingPage',
  'TransitRecord',
  'UnsubscribeToken',
  'User',
  'UserNameClaim',
  'Vetting',
  'VettingDue',
  'Watch',
  'Webhook',
  'WebhookDelivery',
] as const;

/** The kind of an item (its `entity`). */
export type Kind = (typeof kinds)[number];

/**
 * An item as written whole (a Put, a transaction's part, a batch): its `entity` is a kind. Every write of a whole item
 * takes this type (shared/data/conditional.ts, shared/data/transact.ts, shared/data/bulk.ts), so a misspelled kind, or
 * one widened to a plain string, fails the typecheck where the item is written.
 */
export type WrittenItem = Readonly<Record<string, unknown>> & { readonly entity?: Kind };

const known: ReadonlySet<string> = new Set(kinds);

export const isKind = (value: unknown): value is Kind => typeof value === 'string' && known.has(value);

/** The kind of a stored item or stream image (its `entity`): undefined when it has none the code writes. */
export function kindOf(item: Readonly<Record<string, unknown>> | undefined): Kind | undefined {
  const entity = item?.entity;
  return isKind(entity) ? entity : undefined;
}
