import type { Kind } from '../kinds.ts';
import { bidItems } from './bid.ts';
import { transitRecordItems } from './transit-record.ts';
import { attachmentItems, attachmentUploadItems } from './attachment.ts';
import { profileImageItems } from './profile-image.ts';
import { preferredListingItems, providerRelationItems } from './provider-relation.ts';
import { certificateCoverItems, certificateItems, certificateReminderItems } from './certificate.ts';
import { questionCountItems, questionItems } from './question.ts';
import { messageEmailDueItems, messageEmailSentItems, messageItems } from './message.ts';
import { feedbackClaimItems, feedbackCountedItems, feedbackItems } from './feedback.ts';
import { watchItems } from './watch.ts';
import { notificationItems } from './notification.ts';
import { savedSearchItems } from './saved-search.ts';
import { invitationEmailItems, invitationItems, memberItems } from './member.ts';
import { quoteItems } from './quote.ts';
import { driverAssignmentItems, driverLoadItems } from './driver.ts';
import { digestMatchItems, listingMatchItems } from './listing-match.ts';
import { digestDueItems } from './digest-due.ts';
import { notificationPreferencesItems } from './notification-preferences.ts';
import { accessTokenItems } from './access-token.ts';
import { securityEventItems } from './security-event.ts';
import { apiKeyItems, keyExpiryDueItems, restrictedKeyItems } from './api-key.ts';
import { emailClaimItems, providerRegionItems, userItems, userNameClaimItems } from './user.ts';
import { signInAddressItems, signInAttemptsItems, signInBlockItems, signInFailuresItems } from './sign-in.ts';
import { idempotencyRecordItems } from './idempotency-record.ts';
import { jobLeaseItems } from './job-lease.ts';
import { requestCountItems } from './request-count.ts';
import { bidderItems } from './bid.ts';
import { rateItems, rateRequestItems } from './rate-request.ts';
import { trackingPageItems } from './tracking-page.ts';
import { dotNumberClaimItems, providerRequirementsItems, vettingDueItems, vettingItems } from './vetting.ts';
import { marketPricesItems } from './market-prices.ts';
import { closedAddressItems, emailSentItems, suppressedAddressItems, unsubscribeTokenItems } from './email.ts';
import { digestQueuedItems, emailDigestDueItems, emailDigestEventItems, firstBidEmailItems } from './email-digest.ts';
import { webhookDeliveryItems, webhookItems } from './webhook.ts';
import { dataExportItems, exportDayItems, privacyJobItems } from './privacy.ts';
// search and saved searches' alerts
import { searchPlaceItems, searchSortedItems, searchTalliedItems, searchTallyItems } from './search.ts';
import { alertDayItems, savedSearchCleanupItems, searchAlertItems } from './saved-search.ts';
import { alertDigestDueItems } from './digest-due.ts';
import { listingContentItems, listingEntryItems, listingStateItems } from './listing.ts';
import { migrationItems } from './migration.ts';
import {
  ledgerEntryItems,
  paymentItems,
  paymentCustomerItems,
  payoutAccountItems,
  payoutAccountOwnerItems,
  pendingPayoutItems,
  stripeEventItems,
} from './payment.ts';
import { releaseDueItems } from './release-due.ts';
import { payoutSentItems } from './payout-sent.ts';
import { trackedShipmentItems, trackHourItems } from './positions.ts';

// Every kind's definition (shared/data/item-definition.ts), one list: docs/data-model.md's table of their keys is
// written from it (npm run build:data-model-docs), and the typecheck fails while a kind of shared/data/kinds.ts has
// none here (`everyKindDefined`).

export const itemDefinitions = [
  paymentItems,
  ledgerEntryItems,
  paymentCustomerItems,
  payoutAccountItems,
  payoutAccountOwnerItems,
  pendingPayoutItems,
  releaseDueItems,
  stripeEventItems,
  payoutSentItems,
  bidItems,
  transitRecordItems,
  trackHourItems,
  trackedShipmentItems,
  certificateItems,
  certificateCoverItems,
  certificateReminderItems,
  attachmentItems,
  attachmentUploadItems,
  profileImageItems,
  providerRelationItems,
  preferredListingItems,
  questionItems,
  questionCountItems,
  messageItems,
  messageEmailDueItems,
  messageEmailSentItems,
  feedbackItems,
  feedbackClaimItems,
  feedbackCountedItems,
  watchItems,
  notificationItems,
  savedSearchItems,
  memberItems,
  invitationEmailItems,
  quoteItems,
  driverAssignmentItems,
  driverLoadItems,
  listingMatchItems,
  digestMatchItems,
  digestDueItems,
  notificationPreferencesItems,
  // a request's retry and its limits (shared/data/retries/, leases.ts, rate-limits.ts)
  idempotencyRecordItems,
  jobLeaseItems,
  requestCountItems,
  // rate requests, tracking pages, bidders, vetting, market prices
  rateRequestItems,
  rateItems,
  trackingPageItems,
  bidderItems,
  vettingItems,
  vettingDueItems,
  dotNumberClaimItems,
  providerRequirementsItems,
  marketPricesItems,
  // email, digests, webhooks and privacy jobs
  emailSentItems,
  unsubscribeTokenItems,
  suppressedAddressItems,
  closedAddressItems,
  emailDigestDueItems,
  emailDigestEventItems,
  digestQueuedItems,
  firstBidEmailItems,
  webhookItems,
  webhookDeliveryItems,
  dataExportItems,
  exportDayItems,
  privacyJobItems,
  // search and saved searches' alerts
  searchPlaceItems,
  searchSortedItems,
  searchTallyItems,
  searchTalliedItems,
  searchAlertItems,
  alertDayItems,
  alertDigestDueItems,
  savedSearchCleanupItems,
  // people: users and their claims, keys, tokens, invitations, security trail and sign-ins
  accessTokenItems,
  invitationItems,
  securityEventItems,
  signInAddressItems,
  signInAttemptsItems,
  signInBlockItems,
  signInFailuresItems,
  apiKeyItems,
  restrictedKeyItems,
  keyExpiryDueItems,
  userItems,
  emailClaimItems,
  userNameClaimItems,
  providerRegionItems,
  // listings (content, state, list entry) and the migrations' markers
  listingEntryItems,
  listingStateItems,
  listingContentItems,
  migrationItems,
] as const;

/** Holds the list to the kinds: a kind with no definition in it makes this `never`, and the assignment fails. */
export const everyKindDefined: [Kind] extends [(typeof itemDefinitions)[number]['kind']] ? true : never = true;
