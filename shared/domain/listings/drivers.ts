import { ConflictError, ForbiddenError, ValidationError } from '../../errors.ts';
import { existingListing, isBookedProvider } from './access.ts';
import { driverOf } from './parties.ts';
import { findMember } from '../../data/members.ts';
import { loadsOfDriver, saveDriverAssignment } from '../../data/drivers.ts';
import { failedOn } from '../../data/errors.ts';
import { listingsById } from '../../data/listings.ts';
import { withinReach } from '../limits/reach.ts';
import type { Listing } from './types.ts';
import type { Principal } from '../users/types.ts';
import { personOf } from '../users/person.ts';
import type { Member } from '../teams/types.ts';
import * as clock from '../../clock.ts';

// Drivers assigned to the loads they haul (docs/teams.md): the carrier company's owner, admins and
// dispatchers assign one of its Drivers to a listing booked with it; that driver then reaches the
// listing, its contacts, documents and transit reports, and nothing else.

/** PUT /v2/listings/{listingId}/driver: the same driver again changes nothing (and tells nobody). */
export async function assignDriver(
  principal: Principal,
  listingId: number,
  memberId: number,
  now = clock.now(),
): Promise<Member> {
  const listing = await existingListing(listingId, principal);
  if (listing.status !== 'Booked')
    throw new ConflictError(
      `Listing ${listingId} is ${listing.status}: a driver is assigned once it is booked.`,
      'listingId',
    );
  if (!isBookedProvider(listing, principal))
    throw new ForbiddenError('Only the company this listing is booked with assigns its driver.', 'listingId');
  if (listing.transitStatus === 'Delivered')
    throw new ConflictError(`Listing ${listingId} is delivered: its driver stays as it was.`, 'listingId');
  const driver = await findMember(principal.userId, memberId);
  if (!driver || driver.role !== 'Driver')
    throw ValidationError.field('memberId', `Member ${memberId} is not a Driver of your company.`);
  if (listing.driverMemberId !== memberId) {
    await saveDriverAssignment(
      {
        listingId,
        shipperId: listing.shipperId,
        providerId: principal.userId,
        memberId,
        assignedOn: now.toISOString(),
        assignedBy: personOf(principal),
      },
      listing.driverMemberId,
    ).catch((error: unknown) => {
      throw failedOn(error)
        ? new ConflictError(
            'The listing changed meanwhile (delivered, or another driver assigned): read it and try again.',
            'listingId',
          )
        : error;
    });
  }
  return driver;
}

/** The listing's driver as its company lists it; none before assignment or once the member is removed. */
export async function assignedDriverOf(listing: Listing): Promise<Member | undefined> {
  if (listing.driverMemberId === undefined || listing.bookedProviderId === undefined) return undefined;
  return findMember(listing.bookedProviderId, listing.driverMemberId);
}

/** GET /v2/listings?assignedTo=me: the caller's loads, newest listing first (none but a driver's). */
export async function loadsOf(
  principal: Principal,
  page: { skip: number; top: number },
): Promise<{ items: Listing[]; totalCount: number }> {
  const { listingIds, totalCount } = await withinReach(loadsOfDriver(personOf(principal), page.skip, page.top));
  return {
    items: (await listingsById(listingIds)).filter((listing) => isBookedProvider(listing, principal)),
    totalCount,
  };
}

/** A Driver lists only its loads: anything else is 403 naming `assignedTo`. */
export function refuseDriverListing(principal: Principal): void {
  if (driverOf(principal) !== undefined)
    throw new ForbiddenError('A Driver lists only its loads: GET /v2/listings?assignedTo=me.', 'assignedTo');
}

/** A driver: its member entry, as the listing's parties are shown it. */
export type Driver = Pick<Member, 'memberId' | 'firstName' | 'lastName' | 'mobilePhone'>;

/** The shipper's view of who comes: the first name and the number to reach them, no more. */
export const driverContactView = (driver: Driver) => ({
  firstName: driver.firstName,
  ...(driver.mobilePhone ? { mobilePhone: driver.mobilePhone } : {}),
});

/** The carrier company's view of its driver on a load. */
export const driverView = (driver: Driver) => ({
  memberId: driver.memberId,
  firstName: driver.firstName,
  lastName: driver.lastName,
  ...(driver.mobilePhone ? { mobilePhone: driver.mobilePhone } : {}),
});
