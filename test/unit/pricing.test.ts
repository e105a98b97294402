import { describe, expect, it } from 'vitest';
import { circuity, distanceLabels, routeKm } from '../../shared/geo/distance.ts';
import { normalizePostalCode } from '../../shared/geo/geocoder.ts';
import { cityKey } from '../../shared/geo/names.ts';
import { distanceCost, itemQuote, pricingOf, sizeFactor } from '../../shared/domain/pricing/pricing.ts';
import { pricingModel } from '../../shared/domain/pricing/data/model.ts';

describe('route distance', () => {
  it('winds more on short trips than on long ones', () => {
    expect(circuity(50)).toBeGreaterThan(circuity(500));
    expect(circuity(5000)).toBeCloseTo(1.13, 2);
  });

  it('is zero between one place and itself, and adds legs in order', () => {
    const austin = { latitude: 30.27, longitude: -97.74 };
    const dallas = { latitude: 32.78, longitude: -96.8 };
    expect(routeKm([austin, austin])).toBe(0);
    expect(routeKm([austin, dallas, austin])).toBeCloseTo(2 * routeKm([austin, dallas]), 6);
  });

  it('is labelled in miles when the route touches the US, in km when wholly in Canada', () => {
    expect(distanceLabels(1445, ['US', 'US'])).toEqual({ label: '898 mi.', shortLabel: '898 mi' });
    expect(distanceLabels(4500, ['CA', 'US'])).toEqual({ label: '2,796 mi.', shortLabel: '2,796 mi' });
    expect(distanceLabels(541.4, ['CA', 'CA'])).toEqual({ label: '541 km', shortLabel: '541 km' });
  });
});

describe('postal codes and names', () => {
  it('read US ZIP and ZIP+4, and Canadian codes in any common form', () => {
    expect(normalizePostalCode('78704-1234', 'US')).toBe('78704');
    expect(normalizePostalCode('7870', 'US')).toBeUndefined();
    for (const code of ['M5V 2T6', 'm5v2t6', 'M5V', 'm5v-2t6']) expect(normalizePostalCode(code, 'CA')).toBe('M5V');
    expect(normalizePostalCode('12345', 'CA')).toBeUndefined();
  });

  it('compare names without accents, case or punctuation', () => {
    expect(cityKey('Montréal')).toBe(cityKey('MONTREAL'));
    expect(cityKey("St. John's")).toBe('stjohns');
  });
});

describe('pricing model (docs/pricing.md)', () => {
  const car = pricingOf('CarsLightTrucks')!;

  it('has a model for every subcommodity spec 2.7 lists, and none for parents', () => {
    for (const sub of [
      'PowerBoats',
      'SailBoats',
      'PersonalWatercraft',
      'OtherBoats',
      'Furniture',
      'AllTerrainVehicles',
      'GoCartsDuneBuggies',
      'MotorcyclesMopeds',
      'OtherPowerSports',
      'Snowmobiles',
      'Cats',
      'Dogs',
      'CarsLightTrucks',
      'OtherVehicles',
    ]) {
      expect(pricingOf(sub), sub).toBeDefined();
    }
    expect(pricingOf('Vehicles')).toBeUndefined();
    expect(pricingOf('toString')).toBeUndefined();
    for (const model of Object.values(pricingModel)) expect(model.band.low).toBeLessThan(1);
  });

  it("charges each band's rate on the kilometres inside it (tapering)", () => {
    expect(distanceCost(car, 0)).toBe(150);
    expect(distanceCost(car, 800)).toBeCloseTo(150 + 800 * 0.55);
    expect(distanceCost(car, 1000)).toBeCloseTo(150 + 800 * 0.55 + 200 * 0.4);
    expect(distanceCost(car, 3000)).toBeCloseTo(150 + 800 * 0.55 + 1200 * 0.4 + 1000 * 0.32);
  });

  it('scales with size within limits, and keeps a minimum', () => {
    expect(sizeFactor(car, {})).toBe(1);
    expect(sizeFactor(car, { weightInGrams: 1_600_000 })).toBe(1);
    expect(sizeFactor(car, { weightInGrams: 100 })).toBe(0.6);
    expect(sizeFactor(car, { weightInGrams: 1_600_000, vehicleClass: 'truck' })).toBe(1.2);
    expect(itemQuote(car, 1, {}, 1).price).toBe(car.minimum);
  });

  it('prices a sedan Austin -> Tucson (~1,445 km) in the hundreds of dollars', () => {
    const { price, low, high } = itemQuote(car, 1445, {}, 1);
    expect(price).toBeGreaterThan(600);
    expect(price).toBeLessThan(1200);
    expect(low).toBeLessThan(price);
    expect(high).toBeGreaterThan(price);
  });
});
