import { listingIdOfTrackingToken, replaceTrackingToken } from '../../data/tracking-pages.ts';
import { statusRecordsOf } from '../../data/transit.ts';
import { findListing } from '../../data/listings.ts';
import * as clock from '../../clock.ts';
import { reverseGeocode, type Place } from '../../geo/geocoder.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { failedOn } from '../../data/errors.ts';
import { existingListing, isOwner } from '../listings/access.ts';
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

export interface TrackingPage {
  listing: Listing;
  records: StatusRecord[];
  lastPlace?: Place;
  /** The instant the page is drawn at: what its stops' estimates are read at (`stopEtas`, NoSignal after silence). */
  now: number;
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
  return { listing, records, ...(lastPlace ? { lastPlace } : {}), now: clock.nowMs() };
}
