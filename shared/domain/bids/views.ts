import type { Language } from '../../language/language.ts';
import { canonicalInstant } from '../dates.ts';
import { labelled, type Localized } from '../../language/labels.ts';
import { bidDeclinationReasonRecords } from '../lookups/data/bid-declination-reasons.ts';
import type { Link } from '../users/views.ts';
import type { Principal } from '../users/types.ts';
import type { FeedbackSummary } from '../users/feedback-summary.ts';
import { createdByShown } from '../users/person.ts';
import type { VettingSummary } from '../vetting/views.ts';
import { listingUrl, moneyLabel } from '../listings/views.ts';
import type { Bid } from './types.ts';

// The response shape of a bid (docs/listings.md).

const bidStateLabels: Record<string, Localized> = {
  Active: ['Active', 'Active', 'Aktiv'],
  Accepted: ['Accepted', 'Acceptée', 'Angenommen'],
  Declined: ['Declined', 'Refusée', 'Abgelehnt'],
  Closed: ['Closed', 'Fermée', 'Geschlossen'],
  Cancelled: ['Cancelled', 'Annulée', 'Storniert'],
};

export const bidUrl = (bidId: number, baseUrl: string) => `${baseUrl}/v2/bids/${bidId}`;

/**
 * A bid; its listing's owner also reads the bidder's feedback summary and whether it marked the bidder Preferred; the
 * bidder's company, which of its people placed it.
 */
export function bidView(
  bid: Bid,
  baseUrl: string,
  language: Language,
  {
    providerFeedback,
    providerVetting,
    preferred,
    paymentDeclined,
    viewer,
  }: {
    providerFeedback?: FeedbackSummary;
    providerVetting?: VettingSummary;
    preferred?: true;
    paymentDeclined?: string;
    viewer?: Principal;
  } = {},
) {
  const reason = bid.declination && bidDeclinationReasonRecords.find((r) => r.value === bid.declination!.reason);
  return {
    bidId: bid.bidId,
    listingId: bid.listingId,
    providerId: bid.providerId,
    ...createdByShown(bid, bid.providerId, viewer),
    ...(providerFeedback ? { feedbackSummary: providerFeedback } : {}),
    ...(providerVetting ? { vettingSummary: providerVetting } : {}),
    ...(preferred ? { preferred } : {}),
    price: moneyLabel(bid.price),
    latestPickup: canonicalInstant(bid.latestPickup),
    latestDelivery: canonicalInstant(bid.latestDelivery),
    ...(bid.comment ? { comment: bid.comment } : {}),
    state: labelled(bid.state, bidStateLabels[bid.state]!, language),
    ...(paymentDeclined ? { paymentDeclined } : {}),
    ...(bid.declination && reason
      ? {
          declination: {
            reason: labelled(reason.value, reason.label, language, reason.shortLabel),
            ...(bid.declination.comment ? { comment: bid.declination.comment } : {}),
            declinedOn: bid.declination.declinedOn,
          },
        }
      : {}),
    createdOn: bid.createdOn,
    links: [
      { rel: 'Self', verb: 'GET', href: bidUrl(bid.bidId, baseUrl), title: 'bid' },
      { rel: 'Listing', verb: 'GET', href: listingUrl(bid.listingId, baseUrl), title: 'listing' },
    ] satisfies Link[],
  };
}
