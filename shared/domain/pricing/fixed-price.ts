import { newUuid } from '../../data/ids.ts';
import { ValidationError } from '../../errors.ts';
import { coverageCountry } from '../../geo/countries.ts';
import { geocodePostalCode } from '../../geo/geocoder.ts';
import { routeKm } from '../../geo/distance.ts';
import { putQuote, type StoredQuote } from '../../data/quotes.ts';
import { parentCommodityOf } from '../lookups/lookups.ts';
import type { FixedPriceInput } from '../../schemas/fixed-price.ts';
import type { Principal } from '../users/types.ts';
import { itemQuote, pricingOf, sumQuotes } from './pricing.ts';
import { lanePricer } from './market-quotes.ts';
import { pricedItem } from './items.ts';
import * as clock from '../../clock.ts';

// POST /v2/fixedprice (spec 2.2, 2.3): a bookable price for household goods moved by a carrier,
// US and Canada only. Rates and reasoning: docs/pricing.md.

/** The marketplace's service charge: price = nypAmount * (1 + SERVICE_CHARGE). */
export const SERVICE_CHARGE = 0.15;
/** Protection premium: this share of the declared coverage, at least MINIMUM_PREMIUM. */
export const PREMIUM_RATE = 0.015;
export const MINIMUM_PREMIUM = 25;
/** Weight assumed for items sent without one: household goods average ~7 lb/ft3. */
export const HOUSEHOLD_DENSITY_GRAMS_PER_M3 = 112_000;
/** How long a quote can be linked to a listing. */
export const QUOTE_VALID_DAYS = 7;

const cents = (n: number) => Math.round(n * 100) / 100;

async function locate(code: string, countryCode: string | null | undefined, field: string, countryField: string) {
  const country = coverageCountry(countryCode ?? 'US');
  if (!country)
    throw ValidationError.field(countryField, `${countryField}: fixed price covers the US and Canada only (spec 2.2).`);
  const place = await geocodePostalCode(code, country);
  if (!place)
    throw ValidationError.field(
      field,
      `${field} '${code}' is not a postal code of ${country === 'US' ? 'the US' : 'Canada'}.`,
    );
  return place;
}

export async function fixedPriceQuote(principal: Principal, input: FixedPriceInput): Promise<StoredQuote> {
  const commodity = input.commodity ?? 'Furniture';
  if (parentCommodityOf(commodity) !== 'HouseholdGoods' || commodity === 'HouseholdGoods') {
    throw ValidationError.field(
      'commodity',
      `Fixed price applies to household goods only (spec 2.2); '${commodity}' is not a household goods subcommodity.`,
    );
  }
  const [origin, destination] = await Promise.all([
    locate(input.originPostalCode, input.originCountryCode, 'originPostalCode', 'originCountryCode'),
    locate(
      input.destinationPostalCode,
      input.destinationCountryCode,
      'destinationPostalCode',
      'destinationCountryCode',
    ),
  ]);
  const km = routeKm([origin, destination]);
  // household goods move like furniture: blanket-wrapped, by weight (shared/domain/pricing/items.ts)
  const { subcommodity } = (await pricedItem({ commodity }))!;
  const model = pricingOf(subcommodity)!;
  const modelQuote = sumQuotes(
    input.items.map((item) => {
      const volume = item.heightInMeters * item.widthInMeters * item.lengthInMeters;
      const weightInGrams = item.weightInGrams ?? Math.max(1000, volume * HOUSEHOLD_DENSITY_GRAMS_PER_M3);
      return itemQuote(model, km, { weightInGrams }, item.unitCount);
    }),
  );
  // what carriers booked household goods for on this lane moves the carrier's price (docs/pricing.md)
  const { price: carrierPrice } = await lanePricer(origin, destination)(modelQuote, subcommodity);
  const nypAmount = cents(carrierPrice);
  const coverage = input.insurance?.coverageAmount;
  const now = clock.now();
  const quote: StoredQuote = {
    priceCorrelationId: newUuid(),
    userId: principal.userId,
    nypAmount,
    price: cents(nypAmount * (1 + SERVICE_CHARGE)),
    currencyType: 'USD',
    ...(coverage
      ? {
          coverageAmount: { amount: coverage.amount, currencyType: coverage.currencyType },
          premium: {
            amount: cents(Math.max(MINIMUM_PREMIUM, coverage.amount * PREMIUM_RATE)),
            currencyType: coverage.currencyType,
          },
        }
      : {}),
    originPostalCode: origin.postalCode!,
    destinationPostalCode: destination.postalCode!,
    createdOn: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + QUOTE_VALID_DAYS * 86_400,
  };
  await putQuote(quote);
  return quote;
}

/** spec 2.3 */
export function fixedPriceView(quote: StoredQuote) {
  return {
    price: quote.price,
    nypAmount: quote.nypAmount,
    priceCorrelationId: quote.priceCorrelationId,
    ...(quote.premium ? { insuranceQuote: { premium: quote.premium }, coverageAmount: quote.coverageAmount } : {}),
  };
}
