import * as v from 'valibot';
import { object } from './objects.ts';
import { latitude, oneOf, optionalText } from './common.ts';
import { commodityTree } from '../domain/lookups/data/commodities.ts';
import { regionRecords } from '../domain/lookups/data/regions.ts';
import { trailerTypeRecords } from '../domain/lookups/data/trailer-types.ts';
import { wrapLongitude } from '../geo/cells.ts';

// spec 2.10: the search body. Every field is optional; limits the spec leaves open are in
// docs/search.md (radius and distance ceilings, list sizes).

export const sortFields = ['DateUpdated', 'DistanceFromOrigin', 'ExpirationDate', 'Price', 'TotalDistance'] as const;
export const sortDirections = ['Ascending', 'Descending'] as const;
export const pricingFormats = ['Auction', 'BookItNow', 'OfferPrice'] as const;

/** Half the Earth's circumference: a larger radius means nothing more. */
export const MAX_RADIUS_KM = 20_000;
export const MAX_DISTANCE_FROM_ROUTE_KM = 2_000;
const MAX_LIST = 100;

const list = <T extends v.GenericSchema>(item: T) =>
  v.optional(v.nullable(v.pipe(v.array(item), v.maxLength(MAX_LIST, `must hold at most ${MAX_LIST} values`))));

const kilometres = (max: number) =>
  v.pipe(v.number(), v.gtValue(0, 'must be greater than 0 (kilometres)'), v.maxValue(max, `must be at most ${max} km`));

const Coordinates = object({
  name: optionalText(200),
  latitude,
  // spec 2.10: beyond ±180 is wrapped (181 -> -179, 375 -> 15), not refused
  longitude: v.pipe(v.number(), v.transform(wrapLongitude)),
  radius: v.optional(v.nullable(kilometres(MAX_RADIUS_KM))),
});

/** origin or destination: null is anywhere; coordinates or regions, never both. */
const Place = v.optional(
  v.nullable(
    v.pipe(
      object({
        coordinates: v.optional(v.nullable(Coordinates)),
        regions: list(
          v.picklist(
            regionRecords.map((r) => r.value),
            'must be a value of GET /v2/lookups/regions',
          ),
        ),
      }),
      v.forward(
        v.partialCheck(
          [['coordinates'], ['regions']],
          (place) => !(place.coordinates && place.regions?.length),
          'give either coordinates or regions, not both',
        ),
        ['regions'],
      ),
    ),
  ),
);

export const SearchBody = object({
  description: optionalText(500),
  commodities: list(
    v.picklist(
      commodityTree.flatMap((parent) => [parent.value, ...parent.subCommodities.map((sub) => sub.value)]),
      'must be a value of GET /v2/lookups/commodities',
    ),
  ),
  trailerTypes: list(
    v.picklist(
      trailerTypeRecords.map((r) => r.value),
      'must be a value of GET /v2/lookups/trailerTypes',
    ),
  ),
  origin: Place,
  destination: Place,
  distanceFromRoute: v.optional(v.nullable(kilometres(MAX_DISTANCE_FROM_ROUTE_KM))),
  sort: v.optional(
    v.nullable(
      v.pipe(
        v.array(
          object({
            by: oneOf(sortFields),
            direction: v.optional(v.nullable(oneOf(sortDirections))),
          }),
        ),
        v.maxLength(sortFields.length, `must hold at most ${sortFields.length} entries`),
      ),
    ),
  ),
  pricingFormat: v.optional(v.nullable(oneOf(pricingFormats))),
});

export type SearchInput = v.InferOutput<typeof SearchBody>;
