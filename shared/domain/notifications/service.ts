import { findUser } from '../../data/users.ts';
import { putNotification } from '../../data/notifications.ts';
import {
  changedVetting,
  driverAssignedNotification,
  emailedLater,
  firstAnswered,
  newDriverAssignment,
  notificationsOf,
  questionAnsweredNotifications,
  rateRequestNotification,
  type NotificationDraft,
  vettingChangedNotifications,
} from './events.ts';
import { bidsOfProviderSince } from '../../data/bids.ts';
import { listingsById } from '../../data/listings.ts';
import { watchersOf } from '../../data/watches.ts';
import { providersCovering } from '../../data/raterequests.ts';
import { scheduleWebhookDeliveries } from '../webhooks/service.ts';
import { emailInvitation } from '../email/service.ts';
import { emailOrQueue } from '../email/digests.ts';
import { deleteInvitationEmail, findMember } from '../../data/members.ts';
import { scheduleDigest } from '../email/alert-digests.ts';
import { findSavedSearch } from '../../data/saved-searches.ts';
import * as clock from '../../clock.ts';
import { imageOf, type TableChange } from '../../data/images.ts';

/**
 * Fans one table change out to the inboxes (and webhooks) of the parties it concerns (spec 6). Idempotent by
 * the stream event id: running it again for the same event writes nothing new.
 */
export async function deliverNotifications(
  change: TableChange,
  eventId: string,
  createdAt: string,
  baseUrl: string,
): Promise<number> {
  // a company's invitation to its new member (docs/teams.md): emailed once, then its token leaves the table
  const invitation = imageOf(change.newImage, 'InvitationEmail');
  if (change.eventName === 'INSERT' && invitation) {
    await emailInvitation(invitation, baseUrl);
    await deleteInvitationEmail(invitation.memberId);
    return 0;
  }
  let delivered = 0;
  for (const draft of [
    ...notificationsOf(change),
    ...(await rateRequestDrafts(change)),
    ...(await questionAnsweredDrafts(change)),
    ...(await driverAssignedDrafts(change)),
    ...(await vettingChangedDrafts(change)),
  ]) {
    if (await deliverNotification(draft, eventId, createdAt, baseUrl)) delivered++;
  }
  return delivered;
}

/**
 * One notification to its recipient: the inbox, their webhooks and an email (docs/notifications.md).
 * Every step is idempotent by event id, so a retried record completes whichever did not happen;
 * false when the inbox had it already.
 */
export async function deliverNotification(
  draft: NotificationDraft,
  eventId: string,
  createdAt: string,
  baseUrl: string,
): Promise<boolean> {
  // a closed account hears of nothing more: its inbox would outlive the erasure (docs/privacy.md)
  const recipient = await findUser(draft.recipientId);
  if (recipient?.status === 'Closed') return false;
  // a deleted search tells nothing more: an alerter that read its entries just before the deletion
  // may add a match just after it (swept a minute later), and its INSERT must not announce the
  // listing again (docs/saved-searches.md). The match is written after the deletion, so a strongly
  // consistent read here always sees the search gone.
  if (draft.kind === 'ListingMatched' && !(await findSavedSearch(String(draft.data.searchId), { consistent: true })))
    return false;
  const added = await putNotification({ ...draft, createdAt }, eventId);
  await scheduleWebhookDeliveries(draft, eventId, createdAt);
  // a daily saved search's match is emailed in its user's digest (docs/saved-searches.md)
  if (draft.kind === 'ListingMatched' && draft.data.alerts === 'daily') {
    const { searchId, searchName, listing } = draft.data;
    const match = {
      searchId,
      searchName,
      userId: draft.recipientId,
      alerts: 'daily' as const,
      listing,
      matchedOn: createdAt,
      ...(draft.copiedFrom ? { copiedFrom: draft.copiedFrom } : {}),
    };
    await scheduleDigest(match, new Date(createdAt), recipient);
  } else if (!emailedLater.includes(draft.kind)) await emailOrQueue(draft, eventId, createdAt, baseUrl, recipient);
  return added;
}

/**
 * spec 4 rule 10: eligible providers of a new rate request are ServiceProviders whose profile
 * regions cover the pickup (its state, its country, or all of North America) and whose
 * commodities include LTL freight.
 */
async function rateRequestDrafts(change: TableChange): Promise<NotificationDraft[]> {
  const request = imageOf(change.newImage, 'RateRequest');
  if (change.eventName !== 'INSERT' || !request) return [];
  const country = request.pickupRegion.startsWith('USA-') ? 'NA-USA' : 'NA-CAN';
  const providers = await providersCovering([request.pickupRegion, country, 'NA'], 'LessThanTruckload');
  return providers
    .filter((id) => id !== request.requesterId)
    .flatMap((id) => rateRequestNotification(change, id) ?? []);
}

/**
 * docs/teams.md: a driver assigned -> the shipper, with the driver's first name and mobile as its company lists them
 * (none once removed).
 */
async function driverAssignedDrafts(change: TableChange): Promise<NotificationDraft[]> {
  const assignment = newDriverAssignment(change);
  const driver = assignment && (await findMember(assignment.providerId, assignment.memberId));
  return assignment && driver ? [driverAssignedNotification(assignment, driver)] : [];
}

/** How far back a provider's bids are read for those a vetting change concerns: longer than a listing stays open. */
const CONCERNED_BIDS_DAYS = 120;

/**
 * docs/vetting.md: a provider's vetting changed -> the provider, and each shipper with an active bid from it or a load
 * booked with it and not yet delivered, naming those listings.
 */
async function vettingChangedDrafts(change: TableChange): Promise<NotificationDraft[]> {
  const found = changedVetting(change);
  if (!found) return [];
  const since = new Date(clock.nowMs() - CONCERNED_BIDS_DAYS * 86_400_000).toISOString();
  const bids = await bidsOfProviderSince(found.vetting.userId, since);
  const booked = await listingsById(bids.filter((bid) => bid.state === 'Accepted').map((bid) => bid.listingId));
  const concerned = new Map<number, number[]>();
  const add = (shipperId: number, listingId: number) =>
    concerned.set(shipperId, [...(concerned.get(shipperId) ?? []), listingId]);
  for (const bid of bids) if (bid.state === 'Active') add(bid.shipperId, bid.listingId);
  for (const listing of booked)
    if (listing.bookedProviderId === found.vetting.userId && listing.transitStatus !== 'Delivered')
      add(listing.shipperId, listing.listingId);
  return vettingChangedNotifications(found, concerned);
}

/** docs/questions.md: an answer goes to the asker and to everyone watching the listing. */
async function questionAnsweredDrafts(change: TableChange): Promise<NotificationDraft[]> {
  const question = firstAnswered(change);
  return question ? questionAnsweredNotifications(question, await watchersOf(question.listingId)) : [];
}
