import { readMarket } from '../../data/market-prices.ts';
import type { Place } from '../../geo/geocoder.ts';
import { regionOf } from '../lookups/lookups.ts';
import { adjusted, marketAdjustment, marketLevelsOf, type MarketRead, type Stop } from './market.ts';
import type { Quote } from './pricing.ts';

// Estimates and fixed prices, moved toward what the marketplace booked on their lane
// (docs/pricing.md): one BatchGetItem of the lane's three levels per subcommodity a request prices.

/** A place as a market level reads it: where it is, and its state or province. */
export const marketStopOf = (place: Pick<Place, 'latitude' | 'longitude' | 'country' | 'stateProvince'>): Stop => ({
  latitude: place.latitude,
  longitude: place.longitude,
  region: regionOf(place.country, place.stateProvince),
});

/**
 * Model quotes on one lane, moved toward what the market booked there: each subcommodity's levels
 * are read once, however many item lines of a request name it.
 */
export function lanePricer(
  origin: Place,
  destination: Place,
  now = Date.now(),
): (quote: Quote, subcommodity: string) => Promise<Quote> {
  const reads = new Map<string, Promise<MarketRead>>();
  return async (quote, subcommodity) => {
    if (!reads.has(subcommodity))
      reads.set(
        subcommodity,
        readMarket(marketLevelsOf(subcommodity, marketStopOf(origin), marketStopOf(destination))),
      );
    const market = await reads.get(subcommodity)!;
    return adjusted(
      quote,
      marketAdjustment(market, { low: quote.low / quote.price, high: quote.high / quote.price }, now),
    );
  };
}
