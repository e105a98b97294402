import type { Money } from '../listings/types.ts';

// Bids as stored (spec 1, 2.12). Their states and decisions: docs/listings.md.

export const bidStates = ['Active', 'Accepted', 'Declined', 'Closed'] as const;
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
  createdOn: string;
  updatedOn: string;
}
