import * as v from 'valibot';
import type { Rate, RateRequest, RateRequestStop } from '../../domain/raterequests/types.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';

// Pattern 9 (docs/data-model.md; docs/raterequests.md): a rate request by its id, the rates offered on it under it
// (one Query reads them by their prefix), and GSI1 groups a requester's requests by when each was made.

const money = v.looseObject({ amount: v.number(), currencyType: v.string() });
const requestStatuses = everyOf<RateRequest['status']>()(['Open', 'Booked']);
const rateStatuses = everyOf<Rate['status']>()(['Offered', 'Booked', 'NotSelected']);
const serviceLevels = everyOf<Rate['serviceLevel']>()(['Standard', 'Guaranteed', 'Expedited']);

// a stop as the request was validated (shared/schemas/), kept whole
const stops = v.custom<[RateRequestStop, RateRequestStop]>(
  (items) => Array.isArray(items) && items.length === 2 && items.every((stop) => typeof stop === 'object' && stop),
);

const request = templatesOf<RateRequest>();

export const rateRequestItems = defineItem<RateRequest>()({
  kind: 'RateRequest',
  schema: v.looseObject({
    rateRequestID: v.number(),
    requesterId: v.number(),
    createdBy: v.optional(v.number()),
    affiliateId: v.number(),
    thirdPartyId: v.optional(v.string()),
    status: v.picklist(requestStatuses),
    route: v.looseObject({ items: stops, kilometers: v.number() }),
    items: v.array(
      v.looseObject({
        commodity: v.string(),
        unitCount: v.number(),
        packaging: v.optional(v.string()),
        handlingUnit: v.string(),
        stackable: v.boolean(),
        hazardous: v.boolean(),
        lengthInMeters: v.optional(v.number()),
        heightInMeters: v.optional(v.number()),
        widthInMeters: v.optional(v.number()),
        weightInGrams: v.number(),
        freightClass: v.number(),
        freightClassComputed: v.boolean(),
      }),
    ),
    attributes: v.looseObject({
      protectFromFreezing: v.boolean(),
      blindShipmentCoordination: v.boolean(),
      sortandSegregate: v.boolean(),
    }),
    pickupRegion: v.string(),
    createdOn: v.string(),
    bookedRateId: v.optional(v.number()),
    listingId: v.optional(v.number()),
  }),
  key: {
    partition: request(['rateRequestID'], ({ rateRequestID }) => `RATEREQ#${rateRequestID}`),
    sort: request([], () => 'RATEREQ'),
  },
  indexes: {
    GSI1: {
      partition: request(['requesterId'], ({ requesterId }) => `USER#${requesterId}#RATEREQS`),
      sort: request(['createdOn', 'rateRequestID'], ({ createdOn, rateRequestID }) => `${createdOn}#${rateRequestID}`),
    },
  },
});

const rate = templatesOf<Rate>();

/** Never rewritten: the request names the rate it booked (docs/raterequests.md). */
export const rateItems = defineItem<Rate>()({
  kind: 'Rate',
  schema: v.looseObject({
    rateId: v.number(),
    rateRequestID: v.number(),
    requesterId: v.number(),
    providerId: v.number(),
    price: money,
    transitDays: v.number(),
    serviceLevel: v.picklist(serviceLevels),
    expiresOn: v.string(),
    comment: v.optional(v.string()),
    status: v.picklist(rateStatuses),
    createdOn: v.string(),
  }),
  key: {
    partition: rate(['rateRequestID'], ({ rateRequestID }) => `RATEREQ#${rateRequestID}`),
    sort: rate(['rateId'], ({ rateId }) => `RATE#${rateId}`, 'RATE#'),
  },
});
