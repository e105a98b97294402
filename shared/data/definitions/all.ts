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
import { invitationEmailItems, memberItems } from './member.ts';
import { quoteItems } from './quote.ts';
import { driverAssignmentItems, driverLoadItems } from './driver.ts';
import { digestMatchItems, listingMatchItems } from './listing-match.ts';
import { digestDueItems } from './digest-due.ts';
import { notificationPreferencesItems } from './notification-preferences.ts';
import { listingContentItems, listingEntryItems, listingStateItems } from './listing.ts';
import { migrationItems } from './migration.ts';

// The kinds defined by shared/data/item-definition.ts so far: docs/data-model.md's table of their keys is written from
// this list (npm run build:data-model-docs). The other kinds still build their keys in shared/data/keys.ts.

export const itemDefinitions = [
  bidItems,
  transitRecordItems,
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
  // listings (content, state, list entry) and the migrations' markers
  listingEntryItems,
  listingStateItems,
  listingContentItems,
  migrationItems,
] as const;
