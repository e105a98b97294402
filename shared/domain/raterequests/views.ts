import type { Language } from '../../language/language.ts';
import { distanceLabels } from '../../geo/distance.ts';
import { canonicalInstant } from '../dates.ts';
import { placeLabels } from '../lookups/places.ts';
import { labelled } from '../../language/labels.ts';
import { moneyLabel } from '../listings/views.ts';
import type { Link } from '../users/views.ts';
import type { Rate, RateRequest } from './types.ts';
import type { Principal } from '../users/types.ts';
import { createdByShown } from '../users/person.ts';

// Response shapes of rate requests and rates (docs/raterequests.md).

export const ratesUrl = (rateRequestID: number, baseUrl: string) => `${baseUrl}/v2/raterequests/${rateRequestID}/rates`;

/** Street addresses and contacts are the requester's; carriers pricing the request see places. */
export function rateRequestView(request: RateRequest, requester: boolean, baseUrl: string, viewer?: Principal) {
  const [pickup, delivery] = request.route.items;
  return {
    rateRequestID: request.rateRequestID,
    status: request.status,
    ...(requester && request.thirdPartyId ? { thirdPartyId: request.thirdPartyId } : {}),
    route: {
      distance: {
        kilometers: Math.round(request.route.kilometers),
        ...distanceLabels(request.route.kilometers, [pickup.address.country, delivery.address.country]),
      },
      items: request.route.items.map((stop) => ({
        address: {
          ...(requester
            ? { streetAddress: stop.address.streetAddress, alternateStreetAddress: stop.address.alternateStreetAddress }
            : {}),
          majorMunicipality: stop.address.majorMunicipality,
          postalCode: stop.address.postalCode,
          stateProvince: stop.address.stateProvince,
          country: stop.address.country,
          type: stop.address.type,
          latitude: stop.address.latitude,
          longitude: stop.address.longitude,
          ...placeLabels(stop.address),
        },
        ...(stop.timeFrame ? { timeFrame: stop.timeFrame } : {}),
        attributes: stop.attributes,
        ...(requester && stop.contact ? { contact: stop.contact } : {}),
      })),
    },
    items: request.items,
    attributes: request.attributes,
    createdOn: request.createdOn,
    ...createdByShown(request, request.requesterId, viewer),
    ...(request.listingId ? { listingId: request.listingId } : {}),
    links: [
      { rel: 'Rates', verb: 'GET', href: ratesUrl(request.rateRequestID, baseUrl), title: 'rates' },
      { rel: 'Create', verb: 'POST', href: ratesUrl(request.rateRequestID, baseUrl), title: 'offer a rate' },
      ...(request.listingId
        ? [
            {
              rel: 'Shipment',
              verb: 'GET' as const,
              href: `${baseUrl}/v2/listings/${request.listingId}`,
              title: 'booked shipment',
            },
          ]
        : []),
    ] satisfies Link[],
  };
}

/**
 * A rate's status as the requester and provider read it: Booked when the request names it (a
 * booking does not rewrite the rate; rates booked before that say Booked themselves), NotSelected
 * when the request booked another, Expired past its expiry, else Offered.
 */
export function rateStatusOf(
  rate: Rate,
  request: RateRequest,
  now = Date.now(),
): 'Offered' | 'Booked' | 'NotSelected' | 'Expired' {
  if (rate.status === 'Booked' || request.bookedRateId === rate.rateId) return 'Booked';
  if (Date.parse(rate.expiresOn) <= now) return 'Expired';
  return request.status === 'Booked' ? 'NotSelected' : 'Offered';
}

export function rateView(rate: Rate, request: RateRequest, baseUrl: string, language: Language) {
  const status = rateStatusOf(rate, request);
  const bookable = status === 'Offered';
  const url = `${ratesUrl(rate.rateRequestID, baseUrl)}/${rate.rateId}`;
  return {
    rateId: rate.rateId,
    rateRequestID: rate.rateRequestID,
    providerId: rate.providerId,
    price: moneyLabel(rate.price),
    transitDays: rate.transitDays,
    serviceLevel: labelled(rate.serviceLevel, [rate.serviceLevel, rate.serviceLevel, rate.serviceLevel], language),
    expiresOn: canonicalInstant(rate.expiresOn),
    status,
    ...(rate.comment ? { comment: rate.comment } : {}),
    links: bookable
      ? ([{ rel: 'Book', verb: 'POST', href: `${url}/booking`, title: 'book this rate' }] satisfies Link[])
      : [],
  };
}
