import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { findListing } from '../../data/listings.ts';
import type { Principal } from '../users/types.ts';
import type { Listing } from './types.ts';
import { driverOf, isBookedProvider } from './parties.ts';

// Who a listing is to whom (docs/listings.md): its owner, its booked provider, and who may see it.
// Apart from ./service.ts, so that functions needing only this (documents, the tracking page)
// carry none of listing creation's lookups and geocoding.

export { isBookedProvider, isOwner, isVisibleTo } from './parties.ts';

/**
 * A listing by id, 404 when there is none. With the caller: a Driver's listing that is not its load
 * is 403 (docs/teams.md), before any other rule, so a driver learns nothing of other work.
 */
export async function existingListing(listingId: number, principal?: Principal): Promise<Listing> {
  const listing = await findListing(listingId);
  if (!listing) throw new NotFoundError(`Listing ${listingId} does not exist.`, 'listingId');
  if (principal && driverOf(principal) !== undefined && !isBookedProvider(listing, principal)) {
    throw new ForbiddenError(
      `Listing ${listingId} is not assigned to you: a Driver reaches only its own loads.`,
      'listingId',
    );
  }
  return listing;
}
