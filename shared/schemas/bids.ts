import type * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf, optionalText, when } from './common.ts';
import { bidDeclinationReasonRecords } from '../domain/lookups/data/bid-declination-reasons.ts';
import { MoneyBody } from './listings.ts';

// Bodies of the bid endpoints (spec 2.12; docs/listings.md for what the spec leaves open). The rules that read
// the listing too are in shared/domain/bids/service.ts.

export const PlaceBidBody = object({
  price: MoneyBody,
  latestPickup: when,
  latestDelivery: when,
  comment: optionalText(1000),
});

export type PlaceBidInput = v.InferOutput<typeof PlaceBidBody>;

export const DeclineBidBody = object({
  reason: oneOf(
    bidDeclinationReasonRecords.map((r) => r.value),
    'must be a value of GET /v2/lookups/bidDeclinationReasons/',
  ),
  comment: optionalText(1000),
});
