import { describe, expect, it } from 'vitest';
import {
  HALF_LIFE_DAYS,
  KEPT_OBSERVATIONS,
  levelView,
  marketAdjustment,
  marketLevelsOf,
  PARTY_CAP,
  PRIOR_WEIGHT,
  withObservation,
  type MarketObservation,
} from '../../shared/domain/pricing/market.ts';

// The market rules (docs/pricing.md, "What the marketplace books"): pure, so every weight and cap is
// checked exactly here; test/integration/market-prices.test.ts drives bookings through the API.

const now = Date.parse('2026-11-23T12:00:00Z');
const day = 86_400_000;
let nextId = 1;
const observed = (ratio: number, over: Partial<MarketObservation> = {}): MarketObservation => ({
  listingId: nextId++,
  bookedOn: now,
  ratio,
  shipperId: nextId,
  providerId: 1000 + nextId,
  lane: '9q5>9xj',
  kilometers: 1500,
  pricePerUnit: 900,
  ...over,
});
const band = { low: 0.85, high: 1.2 };
const none = { lane: [], region: [], nation: [] };

describe('market levels', () => {
  it('a lane is area to area (metro cells), a region pair, and the nation, per subcommodity', () => {
    const levels = marketLevelsOf(
      'CarsLightTrucks',
      { latitude: 47.61, longitude: -122.33, region: 'USA-WA' },
      { latitude: 39.74, longitude: -104.99, region: 'USA-CO' },
    );
    expect(levels).toEqual({
      lane: 'CarsLightTrucks#c23>9xj',
      region: 'CarsLightTrucks#USA-WA>USA-CO',
      nation: 'CarsLightTrucks',
    });
  });

  it('a booking is kept once however often it is added, and only the most recent are kept', () => {
    const first = observed(1.2);
    const kept = withObservation([], first)!;
    expect(withObservation(kept, first)).toBeUndefined();
    let many: MarketObservation[] = [];
    for (let i = 0; i < KEPT_OBSERVATIONS + 10; i++)
      many = withObservation(many, observed(1, { bookedOn: now - (100 - i) * day }))!;
    expect(many).toHaveLength(KEPT_OBSERVATIONS);
    expect(Math.min(...many.map((o) => o.bookedOn))).toBe(now - (100 - 10) * day);
  });
});

describe('blending', () => {
  it('no observations: the model, its band unchanged', () => {
    expect(marketAdjustment(none, band, now)).toEqual({ ratio: 1, lowRatio: 0.85, highRatio: 1.2, observations: 0 });
  });

  it('n independent bookings on the lane weigh n / (n + PRIOR) toward their median', () => {
    for (const n of [1, 5, 20]) {
      const lane = Array.from({ length: n }, () => observed(2));
      expect(marketAdjustment({ ...none, lane }, band, now).ratio).toBeCloseTo(1 + n / (n + PRIOR_WEIGHT), 6);
    }
  });

  it('the centre is the median: one wild price does not move it', () => {
    const lane = [1.5, 1.5, 1.5, 1.5, 40].map((r) => observed(r));
    expect(levelView(lane, now)!.centre).toBe(1.5);
  });

  it('older bookings weigh less: one half-life halves a booking', () => {
    const view = levelView([observed(1.5, { bookedOn: now - HALF_LIFE_DAYS * day })], now)!;
    expect(view.effective).toBeCloseTo(0.5, 6);
    expect(levelView([observed(1.5, { bookedOn: now - 400 * day })], now)).toBeUndefined();
  });

  it('one shipper, or one provider, weighs at most PARTY_CAP bookings', () => {
    const oneShipper = Array.from({ length: 30 }, () => observed(3, { shipperId: 7 }));
    expect(levelView(oneShipper, now)!.effective).toBeCloseTo(PARTY_CAP, 6);
    const oneProvider = Array.from({ length: 30 }, () => observed(3, { providerId: 8 }));
    expect(levelView(oneProvider, now)!.effective).toBeCloseTo(PARTY_CAP, 6);
    // so 30 bookings of one pair move the lane less than 5 of five different pairs
    const five = Array.from({ length: 5 }, () => observed(3));
    expect(marketAdjustment({ ...none, lane: oneShipper }, band, now).ratio).toBeLessThan(
      marketAdjustment({ ...none, lane: five }, band, now).ratio,
    );
  });

  it('a region or the nation moves a lane without bookings only once it spans three lanes', () => {
    const oneLane = Array.from({ length: 10 }, () => observed(2, { lane: 'a>b' }));
    expect(marketAdjustment({ ...none, region: oneLane, nation: oneLane }, band, now).ratio).toBe(1);
    const threeLanes = ['a>b', 'c>d', 'e>f'].flatMap((lane) => Array.from({ length: 4 }, () => observed(2, { lane })));
    const { ratio } = marketAdjustment({ ...none, nation: threeLanes }, band, now);
    expect(ratio).toBeCloseTo(1 + 12 / (12 + PRIOR_WEIGHT), 6);
  });

  it('the band follows the observed spread around the centre', () => {
    const tight = Array.from({ length: 40 }, (_, i) => observed(1.3 + (i % 3) * 0.01));
    const { lowRatio, highRatio } = marketAdjustment({ ...none, lane: tight }, band, now);
    expect(lowRatio).toBeGreaterThan(band.low);
    expect(highRatio).toBeLessThan(band.high);
    expect(lowRatio).toBeLessThanOrEqual(1);
    expect(highRatio).toBeGreaterThanOrEqual(1);
  });
});
