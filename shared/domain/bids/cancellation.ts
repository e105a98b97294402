import * as clock from '../../clock.ts';
import { bidsOfListing, findBid, freeClosedBidders, undoBooking } from '../../data/bids.ts';
import { failedOn } from '../../data/errors.ts';
import { findPayment } from '../../data/payments.ts';
import { transitRecordsOf } from '../../data/transit.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';
import { existingListing, isBookedProvider, isOwner } from '../listings/access.ts';
import { driverOf } from '../listings/parties.ts';
import { cancelListing } from '../listings/service.ts';
import { isPickedUp } from '../listings/rules.ts';
import type { Listing, PartyRole } from '../listings/types.ts';
import { refundCancelledBooking } from '../payments/refunds.ts';
import type { Principal } from '../users/types.ts';
import type { Bid } from './types.ts';

// Cancelling a listing (POST /v2/listings/{listingId}/cancellation; docs/listings.md, docs/payments.md "Cancelling a
// booking"): before booking, its owner withdraws it; once booked and before pickup, either party cancels the booking,
// refunded by who cancelled. It sits with bids since it undoes an accepted bid and calls listings' and payments' rules.

/** The booking's party the caller is, if any: a Driver member never cancels (docs/teams.md). */
function partyOf(listing: Listing, principal: Principal): PartyRole | undefined {
  if (driverOf(principal) !== undefined) return undefined;
  return isOwner(listing, principal) ? 'Shipper' : isBookedProvider(listing, principal) ? 'Carrier' : undefined;
}

const refused = () =>
  new ForbiddenError("Only the listing's shipper or its booked carrier cancels its booking.", 'listingId');

/**
 * Cancels the listing for the caller. Not booked: its owner withdraws it, as before. Booked, before pickup: the
 * booking is undone (the shipper's: Cancelled; the carrier's: Active again, taking bids) and a payment on the platform
 * refunded by who cancelled. Cancelled already by the caller: answered as the first time, finishing what a stop left.
 */
export async function cancel(principal: Principal, listingId: number): Promise<void> {
  const listing = await existingListing(listingId, principal);
  if (listing.status === 'Booked') return cancelBooking(principal, listing);
  const again = await cancelledByCaller(principal, listing);
  if (again) return finish(listing, again.bid, again.by, principal.userId);
  if (driverOf(principal) !== undefined) throw refused();
  return cancelListing(principal, listingId);
}

async function cancelBooking(principal: Principal, listing: Listing): Promise<void> {
  const by = partyOf(listing, principal);
  if (!by) throw refused();
  if (isPickedUp(listing))
    throw new ConflictError(
      `Listing ${listing.listingId} is ${listing.transitStatus}: a booking is cancelled before pickup; a claim or a ` +
        'dispute is the way now.',
      'listingId',
    );
  const bid = (await findBid(listing.acceptedBidId!))!;
  const at = clock.now().toISOString();
  // Stripe's refund and the payment's change first: a stop before the booking is undone leaves it booked and
  // refunded, and the retry (the listing still booked) undoes it; Stripe answers the same refund
  const payment = await findPayment(listing.listingId);
  if (payment?.bidId === bid.bidId) await refundCancelledBooking(payment, by, principal.userId, at);
  try {
    await undoBooking(listing, bid, {
      by,
      at,
      status: by === 'Shipper' ? 'Cancelled' : 'Active',
      transitRecords: await transitRecordsOf(listing.listingId, { consistent: true }),
    });
  } catch (error) {
    if (!failedOn(error)) throw error;
    const now = await existingListing(listing.listingId);
    if (now.status !== 'Booked' && now.cancelledBy === by) return; // a racing retry undid it first
    if (payment?.bidId === bid.bidId)
      logger.error('a booking was refunded but not cancelled: it moved on meanwhile', { listingId: listing.listingId });
    throw new ConflictError(
      `Listing ${listing.listingId} changed while its booking was cancelled (${now.status}, ${now.transitStatus}).`,
      'listingId',
    );
  }
  if (by === 'Carrier') await freeBidders(listing.listingId);
}

/** The booking this caller cancelled already on this listing (a retry, or a second call): its bid and party. */
async function cancelledByCaller(
  principal: Principal,
  listing: Listing,
): Promise<{ bid: Bid; by: PartyRole } | undefined> {
  if (!listing.cancelledBy || driverOf(principal) !== undefined) return undefined;
  const mine = (bid: Bid) =>
    bid.state === 'Cancelled' &&
    bid.cancellation?.by === listing.cancelledBy &&
    (listing.cancelledBy === 'Shipper' ? isOwner(listing, principal) : bid.providerId === principal.userId);
  const cancelled = (await bidsOfListing(listing.listingId))
    .filter(mine)
    .sort((a, b) => b.updatedOn.localeCompare(a.updatedOn))[0];
  return cancelled ? { bid: cancelled, by: cancelled.cancellation!.by } : undefined;
}

/** A cancellation made already: its refund and the freed bidders finished, should a stop have left them. */
async function finish(listing: Listing, bid: Bid, by: PartyRole, userId: number): Promise<void> {
  const payment = await findPayment(listing.listingId);
  if (payment?.bidId === bid.bidId)
    await refundCancelledBooking(payment, by, userId, bid.cancellation?.cancelledOn ?? clock.now().toISOString());
  if (by === 'Carrier') await freeBidders(listing.listingId);
}

/**
 * The claims of the bids the booking closed, freed so that their providers bid again on the listing open again.
 * Tidying after the cancellation: a failure is logged, and the cancellation's repeat frees them.
 */
async function freeBidders(listingId: number): Promise<void> {
  try {
    await freeClosedBidders(await bidsOfListing(listingId));
  } catch (error) {
    logger.warn('closed bidders of a listing open again not freed', { listingId, error: (error as Error).name });
  }
}
