import { readMarket } from '../../data/market-prices.ts';
import type { Place } from '../../geo/geocoder.ts';
import { regionOf } from '../lookups/lookups.ts';
import { adjusted, marketAdjustment, marketLevelsOf, type Stop } from './market.ts';
import type { Quote } from './pricing.ts';

// Estimates and fixed prices, moved toward what the marketplace booked on their lane
// (docs/pricing.md): one BatchGetItem of the lane's three levels per subcommodity priced.

/** A place as a market level reads it: where it is, and its state or province. */
export const marketStopOf = (place: Pick<Place, 'latitude' | 'longitude' | 'country' | 'stateProvince'>): Stop =>
  ({ latitude: place.latitude, longitude: place.longitude, region: regionOf(place.country, place.stateProvince) });

/** A model quote for one subcommodity on a lane, moved toward what the market booked there. */
export async function marketQuote(quote: Quote, subcommodity: string, origin: Place, destination: Place, now = Date.now()): Promise<Quote> {
  const market = await readMarket(marketLevelsOf(subcommodity, marketStopOf(origin), marketStopOf(destination)));
  return adjusted(quote, marketAdjustment(market, { low: quote.low / quote.price, high: quote.high / quote.price }, now));
}
