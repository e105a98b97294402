import * as v from 'valibot';
import type { Bid, BidState } from '../../domain/bids/types.ts';
import { defineItem, defineKeyedItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 5 (docs/data-model.md): a bid by its id; GSI1 groups a listing's bids and GSI2 a provider's, each by when it
// was placed. Beside the listing, each provider's claim on its one active bid there.

const money = v.looseObject({ amount: v.number(), currencyType: v.string() });
const bidStates = everyOf<BidState>()(['Active', 'Accepted', 'Declined', 'Closed', 'Cancelled']);

const bid = templatesOf<Bid>();
const placed = bid(['createdOn', 'bidId'], ({ createdOn, bidId }) => `${createdOn}#${bidId}`);

export const bidItems = defineItem<Bid>()({
  kind: 'Bid',
  schema: v.looseObject({
    bidId: v.number(),
    listingId: v.number(),
    shipperId: v.number(),
    providerId: v.number(),
    createdBy: v.optional(v.number()),
    price: money,
    latestPickup: v.string(),
    latestDelivery: v.string(),
    comment: v.optional(v.string()),
    state: v.picklist(bidStates),
    declination: v.optional(
      v.looseObject({ reason: v.string(), comment: v.optional(v.string()), declinedOn: v.string() }),
    ),
    cancellation: v.optional(v.looseObject({ by: v.picklist(['Shipper', 'Carrier']), cancelledOn: v.string() })),
    paymentDeclined: v.optional(v.string()),
    createdOn: v.string(),
    updatedOn: v.string(),
  }),
  key: {
    partition: bid(['bidId'], ({ bidId }) => `BID#${bidId}`),
    sort: bid([], () => 'BID'),
  },
  indexes: {
    GSI1: { partition: bid(['listingId'], ({ listingId }) => `LISTING#${listingId}#BIDS`), sort: placed },
    GSI2: { partition: bid(['providerId'], ({ providerId }) => `USER#${providerId}#BIDS`), sort: placed },
  },
});

const bidder = templatesOf<Pick<Bid, 'listingId' | 'providerId'>>();
const BIDDER = 'BIDDER#';

/** The provider's one-active-bid claim on the listing, written with the bid and removed when the bid ends. */
export const bidderItems = defineKeyedItem<Pick<Bid, 'listingId' | 'providerId'>, Pick<Bid, 'bidId'>>()({
  kind: 'Bidder',
  schema: v.looseObject({ bidId: v.number() }),
  key: {
    partition: bidder(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: bidder(['providerId'], ({ providerId }) => `${BIDDER}${providerId}`, BIDDER),
  },
});

/** An item of a listing's partition as a provider's claim (none: not a claim); its sort key names the provider. */
export const claimOfItem = (item: Record<string, unknown>): { providerId: number; bidId: number } | undefined =>
  String(item.SK).startsWith(BIDDER)
    ? { providerId: Number(String(item.SK).slice(BIDDER.length)), bidId: Number(item.bidId) }
    : undefined;
