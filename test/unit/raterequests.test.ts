import { describe, expect, it } from 'vitest';
import {
  densityLbPerCubicFoot,
  freightClasses,
  freightClassOfDensity,
} from '../../shared/domain/raterequests/rules.ts';
import { localDay } from '../../shared/domain/dates.ts';
import { ValidationError } from '../../shared/errors.ts';

describe('freight class from density (NMFC scale)', () => {
  it('maps densities onto the 18 tiers at their boundaries', () => {
    expect(freightClassOfDensity(60)).toBe(50);
    expect(freightClassOfDensity(50)).toBe(50);
    expect(freightClassOfDensity(49.9)).toBe(55);
    expect(freightClassOfDensity(15)).toBe(70);
    expect(freightClassOfDensity(9.5)).toBe(100);
    expect(freightClassOfDensity(0.5)).toBe(500);
  });

  it('computes density in lb/ft3 from grams and cubic metres', () => {
    // 1 m3 weighing 160.18 kg is 10 lb/ft3
    expect(densityLbPerCubicFoot(160_185, 1)).toBeCloseTo(10, 2);
  });

  it('classes a 48x40 pallet 1.2 m high weighing 400 kg (16.8 lb/ft3) at 70', () => {
    expect(
      freightClasses([
        {
          lengthInMeters: 1.219,
          heightInMeters: 1.2,
          weightInGrams: 400_000,
          unitCount: 1,
          handlingUnit: 'Pallets48X40Inches',
        },
      ]),
    ).toEqual([70]);
  });

  it('keeps given classes, and refuses a mix of forms or a missing weight', () => {
    expect(freightClasses([{ freightClass: 85, weightInGrams: 1, unitCount: 1, handlingUnit: 'Boxes' }])).toEqual([85]);
    expect(() =>
      freightClasses([
        { freightClass: 85, weightInGrams: 1, unitCount: 1, handlingUnit: 'Boxes' },
        { lengthInMeters: 1, heightInMeters: 1, weightInGrams: 1, unitCount: 1, handlingUnit: 'Boxes' },
      ]),
    ).toThrow(ValidationError);
    expect(() =>
      freightClasses([{ lengthInMeters: 1, heightInMeters: 1, unitCount: 1, handlingUnit: 'Boxes' }]),
    ).toThrow(/weightInGrams/);
  });
});

describe('local dates', () => {
  it('are the calendar date where the pickup is', () => {
    const instant = new Date('2026-12-01T04:00:00Z');
    expect(localDay(instant, 'America/Chicago')).toBe('2026-11-30');
    expect(localDay(instant, 'UTC')).toBe('2026-12-01');
  });
});
