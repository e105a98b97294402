import { createHash } from 'node:crypto';
import { itemsUnder } from './item-definition.ts';
import { bidItems } from './definitions/bid.ts';
import { transitRecordItems } from './definitions/transit-record.ts';
import { certificateCoverItems, certificateItems, certificateReminderItems } from './definitions/certificate.ts';
import { providerRelationItems } from './definitions/provider-relation.ts';
import { feedbackItems } from './definitions/feedback.ts';
import { messageEmailDueItems } from './definitions/message.ts';
import { watchItems } from './definitions/watch.ts';
import { notificationItems } from './definitions/notification.ts';
import { savedSearchItems } from './definitions/saved-search.ts';
import { invitationEmailItems } from './definitions/member.ts';
import { digestMatchItems, listingMatchItems } from './definitions/listing-match.ts';
import { notificationPreferencesItems } from './definitions/notification-preferences.ts';
import { listingContentItems, listingEntryItems, listingStateItems } from './definitions/listing.ts';
import { migrationItems } from './definitions/migration.ts';

// The keys of the kinds not yet defined by shared/data/item-definition.ts, built in one place; a defined kind's keys
// are built by its definition alone (shared/data/definitions/), and its builders here ask it. docs/data-model.md is
// the design for all access patterns.

/** The partition prefix of every rate-limit counter. */
export const RATE_COUNTER_PREFIX = 'RATE#';
/** The due list of daily digests, sorted by when each is due: one entry a user and day (docs/saved-searches.md). */
export const ALERT_DIGESTS = 'ALERTDIGESTS';
/** The due list's shards, by user id: its readers at 07:00 of the busiest zone read them all (docs/scale.md). */
export const ALERT_DIGEST_SHARDS = 8;
/** A shard of the due list; shard 0's name has no suffix, and it holds `AlertDigestDue` items too (docs/compat.md). */
export const alertDigestShard = (shard: number) => (shard === 0 ? ALERT_DIGESTS : `${ALERT_DIGESTS}#${shard}`);
/** The partition of the providers' due checks (keys.vettingDue). */
export const VETTING_DUE = 'VETTINGDUE';
/** The due list of email digests, sharded by user as the alert digests' (keys.emailDigestDue). */
export const EMAIL_DIGEST_SHARDS = 8;
export const emailDigestShard = (shard: number) => `EMAILDIGESTS#${shard}`;
/** The partition of certificates' expiry reminders (shared/data/definitions/certificate.ts). */
export const CERTIFICATE_REMINDERS = certificateReminderItems.partition({});
export const SAVED_SEARCH_CLEANUPS = 'SAVEDSEARCHCLEANUPS';
/** The one partition of rotated keys whose overlap ends, sorted by when (docs/auth.md, "Rotating the full key"). */
export const KEY_EXPIRIES = 'KEYEXPIRIES';
/** The partition prefix of every key's item (hash -> user): authentication notes a rotated key's last use there. */
export const API_KEY_PREFIX = 'APIKEY#';
/** The partition prefix of every user's security event trail. */
export const SECURITY_TRAIL_PREFIX = 'SECURITY#';

export const keys = {
  user: (userId: number) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** Uniqueness claim: one item per lower-cased email (spec 2.8: must be unique). */
  userEmail: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  userName: (userName: string) => ({ PK: `USERNAME#${userName.trim().toLowerCase()}`, SK: 'USERNAME' }),
  /** A provider's vetting with FMCSA (docs/vetting.md): its numbers, the verdict and what it rests on. */
  vetting: (userId: number) => ({ PK: `USER#${userId}`, SK: 'VETTING' }),
  /**
   * The providers' checks by when each is next due (docs/vetting.md, "Watched every day"): one entry a provider with a
   * number, replaced at each check. The job reads the partition's front; ~1 write a second per 100,000 providers.
   */
  vettingDue: (dueOn: string, userId: number) => ({ PK: VETTING_DUE, SK: `${dueOn}#${userId}` }),
  /** A shipper's default requirements of the providers that bid on its listings (docs/vetting.md). */
  providerRequirements: (userId: number) => ({ PK: `USER#${userId}`, SK: 'PROVIDERREQUIREMENTS' }),
  /** A provider's certificate of insurance, and their cover (shared/data/definitions/certificate.ts builds both). */
  certificate: (userId: number, certificateId: string) => certificateItems.key({ userId, certificateId }),
  certificatesOf: (userId: number) => itemsUnder(certificateItems, { userId }),
  certificateCover: (userId: number) => certificateCoverItems.key({ userId }),
  /**
   * An email digest's events (docs/notifications.md, "Digests"): one partition per person, cadence and due instant,
   * an entry per event; TTL a week after it is due.
   */
  emailDigestEvents: (userId: number, cadence: string, dueOn: string) => `EMAILDIGEST#${userId}#${cadence}#${dueOn}`,
  emailDigestEvent: (userId: number, cadence: string, dueOn: string, eventId: string) => ({
    PK: `EMAILDIGEST#${userId}#${cadence}#${dueOn}`,
    SK: eventId,
  }),
  /** A digest on the due list, by when it is due. */
  emailDigestDue: (dueOn: string, userId: number, cadence: string) => ({
    PK: emailDigestShard(userId % EMAIL_DIGEST_SHARDS),
    SK: `${dueOn}#${userId}#${cadence}`,
  }),
  /** An event's place in one digest of its recipient: put first, so that a retry queues it in no other. */
  digestQueued: (eventId: string, userId: number) => ({ PK: `DIGESTQUEUED#${eventId}#${userId}`, SK: 'QUEUED' }),
  /** The event of a listing's first bid, emailed at once (docs/notifications.md, "Digests"). */
  firstBidEmail: (listingId: number) => ({ PK: `LISTING#${listingId}`, SK: 'FIRSTBIDEMAIL' }),
  /** Uniqueness claim: one account per USDOT number (docs/vetting.md). */
  dotNumberClaim: (dotNumber: string) => ({ PK: `DOT#${dotNumber}`, SK: 'DOT' }),
  /** An invitation by the hash of its token (docs/teams.md); TTL at its expiry. */
  invitation: (tokenHash: string) => ({ PK: `INVITATION#${tokenHash}`, SK: 'INVITATION' }),
  /** The invitation's email, as its definition builds it (shared/data/definitions/member.ts). */
  invitationEmail: (memberId: number) => invitationEmailItems.key({ memberId }),
  /** Pattern 1: hash of an API key -> the user it belongs to. */
  apiKey: (keyHash: string) => ({ PK: `${API_KEY_PREFIX}${keyHash}`, SK: 'APIKEY' }),
  /** A rotated key's end, due at its retiresOn: its trail entry and its removal; TTL. */
  keyExpiryDue: (retiresOn: string, userId: number, keyHash: string) => ({
    PK: KEY_EXPIRIES,
    SK: `${retiresOn}#${userId}#${keyHash}`,
  }),
  /**
   * A user's restricted keys (docs/auth.md), each also under its key hash (`apiKey`) with its scopes; TTL past an
   * expiry.
   */
  restrictedKey: (userId: number, keyId: string) => ({ PK: `USER#${userId}`, SK: `RKEY#${keyId}` }),
  restrictedKeysOf: (userId: number) => ({ PK: `USER#${userId}`, SKPrefix: 'RKEY#' }),
  /** A user's security event trail (docs/security-events.md), newest last in the partition; TTL 90 days. */
  securityEvent: (userId: number, occurredOn: string, eventId: string) => ({
    PK: `${SECURITY_TRAIL_PREFIX}${userId}`,
    SK: `${occurredOn}#${eventId}`,
  }),
  securityEventsOf: (userId: number) => `${SECURITY_TRAIL_PREFIX}${userId}`,
  /** An address a user has signed in from (a sign-in from any other is a security event); TTL a year after the last. */
  signInAddress: (userId: number, address: string) => ({ PK: `USER#${userId}`, SK: `SIGNINFROM#${address}` }),
  /** OAuth access token hash -> user, with `expiresAt` (TTL). */
  accessToken: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** Pattern 12: an idempotency record of one caller's key, with `expiresAt` (TTL). */
  idempotency: (userId: number, idempotencyKey: string) => ({
    PK: `IDEMPOTENCY#${userId}#${idempotencyKey}`,
    SK: 'IDEMPOTENCY',
  }),
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
  listingCounts: (shipperId: number) => ({ PK: `USER#${shipperId}`, SK: 'LISTINGCOUNTS' }),
  /**
   * Password guessing (docs/auth.md): an account's sign-in attempts from one address in one window, and its block; TTL.
   */
  signInAttempts: (account: string, address: string, window: number) => ({
    PK: `SIGNIN#${account}#${address}`,
    SK: `W#${window}`,
  }),
  signInBlock: (account: string, address: string) => ({ PK: `SIGNIN#${account}#${address}`, SK: 'BLOCK' }),
  /** Wrong passwords from one address in one hour, across accounts (docs/auth.md); TTL. */
  signInFailuresOfAddress: (address: string, hour: number) => ({ PK: `SIGNIN#ADDRESS#${address}`, SK: `H#${hour}` }),
  /**
   * Rate limits (docs/limits.md): a key's requests (by user id) or a source address's on the routes
   * without a key (`ADDRESS#<ip>`) in one second, across instances; TTL an hour. Every counter's
   * partition begins `RATE#`: what a function that only reads may still write (infra/functions.ts).
   */
  requestCount: (counted: number | string, second: number) => ({
    PK: `${RATE_COUNTER_PREFIX}${counted}`,
    SK: `S#${second}`,
  }),
  /**
   * Pattern 13: the recent bookings of one market level (lane, region pair, or nation, per subcommodity;
   * docs/pricing.md).
   */
  marketPrices: (level: string) => ({ PK: `MARKET#${level}`, SK: 'MARKET' }),
  /** A scheduled job's run lease (docs/reliability.md, "Stopped half way"): one run at a time. */
  jobLease: (jobId: string) => ({ PK: `JOBLEASE#${jobId}`, SK: 'LEASE' }),
  /** A migration's marker, as shared/data/definitions/migration.ts builds it. */
  migration: (name: string) => migrationItems.key({ name }),
  /** Pattern 7: a listing's search cards, one per side, indexed by the stop's region in GSI3 (docs/search.md). */
  searchCard: (listingId: number, side: 'pickup' | 'delivery') => ({
    PK: `LISTING#${listingId}`,
    SK: `SEARCH#${side.toUpperCase()}`,
  }),
  searchPartition: (side: 'pickup' | 'delivery', region: string) => `SEARCH#${side.toUpperCase()}#${region}`,
  /**
   * A listing's pickup again, with its card, among those near it (GSI3 `searchNearPartition`): what reads around a
   * point read.
   */
  searchNearPlace: (listingId: number) => ({ PK: `LISTING#${listingId}`, SK: 'SEARCH#NEAR' }),
  /**
   * The same among its parent commodity's alone (a selective filter reads only its own).
   */
  searchCommodityPlace: (listingId: number) => ({ PK: `LISTING#${listingId}`, SK: 'SEARCH#PICKUP#COMMODITY' }),
  /**
   * Pickups near each other: a precision-3 geohash cell (~120 x 156 km), and with a parent commodity, that commodity's
   * alone.
   */
  searchNearPartition: (cell: string, parentCommodity?: string) =>
    `SEARCH#NEAR#${cell}${parentCommodity ? `#${parentCommodity}` : ''}`,
  /** A listing's place in one sorted list (GSI3: partition per sort key and scope, sorted by that key's value). */
  searchSorted: (listingId: number, by: string, scope: string) => ({
    PK: `LISTING#${listingId}`,
    SK: `SEARCH#BY#${by}#${scope}`,
  }),
  searchSortedPartition: (by: string, scope: string) => `SEARCH#BY#${by}#${scope}`,
  /** One tally (docs/search.md, Counting): open listings of a scope per (subcommodity, format). */
  searchTally: (scope: string) => ({ PK: `SEARCHTALLY#${scope}`, SK: 'TALLY' }),
  /** Which tallies a listing is counted in now: what makes counting idempotent. */
  searchTallied: (listingId: number) => ({ PK: `LISTING#${listingId}`, SK: 'SEARCH#TALLIED' }),
  /**
   * Pattern 15: a public tracking page's token -> its listing (docs/tracking.md); the listing's state holds the current
   * token.
   */
  trackingPage: (token: string) => ({ PK: `TRACKING#${token}`, SK: 'TRACKING' }),
  /** Pattern 5: bid by id, as its definition builds it (shared/data/definitions/bid.ts, with its indexes). */
  bid: (bidId: number) => bidItems.key({ bidId }),
  /** One active bid per provider per listing: a claim written with the bid. */
  bidder: (listingId: number, providerId: number) => ({ PK: `LISTING#${listingId}`, SK: `BIDDER#${providerId}` }),
  /** Pattern 6: transit status records of a listing in time order (shared/data/definitions/transit-record.ts). */
  transitRecord: (listingId: number, recorded: string, recordId: string) =>
    transitRecordItems.key({ listingId, recorded, recordId }),
  /** Pattern 20: a saved search by its id, as its definition builds it (shared/data/definitions/saved-search.ts). */
  savedSearch: (searchId: string) => savedSearchItems.key({ searchId }),
  /** A saved search waiting for listings in one place of the alert index (alert-index.ts builds the partition). */
  searchAlert: (partition: string, searchId: string) => ({ PK: partition, SK: searchId }),
  /** A listing a saved search has heard of, as its definition builds it (shared/data/definitions/listing-match.ts). */
  listingMatch: (searchId: string, listingId: number) => listingMatchItems.key({ searchId, listing: { listingId } }),
  /** How many listings a search heard of in its day beginning `startsOn` (the daily cap's counter); TTL. */
  alertDay: (searchId: string, startsOn: string) => ({ PK: `SAVEDSEARCH#${searchId}`, SK: `ALERTDAY#${startsOn}` }),
  /** `AlertDigestDue`: a daily match an item in shard 0, until migration `alert-digests-per-user` (docs/compat.md). */
  alertDigestDueBefore: (dueOn: string, userId: number, searchId: string, listingId: number) => ({
    PK: ALERT_DIGESTS,
    SK: `${dueOn}#${userId}#${searchId}#${listingId}`,
  }),
  /** The daily alerts' listings of a user's digest (shared/data/definitions/listing-match.ts). */
  digestMatches: (userId: number, dueOn: string) => digestMatchItems.partition({ userId, dueOn }),
  /**
   * A deleted saved search whose matches are swept again when due (an alerter that read its entries before may add one
   * after); TTL.
   */
  savedSearchCleanup: (dueOn: string, searchId: string) => ({ PK: SAVED_SEARCH_CLEANUPS, SK: `${dueOn}#${searchId}` }),
  /** Pattern 21: a shipper's Preferred or Blocked provider (shared/data/definitions/provider-relation.ts builds it). */
  providerRelation: (shipperId: number, providerId: number) => providerRelationItems.key({ shipperId, providerId }),
  /** Pattern 13: a watcher of a listing and a user's watched listings (GSI1), by shared/data/definitions/watch.ts. */
  watcher: (listingId: number, userId: number) => watchItems.key({ listingId, userId }),
  watchedBy: (userId: number) => watchItems.indexPartition('GSI1', { userId }),
  /** Pattern 16 (docs/notifications.md, Email): a user's email preferences and the token of their unsubscribe links. */
  notificationPreferences: (userId: number) => notificationPreferencesItems.key({ userId }),
  unsubscribeToken: (token: string) => ({ PK: `UNSUBSCRIBE#${token}`, SK: 'UNSUBSCRIBE' }),
  /** An address that bounced for good or complained: nothing is sent to it again. */
  suppressedAddress: (email: string) => ({ PK: `SUPPRESSED#${email.trim().toLowerCase()}`, SK: 'SUPPRESSED' }),
  /** One email per recipient per event: claimed before sending, with `expiresAt` (TTL). */
  emailSent: (eventId: string, recipientId: number) => ({ PK: `EMAILSENT#${eventId}#${recipientId}`, SK: 'EMAILSENT' }),
  /** Pattern 11: a user's inbox, as its definition builds it (shared/data/definitions/notification.ts). */
  inbox: (userId: number) => notificationItems.partition({ recipientId: userId }),
  /** A user's webhook subscriptions, and the deliveries of one webhook with their outcome. */
  webhook: (userId: number, webhookId: string) => ({ PK: `USER#${userId}`, SK: `WEBHOOK#${webhookId}` }),
  delivery: (webhookId: string, createdOn: string, deliveryId: string) => ({
    PK: `WEBHOOK#${webhookId}`,
    SK: `DELIVERY#${createdOn}#${deliveryId}`,
  }),
  /** Pattern 17 (docs/feedback.md): feedback by id, as shared/data/definitions/feedback.ts builds it. */
  feedback: (feedbackId: string) => feedbackItems.key({ feedbackId }),
  /** Pattern 19 (docs/messages.md): a message's email due entry, as shared/data/definitions/message.ts builds it. */
  messageEmailDue: (dueOn: string, listingId: number, messageId: string) =>
    messageEmailDueItems.key({ dueOn, listingId, messageId }),
  /** Pattern 9: rate request, its rates, a requester's requests, providers by region. */
  rateRequest: (rateRequestID: number) => ({ PK: `RATEREQ#${rateRequestID}`, SK: 'RATEREQ' }),
  rate: (rateRequestID: number, rateId: number) => ({ PK: `RATEREQ#${rateRequestID}`, SK: `RATE#${rateId}` }),
  rateRequestsOf: (userId: number) => `USER#${userId}#RATEREQS`,
  /** Pattern 22 (docs/privacy.md): a user's data export by id, and the day's claim that allows one a day (TTL). */
  dataExport: (exportId: string) => ({ PK: `EXPORT#${exportId}`, SK: 'EXPORT' }),
  exportDay: (userId: number, day: string) => ({ PK: `USER#${userId}`, SK: `EXPORTDAY#${day}` }),
  /** A closed account's email, by its SHA-256 (never the address): nothing is sent to it until it registers again. */
  suppressedAddressHash: (email: string) => ({
    PK: `SUPPRESSED#sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`,
    SK: 'SUPPRESSED',
  }),
  providerRegion: (userId: number, region: string) => ({ PK: `USER#${userId}`, SK: `REGION#${region}` }),
  providersOfRegion: (region: string) => `REGION#${region}#PROVIDERS`,
} as const;
