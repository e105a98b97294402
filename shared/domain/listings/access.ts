import { NotFoundError } from '../errors.ts';
import { findListing } from '../../data/listings.ts';
import type { Principal } from '../users/types.ts';
import type { Listing } from './types.ts';

// Who a listing is to whom (docs/listings.md): its owner, its booked provider, and who may see it.
// Apart from ./service.ts, so that functions needing only this (documents, the tracking page)
// carry none of listing creation's lookups and geocoding.

export async function existingListing(listingId: number): Promise<Listing> {
  const listing = await findListing(listingId);
  if (!listing) throw new NotFoundError(`Listing ${listingId} does not exist.`, 'listingId');
  return listing;
}

export const isOwner = (listing: Listing, principal: Principal) => listing.shipperId === principal.userId;
export const isBookedProvider = (listing: Listing, principal: Principal) => listing.bookedProviderId === principal.userId;

/** Unpublished and cancelled listings are their owner's alone; open and booked ones are public. */
export const isVisibleTo = (listing: Listing, principal: Principal) =>
  (listing.status !== 'Saved' && listing.status !== 'Cancelled') || isOwner(listing, principal);
