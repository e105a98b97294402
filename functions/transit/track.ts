import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { reverseGeocode } from '../../shared/geo/geocoder.ts';
import { tracking } from '../../shared/domain/tracking/service.ts';
import { trackingView } from '../../shared/domain/tracking/views.ts';

// spec 4 #3, 2.5
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { listing, records, carrier, driver } = await tracking(
    principal,
    parseInput(ListingIdPath, pathParameters, 'path').listingId,
  );
  const last =
    listing.lastLocation && (await reverseGeocode(listing.lastLocation.latitude, listing.lastLocation.longitude));
  return ok(trackingView(listing, records, carrier, driver, last, baseUrl, language));
});
