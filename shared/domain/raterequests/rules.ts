import { ValidationError } from '../../errors.ts';

// Pure LTL rules (spec 2.9, 8; docs/raterequests.md).

/**
 * NMFC density-based freight classes (pounds per cubic foot), the 18-tier scale carriers use for
 * classes 50-500: density at or above `min` gets `freightClass`.
 */
export const nmfcDensityScale: readonly { min: number; freightClass: number }[] = [
  { min: 50, freightClass: 50 },
  { min: 35, freightClass: 55 },
  { min: 30, freightClass: 60 },
  { min: 22.5, freightClass: 65 },
  { min: 15, freightClass: 70 },
  { min: 13.5, freightClass: 77.5 },
  { min: 12, freightClass: 85 },
  { min: 10.5, freightClass: 92.5 },
  { min: 9, freightClass: 100 },
  { min: 8, freightClass: 110 },
  { min: 7, freightClass: 125 },
  { min: 6, freightClass: 150 },
  { min: 5, freightClass: 175 },
  { min: 4, freightClass: 200 },
  { min: 3, freightClass: 250 },
  { min: 2, freightClass: 300 },
  { min: 1, freightClass: 400 },
  { min: 0, freightClass: 500 },
];

const POUNDS_PER_GRAM = 1 / 453.59237;
const CUBIC_FEET_PER_CUBIC_METER = 35.3146667;

/** Density in lb/ft3 of one handling unit. */
export function densityLbPerCubicFoot(weightInGrams: number, cubicMeters: number): number {
  return (weightInGrams * POUNDS_PER_GRAM) / (cubicMeters * CUBIC_FEET_PER_CUBIC_METER);
}

export function freightClassOfDensity(density: number): number {
  return nmfcDensityScale.find((tier) => density >= tier.min)!.freightClass;
}

/** A standard 48 x 40 in pallet is 1.016 m wide; other units without a width are taken as square. */
export function widthOf(item: {
  widthInMeters?: number | null;
  lengthInMeters?: number | null;
  handlingUnit: string;
}): number {
  if (item.widthInMeters) return item.widthInMeters;
  return item.handlingUnit === 'Pallets48X40Inches' ? 1.016 : (item.lengthInMeters ?? 0);
}

export interface RateItemInput {
  freightClass?: number | null;
  lengthInMeters?: number | null;
  heightInMeters?: number | null;
  widthInMeters?: number | null;
  weightInGrams?: number | null;
  unitCount: number;
  handlingUnit: string;
}

/**
 * spec 2.9: either freight class with weight, or dimensions with weight; once one item uses one
 * form, all items use it. Returns each item's class (given, or computed from density).
 */
export function freightClasses(items: RateItemInput[]): number[] {
  const formOf = (item: RateItemInput) => (item.freightClass != null ? 'class' : 'dimensions');
  const first = formOf(items[0]!);
  return items.map((item, i) => {
    const field = `items[${i}]`;
    if (item.weightInGrams == null)
      throw ValidationError.field(
        `${field}.weightInGrams`,
        `${field}.weightInGrams is required with either form (spec 2.9).`,
      );
    if (formOf(item) !== first) {
      throw ValidationError.field(
        first === 'class' ? `${field}.freightClass` : `${field}.lengthInMeters`,
        `All items use the same form: items[0] gives ${first === 'class' ? 'a freight class' : 'dimensions'}, so ` +
          `${field} must too (spec 2.9).`,
      );
    }
    if (item.freightClass != null) return item.freightClass;
    for (const dimension of ['lengthInMeters', 'heightInMeters'] as const) {
      if (item[dimension] == null)
        throw ValidationError.field(
          `${field}.${dimension}`,
          `${field}.${dimension} is required unless freightClass is given (spec 2.9).`,
        );
    }
    const cubicMeters = item.lengthInMeters! * item.heightInMeters! * widthOf(item);
    return freightClassOfDensity(densityLbPerCubicFoot(item.weightInGrams / item.unitCount, cubicMeters));
  });
}
