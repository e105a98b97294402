import { ValidationError } from '../errors.ts';
import { routeKm } from '../../geo/distance.ts';
import type { Place } from '../../geo/geocoder.ts';
import type { EstimateInput } from '../../schemas/estimate.ts';
import { parentCommodityOf } from '../lookups/lookups.ts';
import { locateStop } from './locations.ts';
import { blendWithObserved, itemQuote, observedPrices, pricingOf, sumQuotes, type ItemSize, type Quote } from './pricing.ts';
import { matchVehicle } from './vehicles.ts';

// POST /v2/estimate (spec 2.7). Decisions where the spec is open: docs/pricing.md.

/** Subcommodities whose year/make/model are matched against the vehicle catalog. */
const catalogued = new Set(['CarsLightTrucks', 'OtherVehicles', 'MotorcyclesMopeds']);
/** spec 2.7 and 8: a year, if given, is greater than 1981 to be matched. */
const FIRST_MATCHED_YEAR = 1982;

export interface Estimate {
  stops: Place[];
  kilometers: number;
  quote: Quote;
}

async function sizeOf(item: EstimateInput['items'][number]): Promise<ItemSize> {
  const size: ItemSize = { weightInGrams: item.weightInGrams ?? undefined, lengthInMeters: item.lengthInMeters ?? undefined };
  const year = item.year ? Number(item.year) : undefined;
  if (catalogued.has(item.commodity) && year && year >= FIRST_MATCHED_YEAR && item.makeName && item.modelName) {
    const vehicle = await matchVehicle(year, item.makeName, item.modelName);
    // Unmatched or older vehicles: weight when known, else the category (spec 2.7).
    if (vehicle) return { vehicleClass: vehicle.vehicleClass };
  }
  return size;
}

export async function estimate(input: EstimateInput): Promise<Estimate> {
  input.items.forEach((item, i) => {
    if (!pricingOf(item.commodity)) {
      const what = parentCommodityOf(item.commodity) === item.commodity ? 'is a parent commodity, which returns no estimate' : 'is not a supported subcommodity';
      throw ValidationError.field(`items[${i}].commodity`, `content invalid: '${item.commodity}' ${what}; give a supported subcommodity of spec 2.7 in items.`);
    }
  });
  const stops = await Promise.all(input.route.items.map((stop, i) => locateStop(stop.address, `route.items[${i}].address`)));
  // The first stop is the origin and the last the destination (spec 2.7).
  const origin = stops[0]!;
  const destination = stops[stops.length - 1]!;
  const kilometers = routeKm([origin, destination]);
  const quotes = await Promise.all(input.items.map(async (item) => {
    const model = pricingOf(item.commodity)!;
    const quote = itemQuote(model, kilometers, await sizeOf(item), item.unitCount);
    const lane = { origin: `${origin.country}-${origin.stateProvince}`, destination: `${destination.country}-${destination.stateProvince}` };
    return blendWithObserved(quote, await observedPrices(lane, item.commodity));
  }));
  return { stops, kilometers, quote: sumQuotes(quotes) };
}
