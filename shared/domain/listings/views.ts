import type { Language } from '../../language/language.ts';
import { distanceLabels } from '../../geo/distance.ts';
import { canonicalInstant } from '../dates.ts';
import { countryName, placeLabels, subdivisionName } from '../lookups/places.ts';
import { labelled, moneyText, type Localized } from '../../language/labels.ts';
import { displayNameOf, feedbackView, userLinks, type Link } from '../users/views.ts';
import type { Principal, User } from '../users/types.ts';
import { effectiveStatus } from './rules.ts';
import { attachmentsUrl, trackingPageUrl } from './links.ts';
import type { Listing, ListingStop, Money, PublicStop } from './types.ts';
import { isBookedProvider, isOwner } from './parties.ts';
import { driverContactView, type Driver } from './drivers.ts';
import { createdByShown } from '../users/person.ts';
import type { VettingSummary } from '../vetting/views.ts';

// Response shapes of listings and contacts (docs/listings.md); a bid's: shared/domain/bids/views.ts.

const statusLabels: Record<string, Localized> = {
  Saved: ['Saved', 'Enregistrée', 'Gespeichert'],
  Active: ['Active', 'Active', 'Aktiv'],
  OnHold: ['On hold', 'En attente', 'Angehalten'],
  Booked: ['Booked', 'Réservée', 'Gebucht'],
  Cancelled: ['Cancelled', 'Annulée', 'Storniert'],
  Expired: ['Expired', 'Expirée', 'Abgelaufen'],
};
const transitLabels: Record<string, Localized> = {
  ReadyForDispatch: ['Booked', 'Réservée', 'Gebucht'],
  Dispatched: ['Dispatched', 'Expédiée', 'Abgefertigt'],
  PickedUp: ['Picked up', 'Enlevée', 'Abgeholt'],
  Delivered: ['Delivered', 'Livrée', 'Zugestellt'],
};

export const listingUrl = (listingId: number, baseUrl: string) => `${baseUrl}/v2/listings/${listingId}`;

export function moneyLabel(money: Money) {
  const formatted = moneyText(money.amount, money.currencyType);
  return { value: money.amount, label: formatted, shortLabel: formatted, currencyType: money.currencyType };
}

const twoDecimals = (n: number) => Math.round(n * 100) / 100;

/** What anyone sees of a stop (docs/listings.md): the place and the time frame. */
function publicStopView(stop: PublicStop, language: Language) {
  const { address } = stop;
  return {
    address: {
      majorMunicipality: address.majorMunicipality,
      postalCode: address.postalCode,
      stateProvince: address.stateProvince,
      stateProvinceLabel: subdivisionName(address.country, address.stateProvince, language),
      country: address.country,
      countryLabel: countryName(address.country, language),
      type: address.type,
      timeZone: address.timeZone,
      latitude: twoDecimals(address.latitude),
      longitude: twoDecimals(address.longitude),
      ...placeLabels(address),
    },
    // one form for every instant read back (docs/dates.md), whatever form the item keeps
    timeFrame: {
      ...stop.timeFrame,
      earliestArrival: canonicalInstant(stop.timeFrame.earliestArrival),
      latestArrival: canonicalInstant(stop.timeFrame.latestArrival),
    },
  };
}

/** Who is looking decides what is shown: street addresses and contacts are for the two parties. */
function stopView(stop: ListingStop, party: boolean, language: Language) {
  const shown = publicStopView(stop, language);
  if (!party) return shown;
  const { address } = stop;
  return {
    address: {
      streetAddress: address.streetAddress,
      alternateStreetAddress: address.alternateStreetAddress,
      contactPhoneNumber: address.contactPhoneNumber,
      contactFullName: address.contactFullName,
      formattedAddress: address.formattedAddress,
      ...shown.address,
    },
    timeFrame: shown.timeFrame,
    ...(stop.contact ? { contact: stop.contact } : {}),
  };
}

/** The Route object: distance with its labels, and the stops as `stopView` shows them. */
export function routeView<S extends PublicStop>(
  kilometers: number,
  stops: readonly S[],
  stopView: (stop: S) => unknown,
) {
  return {
    distance: {
      kilometers: Math.round(kilometers),
      ...distanceLabels(
        kilometers,
        stops.map((s) => s.address.country),
      ),
    },
    items: stops.map(stopView),
  };
}

/** The route as anyone sees it (search results). */
export const publicRouteView = (kilometers: number, stops: readonly PublicStop[], language: Language) =>
  routeView(kilometers, stops, (stop) => publicStopView(stop, language));

export function pricingView(listing: Listing) {
  const { pricing } = listing;
  return {
    format: pricing.format,
    ...(pricing.namedPrice ? { namedPrice: moneyLabel(pricing.namedPrice) } : {}),
    ...(pricing.targetPrice ? { targetPrice: moneyLabel(pricing.targetPrice) } : {}),
    isAuction: pricing.format === 'Auction',
    isBrokered: pricing.format === 'BookItNow',
    ...(listing.bidCount > 0 ? { totalBidsPlaced: listing.bidCount } : {}),
    ...(listing.lowestBid !== undefined
      ? {
          lowestBidPrice: moneyLabel({
            amount: listing.lowestBid,
            currencyType: pricing.namedPrice?.currencyType ?? 'USD',
          }),
        }
      : {}),
  };
}

/**
 * What only the two parties of a booked listing are shown: its documents and public tracking page (docs/attachments.md,
 * docs/tracking.md).
 */
export function partyLinks(listing: Listing, baseUrl: string): Link[] {
  return [
    { rel: 'Attachments', verb: 'GET', href: attachmentsUrl(listing.listingId, baseUrl), title: 'documents' },
    ...(listing.trackingToken
      ? [
          {
            rel: 'TrackingPage',
            verb: 'GET' as const,
            href: trackingPageUrl(listing.trackingToken, baseUrl),
            title: 'public tracking page',
          },
        ]
      : []),
  ];
}

export function listingLinks(listing: Listing, principal: Principal, baseUrl: string): Link[] {
  const self = listingUrl(listing.listingId, baseUrl);
  const links: Link[] = [
    { rel: 'Self', verb: 'GET', href: self, title: 'listing' },
    { rel: 'Create', verb: 'POST', href: `${self}/watch`, title: 'watch' },
    { rel: 'Bids', verb: 'GET', href: `${self}/bids`, title: 'bids' },
  ];
  if (listing.status === 'Saved' && isOwner(listing, principal))
    links.push({ rel: 'Activate', verb: 'POST', href: `${self}/activation`, title: 'activation' });
  if (listing.status === 'Booked') {
    // spec 2.11: an Item link titled transitStatuses points to the history
    links.push({ rel: 'Item', verb: 'GET', href: `${self}/transitStatuses`, title: 'transitStatuses' });
    links.push({ rel: 'Contacts', verb: 'GET', href: `${self}/contacts`, title: 'contacts' });
    if (isOwner(listing, principal) || isBookedProvider(listing, principal))
      links.push(...partyLinks(listing, baseUrl));
  }
  return links;
}

export function listingView(listing: Listing, principal: Principal, baseUrl: string, language: Language) {
  const party = isOwner(listing, principal) || isBookedProvider(listing, principal);
  const status = effectiveStatus(listing);
  return {
    listingId: listing.listingId,
    title: listing.title,
    description: listing.description,
    ...(party && listing.confidentialDescription ? { confidentialDescription: listing.confidentialDescription } : {}),
    status: labelled(status, statusLabels[status]!, language),
    ...(listing.transitStatus
      ? { transitStatus: labelled(listing.transitStatus, transitLabels[listing.transitStatus]!, language) }
      : {}),
    commodity: listing.items[0]?.commodity,
    pricing: pricingView(listing),
    ...(listing.insurance ? { insurance: listing.insurance } : {}),
    ...(listing.providerRequirements ? { providerRequirements: listing.providerRequirements } : {}),
    route: routeView(listing.route.kilometers, listing.route.items, (stop) => stopView(stop, party, language)),
    items: listing.items,
    referenceNumbers: listing.referenceNumbers,
    serviceTypes: listing.serviceTypes,
    gallery: listing.gallery,
    createdOn: listing.createdOn,
    ...createdByShown(listing, listing.shipperId, principal),
    ...(listing.expiresOn ? { expiresOn: listing.expiresOn } : {}),
    ...(party && listing.acceptedBidId ? { acceptedBidId: listing.acceptedBidId } : {}),
    // the carrier company's own eyes: which of its drivers hauls it (docs/teams.md)
    ...(listing.driverMemberId !== undefined && isBookedProvider(listing, principal)
      ? { driverMemberId: listing.driverMemberId }
      : {}),
    links: listingLinks(listing, principal, baseUrl),
  };
}

/** spec 2.4 address object (note the spec's spelling `stateProvice`). */
function contactAddress(
  address: {
    streetAddress?: string;
    alternateStreetAddress?: string;
    majorMunicipality?: string;
    postalCode?: string;
    stateProvince?: string;
    country?: string;
    latitude?: number;
    longitude?: number;
    type?: string;
  },
  language: Language,
) {
  const country = address.country ?? '';
  const typeLabel = address.type ?? '';
  return {
    streetAddress: address.streetAddress,
    alternateStreetAddress: address.alternateStreetAddress,
    majorMunicipality: address.majorMunicipality,
    postalCode: address.postalCode,
    stateProvice: address.stateProvince && subdivisionName(country, address.stateProvince, language),
    stateProvinceLabel: address.stateProvince,
    country: countryName(country, language),
    countryLabel: country,
    latitude: address.latitude,
    longitude: address.longitude,
    ...placeLabels(address),
    ...(typeLabel ? { type: { value: typeLabel, label: typeLabel, shortLabel: typeLabel } } : {}),
  };
}

/** spec 2.4 party object: the shipper or the service provider of a booked listing. */
function partyView(user: User, baseUrl: string, language: Language, vetting?: VettingSummary) {
  return {
    name: `${user.firstName} ${user.lastName}`,
    companyName: user.companyName,
    username: user.userName,
    phone: user.homePhone ?? user.mobilePhone,
    secondaryPhone: user.homePhone ? user.mobilePhone : undefined,
    email: user.emailAddress,
    ...(user.primaryAddress ? { CompanyAddress: contactAddress(user.primaryAddress, language) } : {}),
    user: {
      userId: user.userId,
      displayName: displayNameOf(user),
      profileUrl: `${baseUrl}/v2/users/${user.userId}/profile`,
      feedback: feedbackView(user.feedback),
      dateCreated: user.createdOn,
      ...(user.primaryAddress
        ? {
            companyLocation: {
              majorMunicipality: user.primaryAddress.majorMunicipality,
              stateProvince: user.primaryAddress.stateProvince,
            },
          }
        : {}),
      // the provider's, as FMCSA has it (docs/vetting.md)
      ...(vetting ? { vettingSummary: vetting } : {}),
      links: userLinks(user, baseUrl),
    },
  };
}

/** spec 2.4: `Shipper`, `serviceProvider`, `locations` (pickup and delivery). */
export function contactsView(
  {
    listing,
    shipper,
    provider,
    driver,
    providerVetting,
  }: { listing: Listing; shipper: User; provider: User; driver?: Driver; providerVetting?: VettingSummary },
  baseUrl: string,
  language: Language,
) {
  return {
    Shipper: partyView(shipper, baseUrl, language),
    serviceProvider: partyView(provider, baseUrl, language, providerVetting),
    // once assigned: who comes, and the number to reach them (docs/teams.md)
    ...(driver ? { driver: driverContactView(driver) } : {}),
    locations: listing.route.items.map((stop) => ({
      name: stop.contact?.name ?? stop.address.contactFullName,
      phone: stop.contact?.phoneNumber ?? stop.address.contactPhoneNumber,
      altPhoneNumber:
        stop.contact?.phoneNumber && stop.address.contactPhoneNumber !== stop.contact.phoneNumber
          ? stop.address.contactPhoneNumber
          : undefined,
      emailAddress: stop.contact?.email,
      address: contactAddress(stop.address, language),
    })),
  };
}
