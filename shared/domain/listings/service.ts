import { providerVettingSummary, requirementsOfNewListing } from '../vetting/service.ts';
import type { VettingSummary } from '../vetting/views.ts';
import * as clock from '../../clock.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { coverageCountry } from '../../geo/countries.ts';
import { geocodePostalCode } from '../../geo/geocoder.ts';
import { routeKm } from '../../geo/distance.ts';
import {
  changeListingStatus,
  findListing,
  insertListing,
  listingsOfShipper,
  type ListingPage,
} from '../../data/listings.ts';
import { personOf } from '../users/person.ts';
import { assignedDriverOf, loadsOf, refuseDriverListing } from './drivers.ts';
import type { Member } from '../teams/types.ts';
import { findQuote } from '../../data/quotes.ts';
import { WHOLE_LIST_MAX } from '../limits/lists.ts';
import { recentlyWatchedListingIds, unwatchListing, watchListing } from '../../data/watches.ts';
import { parentCommodityOf, serviceTypes } from '../lookups/lookups.ts';
import { knownMakeAndModel } from '../pricing/vehicles.ts';
import type { CreateListingInput } from '../../schemas/listings.ts';
import type { Principal, User } from '../users/types.ts';
import { findUser } from '../../data/users.ts';
import { UnknownCursor } from '../../data/errors.ts';
import {
  checkModifiedVehicles,
  checkOneCommodity,
  checkTimeFrames,
  timeFrameAt,
  effectiveStatus,
  expiryOf,
  listerTypes,
  pricingFormatOf,
  storedReferenceNumbers,
  vehicleReadBack,
} from './rules.ts';
import type { Listing, ListingItem, ListingStatus, ListingStop, PricingFormat } from './types.ts';
import { saveForBookItNow } from '../stripe/saved-cards.ts';
import { existingListing, isBookedProvider, isOwner, isVisibleTo } from './access.ts';
import { countBusinessEvent } from '../../observability/metrics.ts';
import { withoutEmpty } from '../without-empty.ts';

// Listings (spec 2.6, 3.2, 4 rules 6-7). Ownership is checked here (403); state changes are
// conditional writes in shared/data/listings.ts (409 when the state moved meanwhile).

const vehicleCommodities = new Set(['CarsLightTrucks', 'MotorcyclesPowerSports']);

async function locateStops(stops: CreateListingInput['route']['items']): Promise<[ListingStop, ListingStop]> {
  const located = await Promise.all(
    stops.map(async (stop, i) => {
      const field = `route.items[${i}].address`;
      const country = coverageCountry(stop.address.country);
      if (!country)
        throw ValidationError.field(
          `${field}.country`,
          `${field}.country must be the US or Canada (the marketplace's coverage area).`,
        );
      const place = await geocodePostalCode(stop.address.postalCode, country);
      if (!place)
        throw ValidationError.field(
          `${field}.postalCode`,
          `${field}.postalCode '${stop.address.postalCode}' is not a postal code of ${country}.`,
        );
      const { address } = stop;
      const optional = <T>(value: T | null | undefined) => value ?? undefined;
      const located = {
        streetAddress: address.streetAddress,
        alternateStreetAddress: optional(address.alternateStreetAddress),
        majorMunicipality: address.majorMunicipality || place.majorMunicipality,
        postalCode: place.postalCode!,
        stateProvince: (address.stateProvince || place.stateProvince).toUpperCase(),
        country,
        type: address.type,
        contactPhoneNumber: optional(address.contactPhoneNumber),
        contactFullName: optional(address.contactFullName),
        formattedAddress: optional(address.formattedAddress),
        timeZone: optional(address.timeZone),
        latitude: place.latitude,
        longitude: place.longitude,
      };
      return {
        address: located,
        timeFrame: timeFrameAt({ ...stop.timeFrame, timeZone: optional(stop.timeFrame.timeZone) }, located),
        ...(stop.contact ? { contact: withoutEmpty(stop.contact) } : {}),
      } satisfies ListingStop;
    }),
  );
  return located as [ListingStop, ListingStop];
}

async function listingItems(input: CreateListingInput['items']): Promise<ListingItem[]> {
  return Promise.all(
    input.map(async (item) => {
      const { year: _year, makeName: _make, modelName: _model, details, ...rest } = item;
      const base: Omit<ListingItem, 'year' | 'makeName' | 'modelName'> = withoutEmpty(rest);
      if (!vehicleCommodities.has(item.commodity)) return { ...base, ...(details ? { details } : {}) };
      const known =
        item.makeName || item.modelName
          ? await knownMakeAndModel(item.makeName ?? '', item.modelName ?? '')
          : { make: false, model: false };
      return { ...base, ...vehicleReadBack(item, known), ...(details ? { details } : {}) };
    }),
  );
}

function checkServiceTypes(values: string[], commodity: string): void {
  const offered = new Set(serviceTypes(parentCommodityOf(commodity), 'en').items.map((s) => s.value));
  values.forEach((value, i) => {
    if (!offered.has(value))
      throw ValidationError.field(
        `serviceTypes[${i}]`,
        `'${value}' is not a service type for ${commodity} (GET /v2/lookups/serviceTypes?commodityCode=${commodity}).`,
      );
  });
}

/**
 * The card a listing saves: a BookItNow listing's alone (a broker's with a named price, whose bid books with no one
 * there to pay; its price is in USD or CAD, as every price). Any other listing pays, if on the platform, when a bid is
 * accepted.
 */
function bookItNowPaymentMethod(format: PricingFormat, input: CreateListingInput): string {
  if (format !== 'BookItNow')
    throw ValidationError.field(
      'payment',
      'Only a BookItNow listing (a broker’s, with a named price) saves a card; pay when you accept a bid instead.',
    );
  return input.payment!.paymentMethod;
}

export async function createListing(principal: Principal, input: CreateListingInput): Promise<Listing> {
  if (!listerTypes.includes(principal.userType)) {
    throw new ForbiddenError(
      `A ${principal.userType} cannot create listings; shippers (and brokers acting for one) can.`,
    );
  }
  checkOneCommodity(input.items);
  checkModifiedVehicles(input.items);
  const now = clock.now();
  checkServiceTypes(input.serviceTypes, input.items[0]!.commodity);
  const { shown, priceCorrelationId } = storedReferenceNumbers(input.referenceNumbers);
  if (priceCorrelationId) {
    const index = input.referenceNumbers.findIndex((r) => r.type === 'PriceCorrelationId');
    const quote = await findQuote(priceCorrelationId);
    if (!quote)
      throw ValidationError.field(
        `referenceNumbers[${index}].number`,
        'No fixed-price quote has this priceCorrelationId (unknown or expired).',
      );
    if (quote.userId !== principal.userId)
      throw new ForbiddenError('This fixed-price quote belongs to another user.', `referenceNumbers[${index}].number`);
  }
  const [stops, requirements] = await Promise.all([
    locateStops(input.route.items),
    requirementsOfNewListing(principal.userId, input.providerRequirements),
  ]);
  checkTimeFrames(stops, now);
  const saved = input.status === 'Saved';
  const timestamp = now.toISOString();
  const format = pricingFormatOf(input.pricing, principal.userType);
  const bookItNowPayment = input.payment
    ? await saveForBookItNow(principal.userId, bookItNowPaymentMethod(format, input), timestamp)
    : undefined;
  const money = (m: { amount: number; currencyType: string } | null | undefined) =>
    m ? { amount: m.amount, currencyType: m.currencyType } : undefined;
  const listing = await insertListing({
    shipperId: principal.userId,
    createdBy: personOf(principal),
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    ...(input.confidentialDescription ? { confidentialDescription: input.confidentialDescription } : {}),
    status: saved ? 'Saved' : 'Active',
    pricing: {
      format,
      namedPrice: money(input.pricing?.namedPrice),
      targetPrice: money(input.pricing?.targetPrice),
    },
    ...(input.insurance ? { insurance: { coverageAmount: money(input.insurance.coverageAmount)! } } : {}),
    ...(requirements ? { providerRequirements: requirements } : {}),
    route: { items: stops, kilometers: routeKm(stops.map((s) => s.address)) },
    items: await listingItems(input.items),
    referenceNumbers: shown,
    ...(priceCorrelationId ? { priceCorrelationId } : {}),
    ...(bookItNowPayment ? { bookItNowPayment } : {}),
    serviceTypes: input.serviceTypes,
    gallery: input.gallery,
    createdOn: timestamp,
    updatedOn: timestamp,
    ...(saved ? {} : { activatedOn: timestamp, expiresOn: expiryOf(stops[0].timeFrame.latestArrival, now) }),
    bidCount: 0,
  });
  countBusinessEvent('ListingsCreated');
  return listing;
}

// who may see and act on a listing: ./access.ts (kept small, for the functions that need only that)
export { existingListing, isBookedProvider, isOwner, isVisibleTo } from './access.ts';

export async function listingFor(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await existingListing(listingId, principal);
  if (!isVisibleTo(listing, principal)) {
    throw new ForbiddenError('This listing is not published; only its owner can see it.', 'listingId');
  }
  return listing;
}

async function ownListing(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await existingListing(listingId, principal);
  if (!isOwner(listing, principal)) throw new ForbiddenError("Only the listing's owner can do this.", 'listingId');
  return listing;
}

/** spec 3.2: a Saved listing must be activated to receive bids. */
export async function activateListing(principal: Principal, listingId: number): Promise<void> {
  const listing = await ownListing(principal, listingId);
  const now = clock.now();
  if (Date.parse(listing.route.items[0].timeFrame.latestArrival) <= now.getTime()) {
    throw ValidationError.field(
      'route.items[0].timeFrame.latestArrival',
      'The pickup window has already ended; create a new listing.',
    );
  }
  const from: ListingStatus[] = ['Saved'];
  const changed = await changeListingStatus(listingId, from, 'Active', {
    activatedOn: now.toISOString(),
    expiresOn: expiryOf(listing.route.items[0].timeFrame.latestArrival, now),
  });
  if (!changed) throw noLonger(from);
}

/** A status change refused: another request changed the listing's status since it was read. */
const noLonger = (from: ListingStatus[]) =>
  new ConflictError(`The listing is no longer ${from.join(' or ')}.`, 'status');

/** The owner withdraws a listing that is not booked. */
export async function cancelListing(principal: Principal, listingId: number): Promise<void> {
  await ownListing(principal, listingId);
  const from: ListingStatus[] = ['Saved', 'Active', 'OnHold'];
  if (!(await changeListingStatus(listingId, from, 'Cancelled'))) throw noLonger(from);
}

/** spec 4 rule 7: the caller's listings; `assignedTo=me`, the loads assigned to the calling driver (docs/teams.md). */
export async function listingsOfCaller(
  principal: Principal,
  options: { transitStatus?: string; assignedTo?: 'me'; skip: number; top: number; cursor?: string },
): Promise<ListingPage> {
  if (options.assignedTo === 'me') {
    if (options.transitStatus)
      throw ValidationError.field(
        'transitStatus',
        "A driver's loads are listed whole: leave out transitStatus with assignedTo.",
      );
    return loadsOf(principal, options);
  }
  refuseDriverListing(principal);
  return listingsOfShipper(principal.userId, options).catch((error: unknown) => {
    throw error instanceof UnknownCursor
      ? ValidationError.field(
          '$skiptoken',
          '$skiptoken is not one this list gave: follow the next link as it is, or page with $skip.',
        )
      : error;
  });
}

/** spec 4 rule 7: any user may watch a listing it can see; true when newly watched. */
export async function watch(principal: Principal, listingId: number): Promise<boolean> {
  await listingFor(principal, listingId);
  return watchListing(listingId, principal.userId, clock.now().toISOString());
}

export async function unwatch(principal: Principal, listingId: number): Promise<void> {
  await existingListing(listingId, principal);
  await unwatchListing(listingId, principal.userId);
}

/**
 * The caller's watched listings that still exist, most recently watched first: the newest
 * WHOLE_LIST_MAX watched (a list served whole reads no further than it shows, docs/limits.md);
 * `counted` when it watches more than that.
 */
export async function watchlist(
  principal: Principal,
): Promise<{ listings: Listing[]; counted?: { totalCount: number; totalCountCapped: true } }> {
  const watched = await recentlyWatchedListingIds(principal.userId, WHOLE_LIST_MAX);
  const listings = (await Promise.all(watched.items.map((id) => findListing(id)))).filter(
    (l): l is Listing => l !== undefined && isVisibleTo(l, principal),
  );
  return {
    listings,
    ...(watched.totalCountCapped
      ? { counted: { totalCount: watched.totalCount, totalCountCapped: true as const } }
      : {}),
  };
}

export { effectiveStatus };

/** spec 4 #2 and 7.3: contacts are for the owner and the booked provider, after booking. */
export async function contactsOf(
  principal: Principal,
  listingId: number,
): Promise<{ listing: Listing; shipper: User; provider: User; driver?: Member; providerVetting: VettingSummary }> {
  const listing = await existingListing(listingId, principal);
  if (!isOwner(listing, principal) && !isBookedProvider(listing, principal)) {
    throw new ForbiddenError(
      "Only the shipper and the booked service provider can see this listing's contacts.",
      'listingId',
    );
  }
  if (listing.status !== 'Booked' || listing.bookedProviderId === undefined) {
    throw new ForbiddenError('Contacts are available once the listing is booked.', 'listingId');
  }
  const [shipper, provider, driver, vetting] = await Promise.all([
    findUser(listing.shipperId),
    findUser(listing.bookedProviderId),
    assignedDriverOf(listing),
    providerVettingSummary(listing.bookedProviderId),
  ]);
  if (!shipper || !provider) throw new NotFoundError('A party of this listing no longer exists.', 'listingId');
  return { listing, shipper, provider, ...(driver ? { driver } : {}), providerVetting: vetting };
}
