import type { Language } from '../../language/language.ts';
import { distanceLabels } from '../../geo/distance.ts';
import { countryName, placeLabels, subdivisionName } from '../lookups/places.ts';
import type { Place } from '../../geo/geocoder.ts';
import { currencies } from '../lookups/lookups.ts';
import type { Estimate } from './estimate.ts';
import { moneyText } from '../../language/labels.ts';

// The estimate response (spec 2.7). Prices are whole US dollars.

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

export function addressView(place: Place, language: Language) {
  return {
    majorMunicipality: place.majorMunicipality,
    postalCode: place.postalCode,
    stateProvince: place.stateProvince,
    stateProvinceLabel: subdivisionName(place.country, place.stateProvince, language),
    country: place.country,
    countryLabel: countryName(place.country, language),
    latitude: twoDecimals(place.latitude),
    longitude: twoDecimals(place.longitude),
    ...placeLabels(place),
  };
}

export function moneyView(usd: number, language: Language) {
  const value = Math.round(usd);
  const formatted = moneyText(value, 'USD');
  const usDollar = currencies(language).items.find((c) => c.value === 'USD')!;
  return {
    value,
    label: formatted,
    shortLabel: formatted,
    currencyType: { value: usDollar.value, label: usDollar.label, shortLabel: usDollar.shortLabel },
  };
}

export function estimateView(result: Estimate, language: Language) {
  return {
    route: {
      distance: {
        kilometers: Math.round(result.kilometers),
        ...distanceLabels(
          result.kilometers,
          result.stops.map((s) => s.country),
        ),
      },
      items: result.stops.map((place) => ({ address: addressView(place, language) })),
    },
    price: moneyView(result.quote.price, language),
    lowPrice: moneyView(result.quote.low, language),
    highPrice: moneyView(result.quote.high, language),
  };
}
