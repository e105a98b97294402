import * as v from 'valibot';
import type { Bid, BidState } from '../../domain/bids/types.ts';
import { defineItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 5 (docs/data-model.md): a bid by its id; GSI1 groups a listing's bids and GSI2 a provider's, each by when it
// was placed.

const money = v.looseObject({ amount: v.number(), currencyType: v.string() });
const bidStates = everyOf<BidState>()(['Active', 'Accepted', 'Declined', 'Closed']);

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
