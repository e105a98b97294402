import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { writeIf } from './conditional.ts';
import { bidderItems, bidItems } from './definitions/bid.ts';
import { queryAll } from './query.ts';
import { createWithNewId, IdTaken } from './ids.ts';
import { createdUnderFirstId } from './retries/stopped-attempts.ts';
import { ConditionFailed, isCancelledByContention, isConditionFailure } from './errors.ts';
import { bucketMove, stateUpdate } from './listings.ts';
import { bucketOf, listingStateItems } from './definitions/listing.ts';
import { trackingPagePut } from './tracking-pages.ts';
import type { Listing, ListingStatus, PartyRole } from '../domain/listings/types.ts';
import { additions } from './counters.ts';
import { deleteItems } from './bulk.ts';
import { driverAssignmentItems, driverLoadItems } from './definitions/driver.ts';
import { trackingPageItems } from './definitions/tracking-page.ts';
import { userItems } from './definitions/user.ts';
import type { TransitRecord } from '../domain/tracking/types.ts';
import type { Bid } from '../domain/bids/types.ts';
import { statusRecordOf } from './transit.ts';
import { transitRecordItems } from './definitions/transit-record.ts';
import { failedParts, transact, transactOrRefused, type Parts } from './transact.ts';
import { paymentOfBookingParts } from './payments.ts';
import type { LedgerEntry, Payment } from '../domain/payments/types.ts';
import * as clock from '../clock.ts';

// Pattern 5: bid by id, bids of a listing (GSI1), bids of a provider (GSI2): their keys in the kind's definition
// (shared/data/definitions/bid.ts). Placing, accepting and declining are transactions with conditions, so concurrency
// can never give a listing two accepted bids, a bid on a listing that is no longer open, or two active bids of one
// provider.

const bidKey = (bidId: number) => bidItems.key({ bidId });

/** The provider's one-active-bid claim on the listing, written with the bid and removed when the bid ends. */
export const bidderItem = (bid: Pick<Bid, 'bidId' | 'listingId' | 'providerId'>) =>
  bidderItems.item(bid, { bidId: bid.bidId });

/** What a booking writes beyond the bid: its first transit record and its tracking page token. */
export interface Booking {
  transitRecord: TransitRecord;
  trackingToken: string;
  /** Paid on the platform (docs/payments.md): the payment and its charge's ledger entry, booked with it. */
  paid?: { payment: Payment; charge: LedgerEntry };
}

/**
 * What booking a listing with a bid writes besides the bid (accepting, or a BookItNow bid): the
 * state booked and moved to the ReadyForDispatch bucket, the shipper's counts moved with it, and
 * the first transit record (spec 3.1), and the public tracking page's token (docs/tracking.md).
 */
function bookingWrites(
  listing: Listing,
  bid: Bid,
  booking: Booking,
  condition: { set: string[]; condition: string; values: Record<string, unknown> },
): Parts<'listingState' | 'counts' | 'transitRecord' | 'trackingPage' | 'payment' | 'charge'> {
  // the state's condition (no accepted bid) means it leaves Unbooked, whatever a racer read
  const move = bucketMove(listing, bucketOf(undefined), 'ReadyForDispatch');
  return {
    listingState: {
      Update: stateUpdate(listing.listingId, {
        set: [
          '#status = :booked',
          'acceptedBidId = :bidId',
          'bookedProviderId = :provider',
          'transitStatus = :ready',
          'transitStatusRank = :zero',
          'trackingToken = :token',
          'statusRecords = :statusRecords',
          move.set,
          ...condition.set,
        ],
        condition: condition.condition,
        values: {
          ':booked': 'Booked' satisfies ListingStatus,
          ':bidId': bid.bidId,
          ':provider': bid.providerId,
          ':ready': 'ReadyForDispatch',
          ':zero': 0,
          ':token': booking.trackingToken,
          ':statusRecords': [statusRecordOf(booking.transitRecord)],
          ...move.values,
          ...condition.values,
        },
      }),
    },
    counts: move.counts,
    transitRecord: {
      Put: {
        TableName: tableName(),
        Item: transitRecordItems.item(booking.transitRecord),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    trackingPage: trackingPagePut(booking.trackingToken, listing.listingId),
    ...(booking.paid ? paymentOfBookingParts(booking.paid.payment, booking.paid.charge) : {}),
  };
}

/**
 * The bid, the provider's one-active-bid claim and the listing's counters in one transaction, so
 * a failure leaves none of them; the listing must still be open (Active, not expired).
 * `holdListing` puts it OnHold in the same step (spec 3.2: OfferPrice); `lowersLowestBid`: the
 * listing showed no lower bid, so this one becomes its lowest; `booking` (a BookItNow bid at the
 * set price, drafted Accepted): the listing is booked and its first transit record written, all in
 * the same transaction. ConditionFailed naming `bidder` (the provider has an active bid) or
 * `listingState` (it is no longer open, or its lowest bid moved), or none (a concurrent change).
 */
export async function insertBid(
  draft: Omit<Bid, 'bidId'>,
  options: {
    holdListing: boolean;
    lowersLowestBid: boolean;
    maxBids: number;
    booking?: Booking & { listing: Listing };
  },
): Promise<Bid> {
  return createWithNewId(
    async (bidId) => {
      const bid: Bid = { ...draft, bidId };
      // a BookItNow bid's payment was charged before its id was drawn: it is this bid's
      const paid = options.booking?.paid;
      const booking = options.booking && {
        ...options.booking,
        ...(paid ? { paid: { ...paid, payment: { ...paid.payment, bidId } } } : {}),
      };
      const open =
        `#status = :active AND expiresOn > :now AND (attribute_not_exists(bidCount) OR bidCount < ` +
        `:maxBids)${options.lowersLowestBid ? ' AND (attribute_not_exists(lowestBid) OR lowestBid > :amount)' : ''}`;
      const counters = {
        set: [
          'updatedOn = :now',
          'bidCount = if_not_exists(bidCount, :zeroBids) + :one',
          ...(options.holdListing ? ['#status = :onHold'] : []),
          ...(options.lowersLowestBid ? ['lowestBid = :amount'] : []),
        ],
        values: {
          ':one': 1,
          ':zeroBids': 0,
          ':maxBids': options.maxBids,
          ':now': bid.createdOn,
          ':active': 'Active',
          ...(options.holdListing ? { ':onHold': 'OnHold' } : {}),
          ...(options.lowersLowestBid ? { ':amount': bid.price.amount } : {}),
        },
      };
      const parts = {
        bid: { Put: { Item: bidItems.item(bid), ConditionExpression: 'attribute_not_exists(PK)' } },
        bidder: {
          Put: {
            Item: bidderItem(bid),
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        // the listing's state: still open, counted; a BookItNow bid books it in the same step
        ...(booking
          ? bookingWrites(booking.listing, bid, booking, {
              ...counters,
              condition: `${open} AND attribute_not_exists(acceptedBidId)`,
            })
          : { listingState: { Update: stateUpdate(bid.listingId, { ...counters, condition: open }) } }),
      };
      try {
        await transact(parts);
        return bid;
      } catch (error) {
        const failed = failedParts(error, parts);
        if (failed?.includes('bidder') || failed?.includes('listingState'))
          throw new ConditionFailed(failed, { cause: error });
        if (failed?.includes('bid')) throw new IdTaken(`Bid ${bidId} exists.`, { cause: error });
        if (isCancelledByContention(error)) throw new ConditionFailed(failed, { cause: error });
        throw error;
      }
    },
    (error) => error instanceof IdTaken,
  );
}

/** In a retry after a stop: the bid its stopped attempt placed, if it did (docs/reliability.md). */
export async function bidOfStoppedAttempt(): Promise<Bid | undefined> {
  const item = await createdUnderFirstId(bidKey);
  return item ? bidItems.recordOf(item) : undefined;
}

export async function findBid(bidId: number): Promise<Bid | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: bidKey(bidId) }));
  return Item ? bidItems.recordOf(Item) : undefined;
}

async function queryBids(indexPk: string, index: 'GSI1' | 'GSI2'): Promise<Bid[]> {
  const items = await queryAll({
    IndexName: index,
    KeyConditionExpression: `${index}PK = :pk`,
    ExpressionAttributeValues: { ':pk': indexPk },
  });
  return items.map(bidItems.recordOf);
}

export const bidsOfListing = (listingId: number) => queryBids(bidItems.indexPartition('GSI1', { listingId }), 'GSI1');
export const bidsOfProvider = (providerId: number) =>
  queryBids(bidItems.indexPartition('GSI2', { providerId }), 'GSI2');

/** A provider's bids placed since an instant (GSI2 sorts them by when). */
export async function bidsOfProviderSince(providerId: number, since: string): Promise<Bid[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK >= :since',
    ExpressionAttributeValues: { ':pk': bidItems.indexPartition('GSI2', { providerId }), ':since': since },
  });
  return items.map(bidItems.recordOf);
}

/** The one rule of bid states: a bid leaves Active only while it is still Active. */
function endActiveBid(
  bidId: number,
  state: 'Accepted' | 'Declined' | 'Closed',
  now: string,
  set: Record<string, unknown> = {},
) {
  const extra = Object.keys(set)
    .map((name) => `, ${name} = :${name}`)
    .join('');
  return {
    TableName: tableName(),
    Key: bidKey(bidId),
    UpdateExpression: `SET #state = :state, updatedOn = :now${extra}`,
    ConditionExpression: '#state = :active',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':state': state,
      ':active': 'Active',
      ':now': now,
      ...Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value])),
    },
  };
}

/**
 * Books the listing with this bid: one transaction that accepts the bid (still Active), books the
 * listing (still open and without an accepted bid) and writes the first transit record
 * (ReadyForDispatch, spec 3.1). Exactly one of any number of concurrent accepts succeeds; the
 * others, ConditionFailed.
 */
export async function acceptBid(bid: Bid, listing: Listing, booking: Booking, now: string): Promise<void> {
  const parts = {
    bid: { Update: endActiveBid(bid.bidId, 'Accepted', now) },
    ...bookingWrites(listing, bid, booking, {
      set: ['updatedOn = :now'],
      condition: '#status IN (:active, :onHold) AND attribute_not_exists(acceptedBidId)',
      values: { ':now': now, ':active': 'Active', ':onHold': 'OnHold' },
    }),
  };
  await transactOrRefused(parts);
}

/**
 * The audit's repair of what a listing's state counts of its bids (docs/reliability.md), on
 * condition that its counter is still as read; false when a bid came meanwhile.
 */
export async function setBidCounters(
  listing: Listing,
  bidCount: number,
  lowestBid: number | undefined,
): Promise<boolean> {
  return writeIf(
    {
      Update: {
        Key: listingStateItems.key(listing),
        UpdateExpression:
          lowestBid === undefined
            ? 'SET bidCount = :count REMOVE lowestBid'
            : 'SET bidCount = :count, lowestBid = :lowest',
        ConditionExpression: listing.bidCount === undefined ? 'attribute_not_exists(bidCount)' : 'bidCount = :read',
        ExpressionAttributeValues: {
          ':count': bidCount,
          ...(lowestBid === undefined ? {} : { ':lowest': lowestBid }),
          ...(listing.bidCount === undefined ? {} : { ':read': listing.bidCount }),
        },
      },
    },
    (current) => current?.bidCount === bidCount && current.lowestBid === lowestBid,
  );
}

/** Closes a bid that is still Active (its listing was booked with another); false if it was not. */
export async function closeBid(bidId: number): Promise<boolean> {
  try {
    await db().send(new UpdateCommand(endActiveBid(bidId, 'Closed', clock.now().toISOString())));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Declines a bid that is still Active and frees its provider to bid again, in one transaction;
 * `reopen`: the listing is OnHold (an OfferPrice bid holds it, spec 3.2), and opens again in the
 * same step, so no stop between two writes can leave it held by a declined bid. ConditionFailed
 * naming `bid` when the bid is no longer Active, or none (a concurrent change); `ListingMoved` when
 * it is but the listing left OnHold meanwhile (booked, cancelled: decline it alone then).
 */
export async function declineBid(
  bid: Bid,
  declination: NonNullable<Bid['declination']>,
  { reopen = false } = {},
): Promise<void> {
  const parts = {
    bid: { Update: endActiveBid(bid.bidId, 'Declined', declination.declinedOn, { declination }) },
    bidder: { Delete: { Key: bidderItems.key(bid) } },
    listingState: reopen
      ? {
          Update: stateUpdate(bid.listingId, {
            set: ['#status = :active', 'updatedOn = :now'],
            condition: '#status = :onHold',
            values: { ':active': 'Active', ':onHold': 'OnHold', ':now': declination.declinedOn },
          }),
        }
      : undefined,
  };
  try {
    await transact(parts);
  } catch (error) {
    const failed = failedParts(error, parts);
    if (failed?.includes('bid')) throw new ConditionFailed(failed, { cause: error });
    if (failed?.includes('listingState')) throw new ListingMoved();
    if (isCancelledByContention(error)) throw new ConditionFailed(failed, { cause: error });
    throw error;
  }
}

/** The listing a decline would open again is no longer OnHold. */
export class ListingMoved extends Error {}

/** What undoing a booking changes beyond its bid and listing (docs/payments.md, "Cancelling a booking"). */
export interface BookingUndone {
  by: PartyRole;
  at: string;
  /** The listing's status after: Cancelled (the shipper's), Active again (the carrier's). */
  status: Extract<ListingStatus, 'Cancelled' | 'Active'>;
  /** Its transit records (status records and location reports), deleted: a new booking starts a new history. */
  transitRecords: TransitRecord[];
}

/** The transit statuses a booking may be cancelled in: before pickup. */
const cancellableTransitStatuses = ['ReadyForDispatch', 'Dispatched'] as const;

/** The accepted bid's booking cancelled: it leaves Accepted (only while it still is), saying by whom and when. */
const cancelAcceptedBid = (bidId: number, undone: BookingUndone) => ({
  Key: bidKey(bidId),
  UpdateExpression: 'SET #state = :cancelled, cancellation = :cancellation, updatedOn = :now',
  ConditionExpression: '#state = :accepted',
  ExpressionAttributeNames: { '#state': 'state' },
  ExpressionAttributeValues: {
    ':cancelled': 'Cancelled',
    ':accepted': 'Accepted',
    ':cancellation': { by: undone.by, cancelledOn: undone.at },
    ':now': undone.at,
  },
});

/**
 * A booking undone before pickup, the reverse of `bookingWrites` in one transaction: the bid leaves Accepted for
 * Cancelled; the listing leaves Booked (for `undone.status`) with its booking's fields removed, its state moved back
 * to the Unbooked bucket and the shipper's counts with it; its tracking page, driver and transit records gone; the
 * carrier's claim freed and, when it cancelled, its `cancelledBookings` counted. A shipper's cancellation keeps
 * `bookedProviderId`: the carrier stays a party of the cancelled booking (its payment, its messages). ConditionFailed
 * naming `listingState` when the listing is no longer booked with this bid before pickup, or `bid`.
 */
export async function undoBooking(listing: Listing, bid: Bid, undone: BookingUndone): Promise<void> {
  const move = bucketMove(listing, bucketOf(listing.transitStatus), bucketOf(undefined));
  const removed = [
    'acceptedBidId',
    'transitStatus',
    'transitStatusRank',
    'trackingToken',
    'statusRecords',
    'lastLocation',
    'tracking',
    'driverMemberId',
    ...(undone.status === 'Active' ? ['bookedProviderId'] : []),
  ];
  const counted = additions([['cancelledBookings', 1]]);
  const parts = {
    bid: { Update: cancelAcceptedBid(bid.bidId, undone) },
    listingState: {
      Update: {
        Key: listingStateItems.key(listing),
        UpdateExpression:
          `SET #status = :to, cancelledBy = :by, updatedOn = :now, ${move.set} ` + `REMOVE ${removed.join(', ')}`,
        ConditionExpression: '#status = :booked AND acceptedBidId = :bidId AND transitStatus IN (:ready, :dispatched)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': undone.status,
          ':by': undone.by,
          ':now': undone.at,
          ':booked': 'Booked' satisfies ListingStatus,
          ':bidId': bid.bidId,
          ':ready': cancellableTransitStatuses[0],
          ':dispatched': cancellableTransitStatuses[1],
          ...move.values,
        },
      },
    },
    counts: move.counts,
    trackingPage: listing.trackingToken
      ? { Delete: { Key: trackingPageItems.key({ token: listing.trackingToken }) } }
      : undefined,
    driver:
      listing.driverMemberId === undefined
        ? undefined
        : [
            { Delete: { Key: driverAssignmentItems.key({ listingId: listing.listingId }) } },
            {
              Delete: { Key: driverLoadItems.key({ memberId: listing.driverMemberId, listingId: listing.listingId }) },
            },
          ],
    transitRecords: undone.transitRecords.map((record) => ({ Delete: { Key: transitRecordItems.key(record) } })),
    bidder: { Delete: { Key: bidderItems.key(bid) } },
    carrier:
      undone.by === 'Carrier'
        ? {
            Update: {
              Key: userItems.key({ userId: bid.providerId }),
              UpdateExpression: counted.clause,
              ExpressionAttributeNames: counted.names,
              ExpressionAttributeValues: counted.values,
            },
          }
        : undefined,
  };
  await transactOrRefused(parts);
}

/** The claims of providers whose bids a booking closed, freed when the listing takes bids again (idempotent). */
export async function freeClosedBidders(bids: Bid[]): Promise<void> {
  await deleteItems(bids.filter((b) => b.state === 'Closed').map((b) => bidderItems.key(b)));
}
