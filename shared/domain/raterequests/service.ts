import * as clock from '../../clock.ts';
import { failedOn } from '../../data/errors.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { coverageCountry } from '../../geo/countries.ts';
import { geocodePostalCode, normalizePostalCode, reverseGeocode } from '../../geo/geocoder.ts';
import { routeKm } from '../../geo/distance.ts';
import { firstIdOfStoppedAttempt, newId, newUuid } from '../../data/ids.ts';
import { findListing } from '../../data/listings.ts';
import { findUser } from '../../data/users.ts';
import { newTrackingToken } from '../listings/links.ts';
import {
  bookRate as bookRateRecord,
  findRateRequest,
  insertRate,
  insertRateRequest,
  ratesOf,
} from '../../data/raterequests.ts';
import type { RateInput, RateRequestInput } from '../../schemas/raterequests.ts';
import type { Principal, UserType } from '../users/types.ts';
import { bidderTypes } from '../listings/rules.ts';
import type { Listing, ListingStop } from '../listings/types.ts';
import type { TransitRecord } from '../tracking/types.ts';
import type { Bid } from '../bids/types.ts';
import { statusRecordOf } from '../../data/transit.ts';
import { regionOf } from '../lookups/lookups.ts';
import { zoneOf } from '../time-frames.ts';
import { freightClasses } from './rules.ts';
import { dayOf, instantOf, localDay } from '../dates.ts';
import type { Rate, RateRequest, RateRequestStop } from './types.ts';
import { countBusinessEvent } from '../../observability/metrics.ts';
import { refuseBlocked } from '../provider-relations/service.ts';
import { personOf } from '../users/person.ts';
import { withoutEmpty } from '../without-empty.ts';
import { bookPaying } from '../payments/booking.ts';

// LTL rate requests (spec 2.9, 4 #7-#8, rule 10; docs/raterequests.md).

const requesterTypes: readonly UserType[] = ['Shipper', 'ShipperAndServiceProvider', 'Broker', 'Affiliate'];

/** spec 4 #7, 5.6: X-Affiliate defaults to the caller; only an Affiliate may name another user. */
async function affiliateOf(principal: Principal, header: string | undefined): Promise<number> {
  if (header === undefined || header === '') return principal.userId;
  if (!/^[1-9]\d{0,15}$/.test(header.trim()))
    throw ValidationError.field('X-Affiliate', 'X-Affiliate must be a user id.');
  const id = Number(header.trim());
  if (id === principal.userId) return id;
  if (principal.userType !== 'Affiliate')
    throw new ForbiddenError('Only an Affiliate may name another user in X-Affiliate.', 'X-Affiliate');
  if (!(await findUser(id)))
    throw ValidationError.field('X-Affiliate', `X-Affiliate names user ${id}, who does not exist.`);
  return id;
}

async function locate(
  stop: RateRequestInput['route']['items'][number],
  field: string,
): Promise<RateRequestStop['address']> {
  const { address } = stop;
  const base = {
    streetAddress: address.streetAddress,
    ...(address.alternateStreetAddress ? { alternateStreetAddress: address.alternateStreetAddress } : {}),
    type: address.type,
  };
  if (address.latitude != null && address.longitude != null) {
    const place = await reverseGeocode(address.latitude, address.longitude);
    if (!place)
      throw ValidationError.field(`${field}.latitude`, `${field}: these coordinates are outside the US and Canada.`);
    return {
      ...base,
      majorMunicipality: address.majorMunicipality || place.majorMunicipality,
      stateProvince: address.stateProvince || place.stateProvince,
      country: place.country,
      latitude: place.latitude,
      longitude: place.longitude,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    };
  }
  // spec 2.9: zip codes or latitude/longitude are required for both stops
  if (!address.postalCode)
    throw ValidationError.field(`${field}.postalCode`, `${field}.postalCode (or latitude and longitude) is required.`);
  const country = address.country
    ? coverageCountry(address.country)
    : normalizePostalCode(address.postalCode, 'US')
      ? 'US'
      : 'CA';
  if (!country) throw ValidationError.field(`${field}.country`, `${field}.country must be the US or Canada.`);
  const place = await geocodePostalCode(address.postalCode, country);
  if (!place)
    throw ValidationError.field(
      `${field}.postalCode`,
      `${field}.postalCode '${address.postalCode}' is not a postal code of ${country}.`,
    );
  return {
    ...base,
    majorMunicipality: address.majorMunicipality || place.majorMunicipality,
    postalCode: place.postalCode,
    stateProvince: place.stateProvince,
    country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

function checkTimeFrames(
  stops: readonly { timeFrame?: { earliestArrival: string; latestArrival: string } | null }[],
  pickupZone: string,
  now: Date,
): void {
  const [pickup, delivery] = stops as [(typeof stops)[0], (typeof stops)[0]];
  if (!pickup.timeFrame)
    throw ValidationError.field('route.items[0].timeFrame', 'The pickup needs a time frame (spec 2.9).', 40002);
  if (delivery.timeFrame)
    throw ValidationError.field('route.items[1].timeFrame', 'A rate request has no delivery time frame (spec 2.9).');
  if (pickup.timeFrame.earliestArrival !== pickup.timeFrame.latestArrival) {
    throw ValidationError.field(
      'route.items[0].timeFrame.latestArrival',
      'earliestArrival and latestArrival must be the same date (spec 2.9).',
    );
  }
  // spec 2.9 and 8: at least one day after the current date, in the pickup's time zone
  if (pickup.timeFrame.earliestArrival <= localDay(now, pickupZone)) {
    throw ValidationError.field(
      'route.items[0].timeFrame.earliestArrival',
      `The pickup date must be at least one day after today (${localDay(now, pickupZone)} in ${pickupZone}).`,
    );
  }
}

export async function createRateRequest(
  principal: Principal,
  input: RateRequestInput,
  affiliateHeader: string | undefined,
): Promise<RateRequest> {
  if (!requesterTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} cannot request LTL rates; shippers, brokers and affiliates can.`);
  const affiliateId = await affiliateOf(principal, affiliateHeader);
  input.route.items.forEach((stop, i) => {
    if (stop.address.type !== 'Residence' && !stop.contact?.companyName) {
      throw ValidationError.field(
        `route.items[${i}].contact.companyName`,
        `A ${stop.address.type} stop needs contact.companyName (spec 2.9).`,
        40002,
      );
    }
  });
  const classes = freightClasses(input.items);
  const addresses = await Promise.all(input.route.items.map((stop, i) => locate(stop, `route.items[${i}].address`)));
  const stops = input.route.items.map((stop, i) => ({
    address: addresses[i]!,
    // spec 2.9: dates; any date or time sent is the day it falls on at the stop (docs/dates.md)
    ...(stop.timeFrame
      ? { timeFrame: dayFrameAt(stop.timeFrame, zoneOf({ timeFrame: {}, address: addresses[i]! })) }
      : {}),
    attributes: stop.attributes,
    ...(stop.contact ? { contact: withoutEmpty(stop.contact) } : {}),
  })) as [RateRequestStop, RateRequestStop];
  checkTimeFrames(
    input.route.items.map((stop, i) => ({ timeFrame: stop.timeFrame && stops[i]!.timeFrame })),
    zoneOf({ timeFrame: {}, address: stops[0].address }),
    clock.now(),
  );
  return insertRateRequest({
    requesterId: principal.userId,
    createdBy: personOf(principal),
    affiliateId,
    ...(input.thirdPartyId ? { thirdPartyId: input.thirdPartyId } : {}),
    status: 'Open',
    route: { items: stops, kilometers: routeKm(stops.map((s) => s.address)) },
    items: input.items.map((item, i) => ({
      ...(withoutEmpty(item) satisfies Omit<
        RateRequest['items'][number],
        'freightClass' | 'freightClassComputed' | 'weightInGrams'
      >),
      weightInGrams: item.weightInGrams!,
      freightClass: classes[i]!,
      freightClassComputed: item.freightClass == null,
    })),
    attributes: input.attributes,
    pickupRegion: regionOf(stops[0].address.country, stops[0].address.stateProvince),
    createdOn: clock.now().toISOString(),
  });
}

async function existingRequest(rateRequestID: number): Promise<RateRequest> {
  const request = await findRateRequest(rateRequestID);
  if (!request) throw new NotFoundError(`Rate request ${rateRequestID} does not exist.`, 'rateRequestID');
  return request;
}

const isRequester = (request: RateRequest, principal: Principal) =>
  request.requesterId === principal.userId || request.affiliateId === principal.userId;

/** The requester (and its affiliate) always; carriers and brokers while it is open, to price it. */
export async function rateRequestFor(principal: Principal, rateRequestID: number): Promise<RateRequest> {
  const request = await existingRequest(rateRequestID);
  if (isRequester(request, principal)) return request;
  if (request.status === 'Open' && bidderTypes.includes(principal.userType)) return request;
  throw new ForbiddenError(
    'Only the requester, and carriers while it is open, can see this rate request.',
    'rateRequestID',
  );
}

/** A request booked already takes no rate and no second booking, whether read so or refused so by its write. */
const alreadyBooked = () => new ConflictError('The rate request is already booked.', 'rateRequestID');

/** spec 2.9 rule 10: providers respond with bookable rates. */
export async function offerRate(
  principal: Principal,
  rateRequestID: number,
  input: RateInput,
): Promise<{ rate: Rate; request: RateRequest }> {
  if (!bidderTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} cannot offer rates; carriers and brokers can.`);
  const request = await existingRequest(rateRequestID);
  if (isRequester(request, principal)) throw new ForbiddenError('You cannot rate your own request.', 'rateRequestID');
  await refuseBlocked(request.requesterId, principal.userId, 'rateRequestID');
  if (request.status !== 'Open') throw alreadyBooked();
  // a day sent is the end of that day at the pickup (docs/dates.md)
  const expiresOn = instantOf(
    input.expiresOn,
    zoneOf({ timeFrame: {}, address: request.route.items[0].address }),
    'end',
  );
  if (Date.parse(expiresOn) <= clock.nowMs())
    throw ValidationError.field('expiresOn', 'expiresOn must be in the future.');
  const rate = await insertRate({
    rateRequestID,
    requesterId: request.requesterId,
    providerId: principal.userId,
    price: { amount: input.price.amount, currencyType: input.price.currencyType },
    transitDays: input.transitDays,
    serviceLevel: input.serviceLevel,
    expiresOn,
    ...(input.comment ? { comment: input.comment } : {}),
    status: 'Offered',
    createdOn: clock.now().toISOString(),
  }).catch((error: unknown) => {
    throw failedOn(error, 'request') ? alreadyBooked() : error;
  });
  return { rate, request };
}

export async function ratesFor(
  principal: Principal,
  rateRequestID: number,
): Promise<{ request: RateRequest; rates: Rate[] }> {
  const request = await existingRequest(rateRequestID);
  if (!isRequester(request, principal))
    throw new ForbiddenError('Only the requester can see the rates of this request.', 'rateRequestID');
  return { request, rates: await ratesOf(rateRequestID) };
}

const dayFrameAt = (sent: { earliestArrival: string; latestArrival: string }, zone: string) => ({
  earliestArrival: dayOf(sent.earliestArrival, zone),
  latestArrival: dayOf(sent.latestArrival, zone),
  timeFrameType: 'on' as const,
});

/** End of a calendar day in a zone, as an instant: the deadline a carrier commits to. */
const endOfDay = (date: string, zone: string) => instantOf(date, zone, 'end');

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The booked shipment of a rate: a Booked listing with an Accepted bid, as if bid and accepted. */
function shipmentOf(
  request: RateRequest,
  rate: Rate,
  now: string,
): { listing: Listing; bid: Bid; record: TransitRecord } {
  const [pickup, delivery] = request.route.items;
  const pickupDate = pickup.timeFrame!.earliestArrival;
  const deliveryDate = addDays(pickupDate, rate.transitDays);
  const pickupZone = zoneOf({ timeFrame: {}, address: pickup.address });
  const deliveryZone = zoneOf({ timeFrame: {}, address: delivery.address });
  const stop = (s: RateRequestStop, date: string, zone: string): ListingStop => ({
    address: { ...s.address, postalCode: s.address.postalCode ?? '', timeZone: zone },
    timeFrame: {
      earliestArrival: instantOf(date, zone, 'start'),
      latestArrival: endOfDay(date, zone),
      timeFrameType: 'On',
      timeZone: zone,
    },
    ...(s.contact ? { contact: s.contact } : {}),
  });
  const listingId = newId();
  const bidId = newId();
  const recordId = newUuid();
  const listing: Listing = {
    listingId,
    shipperId: request.requesterId,
    title: `LTL shipment of rate request ${request.rateRequestID}`,
    status: 'Booked',
    pricing: { format: 'OfferPrice', namedPrice: rate.price },
    route: {
      items: [stop(pickup, pickupDate, pickupZone), stop(delivery, deliveryDate, deliveryZone)],
      kilometers: request.route.kilometers,
    },
    items: request.items.map((item) => ({ ...item, commodity: item.commodity })),
    referenceNumbers: [],
    serviceTypes: [],
    gallery: [],
    createdOn: now,
    updatedOn: now,
    bidCount: 1,
    lowestBid: rate.price.amount,
    acceptedBidId: bidId,
    bookedProviderId: rate.providerId,
    transitStatus: 'ReadyForDispatch',
    transitStatusRank: 0,
    trackingToken: newTrackingToken(),
  };
  const bid: Bid = {
    bidId,
    listingId,
    shipperId: request.requesterId,
    providerId: rate.providerId,
    price: rate.price,
    latestPickup: endOfDay(pickupDate, pickupZone),
    latestDelivery: endOfDay(deliveryDate, deliveryZone),
    comment: `Booked rate ${rate.rateId} (${rate.serviceLevel}, ${rate.transitDays} days)`,
    state: 'Accepted',
    createdOn: now,
    updatedOn: now,
  };
  const record: TransitRecord = {
    recordId,
    listingId,
    shipperId: request.requesterId,
    providerId: rate.providerId,
    status: 'ReadyForDispatch',
    punctuality: 'NotApplicable',
    recorded: now,
  };
  return { listing: { ...listing, statusRecords: [statusRecordOf(record)] }, bid, record };
}

/**
 * A booked request, booked again: the retry of a booking stopped after its transaction (it drew the shipment's
 * listingId first, so its retry draws the same: docs/idempotency.md) answers the shipment that booking made, paid or
 * not, as the first attempt would have. Any other booking of a booked request is refused.
 */
async function shipmentOfStoppedAttempt(request: RateRequest, rateId: number): Promise<Listing> {
  const { bookedRateId, listingId } = request;
  const bookedByIt = bookedRateId === rateId && listingId !== undefined && listingId === firstIdOfStoppedAttempt();
  const booked = bookedByIt ? await findListing(listingId, { consistent: true }) : undefined;
  if (!booked) throw alreadyBooked();
  return booked;
}

/**
 * The requester books one rate; exactly one booking per request, even under concurrency. With `payment`, paid on the
 * platform: charged first, booked with its payment in the booking's transaction, refunded at once when it loses its
 * race (docs/payments.md, as an accepted bid).
 */
export async function bookRate(
  principal: Principal,
  rateRequestID: number,
  rateId: number,
  input: { payment?: { paymentMethod: string } | undefined } = {},
): Promise<Listing> {
  const { request, rates } = await ratesFor(principal, rateRequestID);
  const rate = rates.find((r) => r.rateId === rateId);
  if (!rate) throw new NotFoundError(`Rate ${rateId} is not a rate of this request.`, 'rateId');
  if (request.status !== 'Open') return shipmentOfStoppedAttempt(request, rateId);
  if (Date.parse(rate.expiresOn) <= clock.nowMs()) throw new ConflictError('This rate has expired.', 'rateId');
  const now = clock.now().toISOString();
  const shipment = shipmentOf(request, rate, now);
  await bookPaying(
    { ...shipment, now },
    input.payment,
    (paid) => bookRateRecord(request, rate, { ...shipment, ...(paid ? { paid } : {}) }, now),
    alreadyBooked,
  );
  countBusinessEvent('Bookings');
  return shipment.listing;
}
