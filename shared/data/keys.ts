import { itemsUnder } from './item-definition.ts';
import { bidderItems, bidItems } from './definitions/bid.ts';
import { transitRecordItems } from './definitions/transit-record.ts';
import { certificateCoverItems, certificateItems, certificateReminderItems } from './definitions/certificate.ts';
import { providerRelationItems } from './definitions/provider-relation.ts';
import { feedbackItems } from './definitions/feedback.ts';
import { messageEmailDueItems } from './definitions/message.ts';
import { watchItems } from './definitions/watch.ts';
import { notificationItems } from './definitions/notification.ts';
import { alertDayItems, savedSearchItems, searchAlertItems } from './definitions/saved-search.ts';
import { searchPlaceItems, searchTalliedItems, sidePlaces } from './definitions/search.ts';
import { alertDigestDueItems } from './definitions/digest-due.ts';
import { invitationEmailItems } from './definitions/member.ts';
import { digestMatchItems, listingMatchItems } from './definitions/listing-match.ts';
import { notificationPreferencesItems } from './definitions/notification-preferences.ts';
import { accessTokenItems } from './definitions/access-token.ts';
import { securityEventItems } from './definitions/security-event.ts';
import { apiKeyItems, keyExpiryDueItems } from './definitions/api-key.ts';
import { userItems } from './definitions/user.ts';
import { idempotencyRecordItems } from './definitions/idempotency-record.ts';
import { jobLeaseItems } from './definitions/job-lease.ts';
import { rateItems } from './definitions/rate-request.ts';
import { trackingPageItems } from './definitions/tracking-page.ts';
import { dotNumberClaimItems, vettingItems } from './definitions/vetting.ts';
import { webhookDeliveryItems, webhookItems } from './definitions/webhook.ts';
import { listingContentItems, listingCountsKey, listingEntryItems, listingStateItems } from './definitions/listing.ts';
import { migrationItems } from './definitions/migration.ts';
import { releaseDueItems } from './definitions/release-due.ts';

// Every kind's keys are built by its definition alone (shared/data/definitions/); these builders, kept because the
// tests and benchmarks name keys by them, each ask one. docs/data-model.md is the design for all access patterns.

/** The daily digests' due list and its shards (shared/data/definitions/digest-due.ts). */
export { ALERT_DIGEST_SHARDS, alertDigestShard } from './definitions/digest-due.ts';
/** The partition of the providers' due checks, as its definition builds it (shared/data/definitions/vetting.ts). */
export { VETTING_DUE } from './definitions/vetting.ts';
/** The due list of email digests' shards, as their definition names them (the tests read them here). */
export { EMAIL_DIGEST_SHARDS, emailDigestShard } from './definitions/email-digest.ts';
/** The partition of certificates' expiry reminders (shared/data/definitions/certificate.ts). */
export const CERTIFICATE_REMINDERS = certificateReminderItems.partition({});

export const keys = {
  /** Pattern 2: a user by id, as its definition builds it (shared/data/definitions/user.ts). */
  user: (userId: number) => userItems.key({ userId }),
  /** A provider's vetting with FMCSA, as its definition builds it (shared/data/definitions/vetting.ts). */
  vetting: (userId: number) => vettingItems.key({ userId }),
  /** A provider's certificate of insurance, and their cover (shared/data/definitions/certificate.ts builds both). */
  certificate: (userId: number, certificateId: string) => certificateItems.key({ userId, certificateId }),
  certificatesOf: (userId: number) => itemsUnder(certificateItems, { userId }),
  certificateCover: (userId: number) => certificateCoverItems.key({ userId }),
  /** Uniqueness claim: one account per USDOT number (shared/data/definitions/vetting.ts builds it). */
  dotNumberClaim: (dotNumber: string) => dotNumberClaimItems.key({ dotNumber }),
  /** The invitation's email, as its definition builds it (shared/data/definitions/member.ts). */
  invitationEmail: (memberId: number) => invitationEmailItems.key({ memberId }),
  /** Pattern 1: hash of an API key -> its user, and a rotated key's end (shared/data/definitions/api-key.ts). */
  apiKey: (keyHash: string) => apiKeyItems.key({ keyHash }),
  keyExpiryDue: (retiresOn: string, userId: number, keyHash: string) =>
    keyExpiryDueItems.key({ retiresOn, userId, keyHash }),
  /** A paid listing's release by the schedule, due at `dueOn` (shared/data/definitions/release-due.ts). */
  releaseDue: (dueOn: string, listingId: number) => releaseDueItems.key({ dueOn, listingId }),
  /** A user's security event trail, as its definition builds it (shared/data/definitions/security-event.ts). */
  securityEventsOf: (userId: number) => securityEventItems.partition({ userId }),
  /** OAuth access token hash -> user, as its definition builds it (shared/data/definitions/access-token.ts). */
  accessToken: (tokenHash: string) => accessTokenItems.key({ tokenHash }),
  idempotency: (userId: number, idempotencyKey: string) => idempotencyRecordItems.key({ userId, idempotencyKey }),
  /**
   * Pattern 3: a listing's content, state and list entry, and a shipper's listings (GSI1) and those of one transit
   * status (GSI4), as shared/data/definitions/listing.ts builds them.
   */
  listing: (listingId: number) => listingContentItems.key({ listingId }),
  listingState: (listingId: number) => listingStateItems.key({ listingId }),
  listingEntry: (listingId: number) => listingEntryItems.key({ listingId }),
  listingsOfShipper: (shipperId: number) => listingEntryItems.indexPartition('GSI1', { shipperId }),
  listingsOfShipperByTransitStatus: (shipperId: number, transitStatus: string) =>
    listingStateItems.indexPartition('GSI4', { shipperId, transitStatus }),
  /**
   * Pattern 4's totalCount: a shipper's listings, in all and per transit status, kept in the transactions that change
   * them.
   */
  listingCounts: (shipperId: number) => listingCountsKey(shipperId),
  /** A scheduled job's run lease, as its definition builds it (shared/data/definitions/job-lease.ts). */
  jobLease: (jobId: string) => jobLeaseItems.key({ jobId }),
  /** A migration's marker, as shared/data/definitions/migration.ts builds it. */
  migration: (name: string) => migrationItems.key({ name }),
  /** Pattern 7: a listing's places in the search index and its record there (shared/data/definitions/search.ts). */
  searchCard: (listingId: number, side: 'pickup' | 'delivery') =>
    searchPlaceItems.key({ listingId, place: sidePlaces[side] }),
  searchNearPlace: (listingId: number) => searchPlaceItems.key({ listingId, place: 'NEAR' }),
  searchTallied: (listingId: number) => searchTalliedItems.key({ listingId }),
  /** Pattern 15: a tracking page's token, as its definition builds it (shared/data/definitions/tracking-page.ts). */
  trackingPage: (token: string) => trackingPageItems.key({ token }),
  /** Pattern 5: bid by id, as its definition builds it (shared/data/definitions/bid.ts, with its indexes). */
  bid: (bidId: number) => bidItems.key({ bidId }),
  /** One active bid per provider per listing: a claim written with the bid (shared/data/definitions/bid.ts). */
  bidder: (listingId: number, providerId: number) => bidderItems.key({ listingId, providerId }),
  /** Pattern 6: transit status records of a listing in time order (shared/data/definitions/transit-record.ts). */
  transitRecord: (listingId: number, recorded: string, recordId: string) =>
    transitRecordItems.key({ listingId, recorded, recordId }),
  /** Pattern 20: a saved search by its id, as its definition builds it (shared/data/definitions/saved-search.ts). */
  savedSearch: (searchId: string) => savedSearchItems.key({ searchId }),
  /** A saved search's entry in one place of the alert index (shared/data/definitions/saved-search.ts). */
  searchAlert: (partition: string, searchId: string) => searchAlertItems.key({ partition, searchId }),
  /** A listing a saved search has heard of, as its definition builds it (shared/data/definitions/listing-match.ts). */
  listingMatch: (searchId: string, listingId: number) => listingMatchItems.key({ searchId, listing: { listingId } }),
  /** A search's count of its day beginning `startsOn` (shared/data/definitions/saved-search.ts). */
  alertDay: (searchId: string, startsOn: string) => alertDayItems.key({ searchId, startsOn }),
  /** `AlertDigestDue`, the due list's layout before (shared/data/definitions/digest-due.ts; docs/compat.md). */
  alertDigestDueBefore: (dueOn: string, userId: number, searchId: string, listingId: number) =>
    alertDigestDueItems.key({ dueOn, userId, searchId, listing: { listingId } }),
  /** The daily alerts' listings of a user's digest (shared/data/definitions/listing-match.ts). */
  digestMatches: (userId: number, dueOn: string) => digestMatchItems.partition({ userId, dueOn }),
  /** Pattern 21: a shipper's Preferred or Blocked provider (shared/data/definitions/provider-relation.ts builds it). */
  providerRelation: (shipperId: number, providerId: number) => providerRelationItems.key({ shipperId, providerId }),
  /** Pattern 13: a watcher of a listing and a user's watched listings (GSI1), by shared/data/definitions/watch.ts. */
  watcher: (listingId: number, userId: number) => watchItems.key({ listingId, userId }),
  watchedBy: (userId: number) => watchItems.indexPartition('GSI1', { userId }),
  /** Pattern 16 (docs/notifications.md, Email): a user's email preferences. */
  notificationPreferences: (userId: number) => notificationPreferencesItems.key({ userId }),
  /** Pattern 11: a user's inbox, as its definition builds it (shared/data/definitions/notification.ts). */
  inbox: (userId: number) => notificationItems.partition({ recipientId: userId }),
  /** A user's webhook subscription, and a delivery of one webhook (shared/data/definitions/webhook.ts builds both). */
  webhook: (userId: number, webhookId: string) => webhookItems.key({ userId, webhookId }),
  delivery: (webhookId: string, createdOn: string, deliveryId: string) =>
    webhookDeliveryItems.key({ webhookId, createdOn, deliveryId }),
  /** Pattern 17 (docs/feedback.md): feedback by id, as shared/data/definitions/feedback.ts builds it. */
  feedback: (feedbackId: string) => feedbackItems.key({ feedbackId }),
  /** Pattern 19 (docs/messages.md): a message's email due entry, as shared/data/definitions/message.ts builds it. */
  messageEmailDue: (dueOn: string, listingId: number, messageId: string) =>
    messageEmailDueItems.key({ dueOn, listingId, messageId }),
  /** Pattern 9: a rate offered on a request, as its definition builds it (shared/data/definitions/rate-request.ts). */
  rate: (rateRequestID: number, rateId: number) => rateItems.key({ rateRequestID, rateId }),
} as const;
