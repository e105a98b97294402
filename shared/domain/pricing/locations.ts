import { ErrorCode, ValidationError } from '../../errors.ts';
import { coverageCountry } from '../../geo/countries.ts';
import { geocodeCity, geocodePostalCode, reverseGeocode, type Place } from '../../geo/geocoder.ts';
import type { EstimateAddressInput } from '../../schemas/estimate.ts';

// Locating a stop (spec 2.7): precision may differ per stop, and the most specific given wins:
// latitude/longitude, then postal code (with country), then majorMunicipality + stateProvince
// (with country). The spec's messages (7.3) name what a client should send instead.

export const UNABLE_TO_GEOCODE = 'Unable to geocode route';
export const COUNTRY_REQUIRED = 'Country is required';

const unableToGeocode = (field: string) =>
  new ValidationError(
    [
      {
        code: ErrorCode.InvalidValue,
        field,
        reason:
          `${UNABLE_TO_GEOCODE}: give latitude and longitude, or postal codes with country, or ` +
          `majorMunicipality and stateProvince with country.`,
        severity: 'Error',
      },
    ],
    UNABLE_TO_GEOCODE,
  );

export async function locateStop(address: EstimateAddressInput, field: string): Promise<Place> {
  const hasLatitude = address.latitude != null;
  const hasLongitude = address.longitude != null;
  if (hasLatitude !== hasLongitude) {
    const missing = hasLatitude ? 'longitude' : 'latitude';
    throw ValidationError.field(
      `${field}.${missing}`,
      `${field}.${missing} is required with ${hasLatitude ? 'latitude' : 'longitude'}.`,
      ErrorCode.Required,
    );
  }
  if (hasLatitude && hasLongitude) {
    const place = await reverseGeocode(address.latitude!, address.longitude!);
    if (!place) throw unableToGeocode(field);
    return { ...place, ...(address.postalCode ? { postalCode: address.postalCode } : {}) };
  }
  if (!address.country) {
    throw new ValidationError(
      [
        {
          code: ErrorCode.Required,
          field: `${field}.country`,
          reason: `${COUNTRY_REQUIRED}: give the country for origin and destination, or coordinates.`,
          severity: 'Error',
        },
      ],
      COUNTRY_REQUIRED,
    );
  }
  const country = coverageCountry(address.country);
  if (!country) throw unableToGeocode(field);
  if (address.postalCode) {
    const place = await geocodePostalCode(address.postalCode, country);
    if (place) return place;
    throw unableToGeocode(field);
  }
  if (address.majorMunicipality && address.stateProvince) {
    const place = await geocodeCity(address.majorMunicipality, address.stateProvince, country);
    if (place) return place;
  }
  throw unableToGeocode(field);
}
