import { findListing } from '../../data/listings.ts';
import { addObservation } from '../../data/market-prices.ts';
import type { Listing } from '../listings/types.ts';
import type { Bid } from '../bids/types.ts';
import { pricedItem } from './items.ts';
import { laneOf, marketLevelsOf, withObservation, type MarketLevels, type MarketObservation } from './market.ts';
import { marketStopOf } from './market-quotes.ts';
import { itemQuote, pricingOf, sumQuotes } from './pricing.ts';
import { imageOf, type TableChange } from '../../data/images.ts';

// What the marketplace books, as estimates learn it (docs/pricing.md): the lane price indexer (a
// stream consumer) turns each accepted bid into one observation of its lane's levels
// (./market-quotes.ts reads them for estimates and fixed prices).

/**
 * The bid a change accepted: a bid that became Accepted (auction, offer price, book-it-now; a booked LTL rate, which
 * observationOf skips).
 */
export function acceptedBidOf(change: TableChange): Bid | undefined {
  const bid = imageOf(change.newImage, 'Bid');
  if (bid?.state !== 'Accepted') return undefined;
  const before = imageOf(change.oldImage, 'Bid')?.state;
  return change.eventName === 'INSERT' || (change.eventName === 'MODIFY' && before !== 'Accepted') ? bid : undefined;
}

/**
 * The observation a booking makes: its price over the model's price for the listing's items on its
 * route, filed under the subcommodity that makes most of the model's price. None for bookings in
 * another currency than the model's (USD) or of what has no estimate (LTL freight).
 */
export async function observationOf(
  bid: Bid,
  listing: Listing,
): Promise<{ levels: MarketLevels; observation: MarketObservation } | undefined> {
  if (bid.price.currencyType !== 'USD' || !(bid.price.amount > 0)) return undefined;
  const priced = await Promise.all(listing.items.map(pricedItem));
  if (priced.length === 0 || priced.some((p) => p === undefined)) return undefined;
  const km = listing.route.kilometers;
  const quotes = priced.map((p, i) => itemQuote(pricingOf(p!.subcommodity)!, km, p!.size, listing.items[i]!.unitCount));
  const main = priced[quotes.reduce((best, q, i) => (q.price > quotes[best]!.price ? i : best), 0)]!.subcommodity;
  const levels = marketLevelsOf(
    main,
    marketStopOf(listing.route.items[0].address),
    marketStopOf(listing.route.items[1].address),
  );
  const units = listing.items.reduce((sum, item) => sum + item.unitCount, 0);
  return {
    levels,
    observation: {
      listingId: listing.listingId,
      bookedOn: Date.parse(bid.updatedOn),
      ratio: bid.price.amount / sumQuotes(quotes).price,
      shipperId: bid.shipperId,
      providerId: bid.providerId,
      lane: laneOf(levels),
      kilometers: km,
      pricePerUnit: bid.price.amount / units,
    },
  };
}

/** The lane price indexer: an accepted bid becomes one observation of its levels (idempotent). */
export async function observeBooking(change: TableChange): Promise<boolean> {
  const bid = acceptedBidOf(change);
  if (!bid) return false;
  const listing = await findListing(bid.listingId, { consistent: true });
  const made = listing && (await observationOf(bid, listing));
  return made ? addObservation(made.levels, (kept) => withObservation(kept, made.observation)) : false;
}
