import * as v from 'valibot';
import { object } from './objects.ts';
import { optionalLatitude, optionalLongitude, optionalText, unitCount } from './common.ts';
import { vehicleYear } from './listings.ts';

// Body of POST /v2/estimate (spec 2.7). Which location fields a stop needs depends on the others
// (most specific wins), so that rule is in the domain (shared/domain/pricing/estimate.ts).

export const MAX_ESTIMATE_STOPS = 25;

export const EstimateAddress = object({
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  majorMunicipality: optionalText(80),
  stateProvince: optionalText(40),
  postalCode: optionalText(12),
  country: optionalText(40),
});

export const EstimateItem = object({
  commodity: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(60, 'must be at most 60 characters')),
  unitCount,
  year: v.optional(v.nullable(vehicleYear)),
  makeName: optionalText(60),
  modelName: optionalText(80),
  lengthInMeters: v.optional(
    v.nullable(v.pipe(v.number(), v.gtValue(0, 'must be positive'), v.maxValue(100, 'must be at most 100'))),
  ),
  weightInGrams: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.integer('must be a whole number of grams'),
        v.gtValue(0, 'must be positive'),
        v.maxValue(100_000_000, 'must be at most 100 tonnes'),
      ),
    ),
  ),
});

export const EstimateBody = object({
  route: object({
    items: v.pipe(
      v.array(object({ address: EstimateAddress })),
      v.minLength(2, 'needs an origin and a destination'),
      v.maxLength(MAX_ESTIMATE_STOPS, `at most ${MAX_ESTIMATE_STOPS} stops`),
    ),
  }),
  items: v.pipe(v.array(EstimateItem), v.minLength(1, 'needs at least one item'), v.maxLength(50, 'at most 50 items')),
});

export type EstimateInput = v.InferOutput<typeof EstimateBody>;
export type EstimateAddressInput = v.InferOutput<typeof EstimateAddress>;
