import { ValidationError } from '../../errors.ts';
import { routeKm } from '../../geo/distance.ts';
import type { Place } from '../../geo/geocoder.ts';
import type { EstimateInput } from '../../schemas/estimate.ts';
import { parentCommodityOf } from '../lookups/lookups.ts';
import { locateStop } from './locations.ts';
import { lanePricer } from './market-quotes.ts';
import { pricedItem } from './items.ts';
import { itemQuote, pricingOf, sumQuotes, type Quote } from './pricing.ts';

// POST /v2/estimate (spec 2.7). Decisions where the spec is open: docs/pricing.md.

export interface Estimate {
  stops: Place[];
  kilometers: number;
  quote: Quote;
}

export async function estimate(input: EstimateInput): Promise<Estimate> {
  input.items.forEach((item, i) => {
    if (!pricingOf(item.commodity)) {
      const what =
        parentCommodityOf(item.commodity) === item.commodity
          ? 'is a parent commodity, which returns no estimate'
          : 'is not a supported subcommodity';
      throw ValidationError.field(
        `items[${i}].commodity`,
        `content invalid: '${item.commodity}' ${what}; give a supported subcommodity of spec 2.7 in items.`,
      );
    }
  });
  const stops = await Promise.all(
    input.route.items.map((stop, i) => locateStop(stop.address, `route.items[${i}].address`)),
  );
  // The first stop is the origin and the last the destination (spec 2.7).
  const origin = stops[0]!;
  const destination = stops[stops.length - 1]!;
  const kilometers = routeKm([origin, destination]);
  // the model, moved toward what the marketplace booked on this lane (docs/pricing.md)
  const priced = lanePricer(origin, destination);
  const quotes = await Promise.all(
    input.items.map(async (item) => {
      const { subcommodity, size } = (await pricedItem(item))!;
      return priced(itemQuote(pricingOf(subcommodity)!, kilometers, size, item.unitCount), subcommodity);
    }),
  );
  return { stops, kilometers, quote: sumQuotes(quotes) };
}
