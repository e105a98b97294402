import type { Money, PartyRole } from '../listings/types.ts';

// Bids as stored (spec 1, 2.12). Their states and decisions: docs/listings.md.

// Cancelled: the booking made with it was cancelled before pickup, by either party (docs/payments.md, "Cancelling a
// booking"); it leaves Accepted so that a listing is booked exactly while it has an accepted bid.
export const bidStates = ['Active', 'Accepted', 'Declined', 'Closed', 'Cancelled'] as const;
export type BidState = (typeof bidStates)[number];

export interface Bid {
  bidId: number;
  listingId: number;
  /** The listing's owner, kept on the bid so its events name both parties. */
  shipperId: number;
  providerId: number;
  /** The person of the company who made it (docs/teams.md): shown to that company only; absent before teams. */
  createdBy?: number;
  price: Money;
  latestPickup: string;
  latestDelivery: string;
  comment?: string;
  state: BidState;
  declination?: { reason: string; comment?: string; declinedOn: string };
  /** Its booking cancelled: by which party, when. */
  cancellation?: { by: PartyRole; cancelledOn: string };
  /**
   * A BookItNow bid that did not book because the listing's saved card was refused (Stripe's reason): placed Active,
   * for the shipper to accept with another card (docs/payments.md, "BookItNow"); shown to the shipper alone.
   */
  paymentDeclined?: string;
  createdOn: string;
  updatedOn: string;
}
