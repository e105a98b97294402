import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { providerRegionItems } from './definitions/user.ts';
import { trackingPagePut } from './tracking-pages.ts';
import { queryAll, underPrefix } from './query.ts';
import { createWithNewId, IdTaken, newId } from './ids.ts';
import { putFresh, putIfAbsent } from './conditional.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';
import { newListingWrites } from './listings.ts';
import { bidItems } from './definitions/bid.ts';
import type { Rate, RateRequest } from '../domain/raterequests/types.ts';
import type { Listing } from '../domain/listings/types.ts';
import type { TransitRecord } from '../domain/tracking/types.ts';
import type { Bid } from '../domain/bids/types.ts';
import type { LedgerEntry, Payment } from '../domain/payments/types.ts';
import { paymentOfBookingParts } from './payments.ts';
import { failedParts, transact, type Parts } from './transact.ts';
import { transitRecordItems } from './definitions/transit-record.ts';
import { rateItems, rateRequestItems } from './definitions/rate-request.ts';
import { trackingPageItems } from './definitions/tracking-page.ts';
import { itemsUnder } from './item-definition.ts';

// Pattern 9: rate request by id, its rates, a requester's requests (GSI1): their keys in the kinds' definitions
// (shared/data/definitions/rate-request.ts); and providers by region (GSI1, written with the provider; see users.ts).
// Booking is one transaction.

export async function insertRateRequest(draft: Omit<RateRequest, 'rateRequestID'>): Promise<RateRequest> {
  return createWithNewId(
    async (rateRequestID) => {
      const request: RateRequest = { ...draft, rateRequestID };
      if (!(await putIfAbsent(rateRequestItems.item(request)))) throw new IdTaken();
      return request;
    },
    (error) => error instanceof IdTaken,
  );
}

export async function findRateRequest(rateRequestID: number): Promise<RateRequest | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: rateRequestItems.key({ rateRequestID }) }),
  );
  return Item ? rateRequestItems.recordOf(Item) : undefined;
}

/**
 * A rate is only offered on an open request: checked in the same transaction (ConditionFailed naming `request` when
 * it is not).
 */
export async function insertRate(draft: Omit<Rate, 'rateId'>): Promise<Rate> {
  const rate: Rate = { ...draft, rateId: newId() };
  const parts = {
    request: {
      ConditionCheck: {
        Key: rateRequestItems.key(rate),
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':open': 'Open' },
      },
    },
    rate: {
      Put: {
        Item: rateItems.item(rate),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  } satisfies Parts;
  try {
    await transact(parts);
    return rate;
  } catch (error) {
    const failed = failedParts(error, parts);
    if (failed?.includes('request')) throw new ConditionFailed(failed, { cause: error });
    throw error;
  }
}

export async function ratesOf(rateRequestID: number): Promise<Rate[]> {
  const items = await queryAll(underPrefix(itemsUnder(rateItems, { rateRequestID })));
  return items.map(rateItems.recordOf);
}

/**
 * Books a rate: the request (still Open) becomes Booked and names the rate, and the booked shipment
 * is written as a Booked listing with an Accepted bid and its first transit record, so the provider
 * reports on it through the listings' transit workflow. Exactly one booking per request. The rate
 * item is not rewritten: the request names the rate it booked, which is how its status reads
 * (`rateStatusOf`, docs/raterequests.md). The tracking page's token goes first, on its own: a token
 * whose booking then fails leads to no listing (its page is a 404) and is deleted; in the
 * transaction it cost twice (writes in a transaction are billed twice). ConditionFailed when the
 * request was booked meanwhile.
 */
export async function bookRate(
  request: RateRequest,
  rate: Rate,
  shipment: { listing: Listing; bid: Bid; record: TransitRecord; paid?: { payment: Payment; charge: LedgerEntry } },
  now: string,
): Promise<void> {
  const { listing, bid, record, paid } = shipment;
  await putFresh(trackingPagePut(listing.trackingToken!, listing.listingId).Put.Item);
  const parts = {
    request: {
      Update: {
        Key: rateRequestItems.key(request),
        UpdateExpression: 'SET #status = :booked, bookedRateId = :rateId, listingId = :listingId, updatedOn = :now',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':booked': 'Booked',
          ':open': 'Open',
          ':rateId': rate.rateId,
          ':listingId': listing.listingId,
          ':now': now,
        },
      },
    },
    ...newListingWrites(listing),
    bid: { Put: { Item: bidItems.item(bid), ConditionExpression: 'attribute_not_exists(PK)' } },
    transitRecord: {
      Put: { Item: transitRecordItems.item(record), ConditionExpression: 'attribute_not_exists(PK)' },
    },
    ...(paid ? paymentOfBookingParts(paid.payment, paid.charge) : {}),
  };
  try {
    await transact(parts);
  } catch (error) {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: trackingPageItems.key({ token: listing.trackingToken! }) }),
    );
    if (isCancelledByContention(error)) throw new ConditionFailed(failedParts(error, parts), { cause: error });
    throw error;
  }
}

/** ServiceProviders whose profile covers one of the regions and lists the commodity. */
export async function providersCovering(regions: string[], commodity: string): Promise<number[]> {
  const found = new Set<number>();
  for (const region of regions) {
    const items = await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': providerRegionItems.indexPartition('GSI1', { region }) },
    });
    for (const { userId, commodities } of items.map(providerRegionItems.recordOf))
      if (commodities.includes(commodity)) found.add(userId);
  }
  return [...found];
}
