import { findListing } from '../../data/listings.ts';
import { addObservation } from '../../data/market-prices.ts';
import type { Listing } from '../listings/types.ts';
import type { Bid } from '../bids/types.ts';
import { pricedItem } from './items.ts';
import {
  laneOf,
  marketLevelsOf,
  withObservation,
  withoutObservation,
  type MarketLevels,
  type MarketObservation,
} from './market.ts';
import { marketStopOf } from './market-quotes.ts';
import { itemQuote, pricingOf, sumQuotes } from './pricing.ts';
import { imageOf, type TableChange } from '../../data/images.ts';

// What the marketplace books, as estimates learn it (docs/pricing.md): the lane price indexer (a
// stream consumer) turns each accepted bid into one observation of its lane's levels, and takes it
// out again when the booking is cancelled (./market-quotes.ts reads them for estimates and fixed prices).

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

/** The bid as accepted, when a change undid its acceptance (a booking cancelled: docs/payments.md). */
function cancelledBookingOf(change: TableChange): Bid | undefined {
  const before = imageOf(change.oldImage, 'Bid');
  const after = imageOf(change.newImage, 'Bid');
  return before?.state === 'Accepted' && after && after.state !== 'Accepted' ? before : undefined;
}

/**
 * The lane price indexer: an accepted bid becomes one observation of its levels, and a cancelled booking's is taken
 * out (a price agreed for a move that never happened is no market price). Idempotent and safe in any replay: an
 * acceptance adds only while the listing is still booked with that bid, a cancellation removes only the observation
 * its own acceptance made (the same listing booked again makes another).
 */
export async function observeBooking(change: TableChange): Promise<boolean> {
  const accepted = acceptedBidOf(change);
  const bid = accepted ?? cancelledBookingOf(change);
  if (!bid) return false;
  const listing = await findListing(bid.listingId, { consistent: true });
  const made = listing && (await observationOf(bid, listing));
  if (!made) return false;
  if (!accepted) return addObservation(made.levels, (kept) => withoutObservation(kept, made.observation));
  const standing = listing.status === 'Booked' && listing.acceptedBidId === bid.bidId;
  return standing ? addObservation(made.levels, (kept) => withObservation(kept, made.observation)) : false;
}
