import { listingIdOfTrackingToken, replaceTrackingToken } from '../../data/tracking-pages.ts';
import { statusRecordsOf } from '../../data/transit.ts';
import { findListing } from '../../data/listings.ts';
import { reverseGeocode, type Place } from '../../geo/geocoder.ts';
import { routeKm } from '../../geo/distance.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { failedOn } from '../../data/errors.ts';
import { existingListing, isOwner } from '../listings/access.ts';
import { isPickedUp } from '../listings/rules.ts';
import { newTrackingToken } from '../listings/links.ts';
import { isTokenShaped } from '../tokens.ts';
import type { Listing, StatusRecord } from '../listings/types.ts';
import type { Principal } from '../users/types.ts';

// The public tracking page of a booked listing (docs/tracking.md): anyone holding its link sees
// where the shipment is, and nothing private. The link's token is made at booking and replaced
// when the shipper rotates it.

/** The shipper replaces the link (the old one 404s at once); one without a link gets its first (docs/compat.md). */
export async function rotateTrackingPage(principal: Principal, listingId: number): Promise<string> {
  const listing = await existingListing(listingId);
  if (!isOwner(listing, principal))
    throw new ForbiddenError("Only the listing's shipper can replace its tracking link.", 'listingId');
  if (listing.status !== 'Booked')
    throw new ForbiddenError('A listing has a tracking page once it is booked.', 'listingId');
  const token = newTrackingToken();
  await replaceTrackingToken(listingId, listing.trackingToken, token).catch((error: unknown) => {
    throw failedOn(error)
      ? new ConflictError('The tracking link changed meanwhile; read the listing and try again.', 'listingId')
      : error;
  });
  return token;
}

/** A truck's day: about 11 hours' driving (US hours of service) at highway speeds. */
export const KM_PER_DRIVING_DAY = 800;

/**
 * When the shipment should arrive, from its last reported position: the road distance left (by
 * the pickup while it is not yet picked up) at a truck's daily distance. None before any position
 * is reported, and none once delivered.
 */
export function estimatedArrival(listing: Listing): string | undefined {
  const last = listing.lastLocation;
  if (!last || listing.transitStatus === 'Delivered') return undefined;
  const [pickup, delivery] = listing.route.items;
  const pickedUp = isPickedUp(listing);
  const left = routeKm([last, ...(pickedUp ? [] : [pickup.address]), delivery.address]);
  return new Date(Date.parse(last.recorded) + (left / KM_PER_DRIVING_DAY) * 86_400_000).toISOString();
}

export interface TrackingPage {
  listing: Listing;
  records: StatusRecord[];
  lastPlace?: Place;
  estimatedArrival?: string;
}

/** What the page at /t/{token} shows; a token that is not a listing's current one is no page. */
export async function trackingPage(token: string): Promise<TrackingPage> {
  const listingId = isTokenShaped(token) ? await listingIdOfTrackingToken(token) : undefined;
  const listing = listingId === undefined ? undefined : await findListing(listingId);
  if (!listing || listing.trackingToken !== token || listing.status !== 'Booked')
    throw new NotFoundError('There is no tracking page at this address.', 'token');
  const last = listing.lastLocation;
  const [records, lastPlace] = await Promise.all([
    statusRecordsOf(listing),
    last && reverseGeocode(last.latitude, last.longitude),
  ]);
  const eta = estimatedArrival(listing);
  return { listing, records, ...(lastPlace ? { lastPlace } : {}), ...(eta ? { estimatedArrival: eta } : {}) };
}
