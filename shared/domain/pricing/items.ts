import { topLevelCommodityOf } from '../lookups/lookups.ts';
import { pricingOf, type ItemSize } from './pricing.ts';
import { matchVehicle } from './vehicles.ts';

// What an item is priced as (docs/pricing.md, "Which subcommodity"): estimates name subcommodities
// with a model; listings may name a parent commodity or a subcommodity without one. One rule for
// both, so that a booking is compared with the price an estimate of the same item gives.

/** Subcommodities whose year/make/model are matched against the vehicle catalog. */
const catalogued = new Set(['CarsLightTrucks', 'OtherVehicles', 'MotorcyclesMopeds']);
/** spec 2.7 and 8: a year, if given, is greater than 1981 to be matched. */
const FIRST_MATCHED_YEAR = 1982;

/**
 * The modelled subcommodity an item without its own model is priced as: household goods move like
 * furniture (blanket-wrapped, by weight; the fixed price does the same), a parent stands for its
 * "other" subcommodity, pets for dogs (the model's larger animal) unless their details name a cat.
 * LTL freight has no estimate.
 */
const pricedAs: Record<string, string> = {
  Vehicles: 'OtherVehicles',
  MotorcyclesPowerSports: 'OtherPowerSports',
  Boats: 'OtherBoats',
  HouseholdGoods: 'Furniture',
  Pets: 'Dogs',
};

/** Catalog classes that are motorcycles; every other class of a matched vehicle is a car or light truck. */
const motorcycleClasses = new Set(['motorcycle']);

export interface PricedItem {
  subcommodity: string;
  size: ItemSize;
}

interface Item {
  commodity: string;
  weightInGrams?: number | null;
  lengthInMeters?: number | null;
  year?: number | string | null;
  makeName?: string | null;
  modelName?: string | null;
  details?: Record<string, string | number | boolean> | null;
}

const namesACat = (details: Item['details']) =>
  Object.values(details ?? {}).some(
    (value) => typeof value === 'string' && /\b(cat|cats|kitten|kittens)\b/i.test(value),
  );

/** The subcommodity and size an item is priced by, or undefined for what has no estimate (LTL freight). */
export async function pricedItem(item: Item): Promise<PricedItem | undefined> {
  const parent = topLevelCommodityOf(item.commodity);
  const own = pricingOf(item.commodity) ? item.commodity : undefined;
  const year = item.year ? Number(item.year) : undefined;
  const matchable =
    (own ? catalogued.has(own) : parent === 'Vehicles' || parent === 'MotorcyclesPowerSports') &&
    year !== undefined &&
    year >= FIRST_MATCHED_YEAR &&
    item.makeName &&
    item.modelName;
  const vehicle = matchable ? await matchVehicle(year, item.makeName!, item.modelName!) : undefined;
  // a listing's vehicle with year/make/model is priced as its catalog class says (docs/pricing.md)
  const subcommodity =
    own ??
    (vehicle ? (motorcycleClasses.has(vehicle.vehicleClass) ? 'MotorcyclesMopeds' : 'CarsLightTrucks') : undefined) ??
    (parent === 'Pets' && namesACat(item.details) ? 'Cats' : pricedAs[parent]);
  if (!subcommodity) return undefined;
  // unmatched or older vehicles: weight when known, else the category (spec 2.7)
  if (vehicle && catalogued.has(subcommodity)) return { subcommodity, size: { vehicleClass: vehicle.vehicleClass } };
  return {
    subcommodity,
    size: { weightInGrams: item.weightInGrams ?? undefined, lengthInMeters: item.lengthInMeters ?? undefined },
  };
}
