import type { SearchInput } from '../../schemas/search.ts';
import type { CopiedFrom } from '../privacy/types.ts';

// Saved searches and their alerts (docs/saved-searches.md).

export const alertModes = ['none', 'instant', 'daily'] as const;
export type AlertMode = (typeof alertModes)[number];

export const MAX_SAVED_SEARCHES = 50;
/** Daily alerts arrive as one email at this hour of the user's own day. */
export const DIGEST_HOUR = 7;
/** A digest names at most this many listings; the rest are counted, and the search's results show them all. */
export const DIGEST_LISTINGS = 25;

export interface SavedSearch {
  /** A UUID version 7. */
  searchId: string;
  userId: number;
  name: string;
  /** Exactly the body POST /v2/search takes, as validated (every filter and sort). */
  query: SearchInput;
  alerts: AlertMode;
  createdOn: string;
  updatedOn: string;
  /**
   * The alert index's partitions it is written to, as placed when it was saved: a change or a
   * deletion removes exactly these, whatever the placing rules have become since (alert-index.ts).
   */
  alertPartitions: string[];
  /**
   * Set when the search heard of its day's ALERTS_PER_SEARCH_DAY listings: its alerts wait until then (alert-day.ts).
   */
  alertsPausedUntil?: string;
}

/** What an alert says of the listing: enough to decide without another call (the webhook's and inbox's `listing`). */
export interface MatchedListing {
  listingId: number;
  title: string;
  commodity: string;
  pricingFormat: string;
  price?: { amount: number; currencyType: string };
  kilometers: number;
  pickup: { majorMunicipality: string; stateProvince: string; postalCode: string; country: string };
  delivery: { majorMunicipality: string; stateProvince: string; postalCode: string; country: string };
  expiresOn: string;
}

/** One saved search hearing of one listing, once (the notifier turns it into ListingMatched). */
export interface ListingMatch {
  searchId: string;
  searchName: string;
  userId: number;
  alerts: Exclude<AlertMode, 'none'>;
  listing: MatchedListing;
  matchedOn: string;
  /**
   * The listing's shipper, whose title the card copies (docs/privacy.md); absent on matches from before it (migration
   * copied-from).
   */
  copiedFrom?: CopiedFrom;
}
