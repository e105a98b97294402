import type { Principal } from '../users/types.ts';
import type { Listing } from './types.ts';

// Who a listing is to whom (docs/listings.md, docs/teams.md): its shipper company, the company it is
// booked with, and who may see it. Pure: views decide what to show by the same rules.

/** A Driver member (docs/teams.md) reaches only the loads assigned to it: its member id, else undefined. */
export const driverOf = (principal: Principal) =>
  principal.member?.role === 'Driver' ? principal.member.memberId : undefined;

/** The listing's shipper company (a Driver is never its company's shipper). */
export const isOwner = (listing: Listing, principal: Principal) =>
  listing.shipperId === principal.userId && driverOf(principal) === undefined;

/** The company the listing is booked with; of its members, a Driver only when the listing is assigned to it. */
export const isBookedProvider = (listing: Listing, principal: Principal) =>
  listing.bookedProviderId === principal.userId &&
  (driverOf(principal) === undefined || listing.driverMemberId === driverOf(principal));

/**
 * Unpublished and cancelled listings are their owner's alone; open and booked ones are public, but a Driver's are its
 * loads.
 */
export const isVisibleTo = (listing: Listing, principal: Principal) =>
  driverOf(principal) !== undefined
    ? isBookedProvider(listing, principal)
    : (listing.status !== 'Saved' && listing.status !== 'Cancelled') || isOwner(listing, principal);
