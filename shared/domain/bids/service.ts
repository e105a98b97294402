import * as clock from '../../clock.ts';
import { randomUUID } from 'node:crypto';
import { logger } from '../../observability/logger.ts';
import { ConflictError, ForbiddenError, NotFoundError, PaymentFailedError, ValidationError } from '../../errors.ts';
import { NO_PAUSE, retrying } from '../../retry.ts';
import {
  acceptBid,
  bidOfStoppedAttempt,
  bidsOfListing,
  closeBid,
  declineBid,
  findBid,
  insertBid,
  ListingMoved,
  type Booking,
} from '../../data/bids.ts';
import { newTrackingToken } from '../listings/links.ts';
import {
  bookPaying,
  chargeForBooking,
  refundEarlierCharges,
  refundUnbookedCharge,
  type PaidBooking,
} from '../payments/booking.ts';
import { failedOn } from '../../data/errors.ts';
import type { PlaceBidInput } from '../../schemas/bids.ts';
import type { Principal } from '../users/types.ts';
import { bidderTypes, effectiveStatus } from '../listings/rules.ts';
import { existingListing, isOwner } from '../listings/service.ts';
import type { Listing } from '../listings/types.ts';
import type { Bid } from './types.ts';
import { countBusinessEvent } from '../../observability/metrics.ts';
import { WHOLE_LIST_MAX } from '../limits/lists.ts';
import { instantOf } from '../dates.ts';
import { zoneOf } from '../time-frames.ts';
import { feedbackSummaries } from '../feedback/service.ts';
import type { FeedbackSummary } from '../users/feedback-summary.ts';
import { providersMarked, refuseBlocked } from '../provider-relations/service.ts';
import { personOf } from '../users/person.ts';
import { providerVettingSummaries, refuseFailedBid, refuseUnfitBidder } from '../vetting/service.ts';
import type { VettingSummary } from '../vetting/views.ts';

// Bids (spec 1: a Service Provider bids on a listing; 2.12 declination; 3.2 pricing formats).
// The endpoints and states are ours (docs/listings.md): Active -> Accepted | Declined | Closed.

function checkBidAgainstListing(listing: Listing, input: PlaceBidInput): void {
  if (Date.parse(input.latestDelivery) < Date.parse(input.latestPickup)) {
    throw ValidationError.field('latestDelivery', 'latestDelivery must not be before latestPickup.');
  }
  const named = listing.pricing.namedPrice;
  if (listing.pricing.format !== 'Auction' && named) {
    // spec 2.10: OfferPrice and BookItNow take only bids at the set price
    if (input.price.amount !== named.amount || input.price.currencyType !== named.currencyType) {
      throw ValidationError.field(
        'price.amount',
        `This listing takes bids at its set price only: ${named.amount} ${named.currencyType}.`,
      );
    }
  }
}

/** A bid's latest pickup and delivery as instants: a day sent is the end of that day at the stop (docs/dates.md). */
function atTheStops(input: PlaceBidInput, listing: Listing): PlaceBidInput {
  const [pickup, delivery] = listing.route.items;
  return {
    ...input,
    latestPickup: instantOf(input.latestPickup, zoneOf(pickup), 'end'),
    latestDelivery: instantOf(input.latestDelivery, zoneOf(delivery), 'end'),
  };
}

/**
 * The bids a listing takes in all (every state: a declined bidder may bid again), so that its bids
 * are a list served whole and read whole by its owner and by acceptance (docs/limits.md).
 */
export const MAX_BIDS_PER_LISTING = WHOLE_LIST_MAX;

/**
 * A new bid on `listing`, as read. BookItNow: a bid at the set price books the listing in the same transaction (with
 * its payment, when the saved card paid), unless the saved card was refused: then it waits, Active.
 */
function insertPlaced(
  listing: Listing,
  principal: Principal,
  input: PlaceBidInput,
  charged: { paid?: PaidBooking; declined?: string } | undefined,
): Promise<Bid> {
  const now = clock.now().toISOString();
  const booksListing = listing.pricing.format === 'BookItNow' && !charged?.declined;
  return insertBid(
    {
      listingId: listing.listingId,
      shipperId: listing.shipperId,
      providerId: principal.userId,
      createdBy: personOf(principal),
      price: { amount: input.price.amount, currencyType: input.price.currencyType },
      latestPickup: input.latestPickup,
      latestDelivery: input.latestDelivery,
      ...(input.comment ? { comment: input.comment } : {}),
      state: booksListing ? 'Accepted' : 'Active',
      ...(charged?.declined ? { paymentDeclined: charged.declined } : {}),
      createdOn: now,
      updatedOn: now,
    },
    {
      // spec 3.2: an offer-price bid puts the listing on hold
      holdListing: listing.pricing.format === 'OfferPrice',
      maxBids: MAX_BIDS_PER_LISTING,
      lowersLowestBid: listing.lowestBid === undefined || input.price.amount < listing.lowestBid,
      ...(booksListing
        ? {
            booking: {
              listing,
              ...bookingOf(listing, principal.userId, now),
              ...(charged?.paid ? { paid: charged.paid } : {}),
            },
          }
        : {}),
    },
  );
}

export async function placeBid(principal: Principal, listingId: number, sent: PlaceBidInput): Promise<Bid> {
  if (!bidderTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} cannot bid; carriers and brokers can.`);
  let listing = await existingListing(listingId, principal);
  if (isOwner(listing, principal)) throw new ForbiddenError('You cannot bid on your own listing.', 'listingId');
  await refuseUnfitBidder(principal.userId, listing.providerRequirements);
  // docs/provider-relations.md: a BookItNow bid books, so this refuses booking too
  await refuseBlocked(listing.shipperId, principal.userId, 'listingId');
  const input = atTheStops(sent, listing);
  checkBidAgainstListing(listing, input);
  // the retry of a bid whose first attempt was stopped after placing it: that bid, its booking finished
  const listingChanged = () =>
    new ConflictError('The listing changed while the bid was placed; try again.', 'listingId');
  const listingMoved = {
    attempts: 5,
    // the listing changed meanwhile (another bid went lower, it closed): read it again (a few times at most), and
    // the checks say why it is no longer open
    retryable: (error: unknown) => failedOn(error, 'listingState') && !failedOn(error, 'bidder'),
    backoff: NO_PAUSE,
    exhausted: listingChanged,
  };
  const stopped = await bidOfStoppedAttempt();
  // BookItNow with a saved card: charged before the bid books, with its shipper away (docs/payments.md, "BookItNow")
  const charged = stopped ? undefined : await chargeSavedCard(listing, principal.userId, input);
  let bid: Bid;
  try {
    bid =
      stopped ??
      (await retrying(listingMoved, async (retry) => {
        if (retry > 0) listing = await existingListing(listingId, principal);
        if (effectiveStatus(listing) !== 'Active')
          throw new ConflictError(`The listing is ${effectiveStatus(listing)}, not open for bids.`, 'listingId');
        if ((listing.bidCount ?? 0) >= MAX_BIDS_PER_LISTING)
          throw new ConflictError(
            `The listing has taken ${MAX_BIDS_PER_LISTING} bids, the most one takes.`,
            'listingId',
          );
        return insertPlaced(listing, principal, input, charged).catch((error: unknown) => {
          if (failedOn(error, 'bidder'))
            throw new ConflictError('You already have an active bid on this listing.', 'listingId');
          throw failedOn(error) && !failedOn(error, 'listingState') ? listingChanged() : error;
        });
      }));
  } catch (error) {
    // refused: this attempt's charge, or an earlier attempt's (stopped after Stripe charged), refunded at once; a
    // transient failure keeps the charge for the retry, which books with it (its key is this one's)
    if (!(error instanceof ConflictError)) throw error;
    if (charged?.paid) await refundUnbookedCharge(charged.paid);
    else if (listing.bookItNowPayment)
      await refundEarlierCharges(listingId, { providerId: principal.userId, price: input.price });
    throw error;
  }
  countBusinessEvent('BidsPlaced');
  if (bid.state === 'Accepted') {
    countBusinessEvent('Bookings');
    await closeOtherBids(listingId, bid.bidId);
  }
  return bid;
}

/**
 * A BookItNow bid's charge of the listing's saved card, made while the listing is open: the payment to book with, or
 * Stripe's reason for refusing the card (the bid is then placed without booking, for the shipper to accept with
 * another card). Any other listing, or one without a saved card, books (if at all) with its money off the platform.
 */
async function chargeSavedCard(
  listing: Listing,
  providerId: number,
  input: PlaceBidInput,
): Promise<{ paid?: PaidBooking; declined?: string } | undefined> {
  if (listing.pricing.format !== 'BookItNow' || !listing.bookItNowPayment || effectiveStatus(listing) !== 'Active')
    return undefined;
  try {
    const paid = await chargeForBooking(
      listing,
      { providerId, price: input.price },
      listing.bookItNowPayment,
      clock.now().toISOString(),
    );
    return { paid };
  } catch (error) {
    if (error instanceof PaymentFailedError) return { declined: error.message };
    throw error;
  }
}

/** A bid as its reader sees it: the listing's owner also sees the bidder's feedback summary (docs/feedback.md). */
export interface ReadBid {
  bid: Bid;
  providerFeedback?: FeedbackSummary;
  /** What FMCSA's record says of the bidder (docs/vetting.md). */
  providerVetting?: VettingSummary;
  /** The owner marked the bidder Preferred (docs/provider-relations.md). */
  preferred?: true;
  /** Why the listing's saved card did not book this BookItNow bid (docs/payments.md, "BookItNow"): the owner's. */
  paymentDeclined?: string;
}

async function readBy(principal: Principal, listing: Listing, bids: Bid[]): Promise<ReadBid[]> {
  if (!isOwner(listing, principal)) return bids.map((bid) => ({ bid }));
  const providerIds = bids.map((bid) => bid.providerId);
  const [summaries, preferred, vettings] = await Promise.all([
    feedbackSummaries(providerIds),
    providersMarked(listing.shipperId, 'Preferred'),
    providerVettingSummaries(providerIds),
  ]);
  return bids.map((bid) => ({
    bid,
    providerFeedback: summaries.get(bid.providerId),
    providerVetting: vettings.get(bid.providerId),
    ...(preferred.has(bid.providerId) ? { preferred: true as const } : {}),
    ...(bid.paymentDeclined ? { paymentDeclined: bid.paymentDeclined } : {}),
  }));
}

/** The owner sees every bid on the listing; anyone else only its own. */
export async function bidsFor(principal: Principal, listingId: number): Promise<ReadBid[]> {
  const listing = await existingListing(listingId, principal);
  const bids = await bidsOfListing(listingId);
  return readBy(
    principal,
    listing,
    isOwner(listing, principal) ? bids : bids.filter((bid) => bid.providerId === principal.userId),
  );
}

async function existingBid(bidId: number): Promise<Bid> {
  const bid = await findBid(bidId);
  if (!bid) throw new NotFoundError(`Bid ${bidId} does not exist.`, 'bidId');
  return bid;
}

/** A bid is its bidder's and its listing owner's business. */
export async function bidFor(principal: Principal, bidId: number): Promise<ReadBid> {
  const bid = await existingBid(bidId);
  const listing = await existingListing(bid.listingId, principal);
  if (bid.providerId !== principal.userId && !isOwner(listing, principal))
    throw new ForbiddenError("Only the bidder and the listing's owner can see this bid.", 'bidId');
  return (await readBy(principal, listing, [bid]))[0]!;
}

async function ownersBid(principal: Principal, bidId: number): Promise<{ bid: Bid; listing: Listing }> {
  const bid = await existingBid(bidId);
  const listing = await existingListing(bid.listingId, principal);
  if (!isOwner(listing, principal))
    throw new ForbiddenError("Only the listing's owner can accept or decline its bids.", 'bidId');
  return { bid, listing };
}

/**
 * What a booking writes besides the bid: the first transit record (booked, ready for dispatch,
 * spec 3.1) and the public tracking page's token (docs/tracking.md).
 */
function bookingOf(listing: Listing, providerId: number, now: string): Booking {
  const recordId = randomUUID();
  return {
    transitRecord: {
      recordId,
      listingId: listing.listingId,
      shipperId: listing.shipperId,
      status: 'ReadyForDispatch',
      punctuality: 'NotApplicable',
      recorded: now,
      providerId,
    },
    trackingToken: newTrackingToken(),
  };
}

/**
 * After a booking has committed, the other bids are closed. This is tidying, not the booking: a
 * failure leaves them Active on a Booked listing, which accepts nothing more, so it is logged and
 * the request still succeeds (answering 503 would tell the client a committed booking failed).
 */
async function closeOtherBids(listingId: number, acceptedBidId: number): Promise<void> {
  try {
    await Promise.all(
      (await bidsOfListing(listingId))
        .filter((b) => b.bidId !== acceptedBidId && b.state === 'Active')
        .map((b) => closeBid(b.bidId)),
    );
  } catch (error) {
    logger.warn('other bids of a booked listing left active', {
      listingId,
      acceptedBidId,
      error: error instanceof Error ? error.name : String(error),
    });
  }
}

async function book(bid: Bid, listing: Listing, payment: { paymentMethod: string } | undefined): Promise<void> {
  if (effectiveStatus(listing) === 'Expired') throw new ConflictError('The listing has expired.', 'listingId');
  const now = clock.now().toISOString();
  await bookPaying(
    { listing, bid, now },
    payment,
    (paid) => acceptBid(bid, listing, { ...bookingOf(listing, bid.providerId, now), ...(paid ? { paid } : {}) }, now),
    () => new ConflictError('The listing is already booked, or the bid is no longer active.', 'bidId'),
  );
  await closeOtherBids(listing.listingId, bid.bidId);
}

/**
 * Books the listing with the bid, then closes its other bids. Accepting a bid accepted already (a
 * retry whose first run booked, then stopped: docs/reliability.md) closes what is left open and
 * answers it again, as the first would have.
 */
export async function accept(
  principal: Principal,
  bidId: number,
  input: { payment?: { paymentMethod: string } } = {},
): Promise<ReadBid> {
  const { bid, listing } = await ownersBid(principal, bidId);
  if (bid.state === 'Accepted') {
    await closeOtherBids(listing.listingId, bid.bidId);
    return (await readBy(principal, listing, [bid]))[0]!;
  }
  if (bid.state !== 'Active') {
    if (input.payment) await refundEarlierCharges(bid.listingId, bid);
    throw new ConflictError(`The bid is ${bid.state}, not active.`, 'bidId');
  }
  await refuseFailedBid(bid.providerId);
  await book(bid, listing, input.payment);
  countBusinessEvent('Bookings');
  return (await readBy(principal, listing, [(await findBid(bidId))!]))[0]!;
}

/**
 * spec 2.12: the owner declines with one valid reason; the bidder sees it on the bid. The bid, its
 * bidder's claim and, for an offer-price listing it held, the listing open again: one transaction.
 * Declining a bid declined already answers it as it is (a retry whose first run committed).
 */
export async function decline(
  principal: Principal,
  bidId: number,
  input: { reason: string; comment?: string | null },
): Promise<ReadBid> {
  const { bid, listing } = await ownersBid(principal, bidId);
  if (bid.state === 'Declined') return (await readBy(principal, listing, [bid]))[0]!;
  if (bid.state !== 'Active')
    throw new ConflictError(`The bid is ${bid.state}; only an active bid can be declined.`, 'bidId');
  const declination = {
    reason: input.reason,
    ...(input.comment ? { comment: input.comment } : {}),
    declinedOn: clock.now().toISOString(),
  };
  try {
    try {
      await declineBid(bid, declination, { reopen: listing.status === 'OnHold' });
    } catch (error) {
      if (!(error instanceof ListingMoved)) throw error;
      await declineBid(bid, declination); // it left OnHold meanwhile (booked, cancelled): nothing to reopen
    }
  } catch (error) {
    if (failedOn(error, 'bid')) throw new ConflictError('Only an active bid can be declined.', 'bidId');
    if (failedOn(error))
      throw new ConflictError('The bid or its listing changed while it was declined; try again.', 'bidId');
    throw error;
  }
  return (await readBy(principal, listing, [(await findBid(bidId))!]))[0]!;
}
