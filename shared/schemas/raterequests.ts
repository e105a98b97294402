import * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf, optionalLatitude, optionalLongitude, optionalText, when } from './common.ts';
import { commodityTree } from '../domain/lookups/data/commodities.ts';
import { MoneyBody } from './listings.ts';

// Body of POST /v2/raterequests/ (spec 2.9) and of a provider's rate (docs/raterequests.md).

const flag = v.optional(v.boolean(), false);

/** spec 2.9: values seen, default Residence; the full list is not shown (docs/raterequests.md). */
export const ltlAddressTypes = [
  'Residence',
  'BusinessWithoutLoadingDock',
  'BusinessWithLoadingDockOrForklift',
  'ConstructionSite',
  'TradeShow',
  'Other',
] as const;

/** spec 2.15 handling units. */
export const handlingUnits = [
  'Boxes',
  'Cartons',
  'Crates',
  'Drums',
  'Bags',
  'Bales',
  'Bundles',
  'Cans',
  'Carboys',
  'Carpets',
  'Cases',
  'Coils',
  'Cylinders',
  'Loose',
  'NoPackagingRequired',
  'PackagingHelpRequired',
  'Pallets48X40Inches',
  'Pails',
  'Reels',
  'Rolls',
  'TubesPipes',
  'Other',
] as const;

export const ltlCommodities = commodityTree
  .find((p) => p.value === 'LessThanTruckload')!
  .subCommodities.map((c) => c.value);

const Stop = object({
  address: object({
    streetAddress: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(100)),
    alternateStreetAddress: optionalText(100),
    majorMunicipality: optionalText(60),
    postalCode: optionalText(12),
    stateProvince: optionalText(3),
    country: optionalText(40),
    latitude: optionalLatitude,
    longitude: optionalLongitude,
    type: v.optional(oneOf(ltlAddressTypes), 'Residence'),
  }),
  timeFrame: v.optional(
    v.nullable(
      object({
        earliestArrival: when,
        latestArrival: when,
        timeFrameType: v.pipe(
          v.string(),
          v.maxLength(2, 'must be at most 2 characters'),
          v.toLowerCase(),
          v.picklist(['on'], "must be 'on' (spec 2.9)"),
        ),
      }),
    ),
  ),
  attributes: v.optional(
    object({ inside: flag, liftgateRequired: flag, callBeforeArrival: flag, appointmentRequired: flag }),
    {},
  ),
  contact: v.optional(
    v.nullable(object({ name: optionalText(100), companyName: optionalText(100), phoneNumber: optionalText(25) })),
  ),
});

const Item = object({
  commodity: oneOf(ltlCommodities, `must be an LTL commodity code: ${ltlCommodities.join(', ')}`),
  unitCount: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1), v.maxValue(1000)), 1),
  packaging: optionalText(60),
  handlingUnit: oneOf(handlingUnits, 'must be a handling unit of spec 2.15'),
  stackable: flag,
  hazardous: flag,
  lengthInMeters: v.optional(v.nullable(v.pipe(v.number(), v.gtValue(0, 'must be positive'), v.maxValue(20)))),
  heightInMeters: v.optional(v.nullable(v.pipe(v.number(), v.gtValue(0, 'must be positive'), v.maxValue(5)))),
  widthInMeters: v.optional(v.nullable(v.pipe(v.number(), v.gtValue(0, 'must be positive'), v.maxValue(5)))),
  weightInGrams: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer('must be whole grams'), v.gtValue(0, 'must be positive'), v.maxValue(20_000_000)),
    ),
  ),
  freightClass: v.optional(
    v.nullable(
      v.pipe(
        v.number(),
        v.picklist(
          [50, 55, 60, 65, 70, 77.5, 85, 92.5, 100, 110, 125, 150, 175, 200, 250, 300, 400, 500],
          'must be an NMFC freight class (50-500)',
        ),
      ),
    ),
  ),
});

export const RateRequestBody = v.pipe(
  object({
    route: object({
      items: v.pipe(v.array(Stop), v.length(2, 'must be exactly two stops: pickup first, delivery last')),
    }),
    items: v.pipe(v.array(Item), v.minLength(1, 'needs at least one item'), v.maxLength(50, 'at most 50 items')),
    attributes: v.optional(
      object({
        protectFromFreezing: v.optional(v.boolean()),
        protectfromFreezing: v.optional(v.boolean()),
        blindShipmentCoordination: flag,
        sortandSegregate: flag,
      }),
      {},
    ),
    thirdPartyId: optionalText(100),
  }),
  // the sample spells it protectfromFreezing; both are read
  v.transform((body) => {
    const { protectfromFreezing, protectFromFreezing, ...rest } = body.attributes;
    return {
      ...body,
      attributes: { ...rest, protectFromFreezing: protectFromFreezing ?? protectfromFreezing ?? false },
    };
  }),
);

export type RateRequestInput = v.InferOutput<typeof RateRequestBody>;

/** The spec's sample writes the route's key `Items`; other pages use `items`. Both are read. */
export function withRouteItemsKey(body: unknown): unknown {
  const route = (body as { route?: Record<string, unknown> } | null)?.route;
  if (!route || typeof route !== 'object' || route.items !== undefined || route.Items === undefined) return body;
  const { Items, ...rest } = route;
  return { ...(body as object), route: { ...rest, items: Items } };
}

export const serviceLevels = ['Standard', 'Guaranteed', 'Expedited'] as const;

export const RateBody = object({
  price: MoneyBody,
  transitDays: v.pipe(
    v.number(),
    v.integer('must be whole days'),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(60, 'must be at most 60'),
  ),
  serviceLevel: oneOf(serviceLevels),
  expiresOn: when,
  comment: optionalText(500),
});

export type RateInput = v.InferOutput<typeof RateBody>;
