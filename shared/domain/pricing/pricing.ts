import {
  additionalUnitShare,
  pricingModel,
  SIZE_FACTOR_LIMITS,
  vehicleClassFactor,
  type SubcommodityPricing,
} from './data/model.ts';

// Pure pricing rules over the model in data/model.ts (docs/pricing.md).

export interface Quote {
  price: number;
  low: number;
  high: number;
}

export function pricingOf(subcommodity: string): SubcommodityPricing | undefined {
  return Object.hasOwn(pricingModel, subcommodity) ? pricingModel[subcommodity] : undefined;
}

/** Base fee plus each band's rate over the kilometres that fall in it. */
export function distanceCost(model: SubcommodityPricing, km: number): number {
  let cost = 0;
  let from = 0;
  for (const band of model.bands) {
    const inBand = Math.max(0, Math.min(km, band.untilKm) - from);
    cost += inBand * band.usdPerKm;
    from = band.untilKm;
    if (km <= from) break;
  }
  return model.baseFee + cost;
}

const clampSize = (factor: number) => Math.min(SIZE_FACTOR_LIMITS.max, Math.max(SIZE_FACTOR_LIMITS.min, factor));

export interface ItemSize {
  weightInGrams?: number;
  lengthInMeters?: number;
  /** Size class of a vehicle matched in the catalog; preferred over weight. */
  vehicleClass?: string;
}

export function sizeFactor(model: SubcommodityPricing, size: ItemSize): number {
  if (size.vehicleClass) return vehicleClassFactor[size.vehicleClass] ?? 1;
  if (model.referenceLengthMeters && size.lengthInMeters) {
    return clampSize((size.lengthInMeters / model.referenceLengthMeters) ** (model.lengthExponent ?? 1));
  }
  if (model.referenceWeightGrams && size.weightInGrams) {
    return clampSize((size.weightInGrams / model.referenceWeightGrams) ** (model.weightExponent ?? 1));
  }
  return 1;
}

/** One item line: the first unit in full, the others at the shared-truck share. */
export function itemQuote(model: SubcommodityPricing, km: number, size: ItemSize, unitCount: number): Quote {
  const unit = Math.max(model.minimum, distanceCost(model, km) * sizeFactor(model, size));
  const price = unit * (1 + (unitCount - 1) * additionalUnitShare);
  return { price, low: price * model.band.low, high: price * model.band.high };
}

export function sumQuotes(quotes: Quote[]): Quote {
  return quotes.reduce((sum, q) => ({ price: sum.price + q.price, low: sum.low + q.low, high: sum.high + q.high }), {
    price: 0,
    low: 0,
    high: 0,
  });
}
