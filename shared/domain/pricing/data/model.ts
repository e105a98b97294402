// The pricing model, as data: one entry per subcommodity that can be estimated (spec 2.7).
// All money in USD. Reasoning and calibration: docs/pricing.md.
//
// price of one unit = max(minimum, (baseFee + distance cost) * size factor)
//   distance cost: the per-km rate of each band applies to the kilometres inside that band
//     (rates taper: long hauls are cheaper per km, as carriers fill trucks over long lanes);
//   size factor: (weight / referenceWeight) ^ weightExponent, or (length / referenceLength) ^
//     lengthExponent for boats, clamped to [0.6, 2.5]; 1 when the size is unknown;
//     for a vehicle matched in the catalog, its class factor instead of weight.
// low = price * band.low, high = price * band.high.

export interface RateBand {
  /** The band ends at this distance (km); the last band is open-ended. */
  untilKm: number;
  usdPerKm: number;
}

export interface SubcommodityPricing {
  baseFee: number;
  bands: readonly RateBand[];
  minimum: number;
  referenceWeightGrams?: number;
  weightExponent?: number;
  referenceLengthMeters?: number;
  lengthExponent?: number;
  band: { low: number; high: number };
}

const open = Number.POSITIVE_INFINITY;
const vehicleBands = (a: number, b: number, c: number): RateBand[] => [
  { untilKm: 800, usdPerKm: a },
  { untilKm: 2000, usdPerKm: b },
  { untilKm: open, usdPerKm: c },
];

export const pricingModel: Record<string, SubcommodityPricing> = {
  // Vehicles: an open-carrier slot. A sedan Austin -> Tucson (~1,445 km) comes to ~$850.
  CarsLightTrucks: {
    baseFee: 150,
    bands: vehicleBands(0.55, 0.4, 0.32),
    minimum: 250,
    referenceWeightGrams: 1_600_000,
    weightExponent: 0.5,
    band: { low: 0.85, high: 1.2 },
  },
  OtherVehicles: {
    baseFee: 200,
    bands: vehicleBands(0.7, 0.52, 0.42),
    minimum: 300,
    referenceWeightGrams: 2_500_000,
    weightExponent: 0.5,
    band: { low: 0.8, high: 1.3 },
  },
  // Motorcycles and power sports: smaller slots, often on partial loads.
  MotorcyclesMopeds: {
    baseFee: 120,
    bands: vehicleBands(0.4, 0.3, 0.25),
    minimum: 200,
    referenceWeightGrams: 250_000,
    weightExponent: 0.4,
    band: { low: 0.85, high: 1.2 },
  },
  AllTerrainVehicles: {
    baseFee: 120,
    bands: vehicleBands(0.42, 0.32, 0.26),
    minimum: 200,
    referenceWeightGrams: 300_000,
    weightExponent: 0.4,
    band: { low: 0.85, high: 1.25 },
  },
  GoCartsDuneBuggies: {
    baseFee: 120,
    bands: vehicleBands(0.42, 0.32, 0.26),
    minimum: 200,
    referenceWeightGrams: 250_000,
    weightExponent: 0.4,
    band: { low: 0.85, high: 1.25 },
  },
  OtherPowerSports: {
    baseFee: 130,
    bands: vehicleBands(0.45, 0.34, 0.28),
    minimum: 200,
    referenceWeightGrams: 300_000,
    weightExponent: 0.4,
    band: { low: 0.8, high: 1.3 },
  },
  Snowmobiles: {
    baseFee: 120,
    bands: vehicleBands(0.4, 0.3, 0.25),
    minimum: 200,
    referenceWeightGrams: 250_000,
    weightExponent: 0.4,
    band: { low: 0.85, high: 1.25 },
  },
  // Boats: priced by length; long boats need wide-load permits, hence exponents >= 1.
  PowerBoats: {
    baseFee: 250,
    bands: vehicleBands(0.95, 0.75, 0.6),
    minimum: 350,
    referenceLengthMeters: 6,
    lengthExponent: 1.0,
    band: { low: 0.8, high: 1.3 },
  },
  SailBoats: {
    baseFee: 350,
    bands: vehicleBands(1.1, 0.85, 0.7),
    minimum: 450,
    referenceLengthMeters: 8,
    lengthExponent: 1.1,
    band: { low: 0.8, high: 1.35 },
  },
  PersonalWatercraft: {
    baseFee: 150,
    bands: vehicleBands(0.5, 0.38, 0.3),
    minimum: 250,
    referenceLengthMeters: 3,
    lengthExponent: 0.5,
    band: { low: 0.85, high: 1.2 },
  },
  OtherBoats: {
    baseFee: 250,
    bands: vehicleBands(0.95, 0.75, 0.6),
    minimum: 350,
    referenceLengthMeters: 6,
    lengthExponent: 1.0,
    band: { low: 0.75, high: 1.4 },
  },
  // Household goods: blanket-wrapped furniture on a shared truck, by weight.
  Furniture: {
    baseFee: 100,
    bands: vehicleBands(0.45, 0.35, 0.28),
    minimum: 150,
    referenceWeightGrams: 100_000,
    weightExponent: 0.6,
    band: { low: 0.8, high: 1.3 },
  },
  // Pets: ground transport with stops; weight matters little.
  Dogs: {
    baseFee: 200,
    bands: vehicleBands(0.5, 0.38, 0.3),
    minimum: 250,
    referenceWeightGrams: 20_000,
    weightExponent: 0.3,
    band: { low: 0.85, high: 1.25 },
  },
  Cats: {
    baseFee: 180,
    bands: vehicleBands(0.48, 0.36, 0.29),
    minimum: 230,
    referenceWeightGrams: 5_000,
    weightExponent: 0.2,
    band: { low: 0.85, high: 1.25 },
  },
};

/** A matched vehicle's size class instead of its weight (catalog classes). */
export const vehicleClassFactor: Record<string, number> = {
  car: 1.0,
  mpv: 1.12,
  truck: 1.2,
  motorcycle: 1.0,
  offroad: 1.05,
  lowspeed: 0.85,
};

/** Each unit after the first of the same item shares the truck: this share of a unit's price. */
export const additionalUnitShare = 0.85;

export const SIZE_FACTOR_LIMITS = { min: 0.6, max: 2.5 } as const;
