import type { Listing, Money, PricingFormat, PublicStop } from '../listings/types.ts';
import type { ProviderRequirements } from '../vetting/requirements.ts';

// Search's nouns (docs/search.md): which listings are found (`isSearchable`), the card a result shows of one and the
// entry its filters and sorts read, and the price `Price` sorts by. Built from the listing alone, so the indexer can
// rebuild a card from any stream image and a backfill from any stored listing; the table stores what these say
// (shared/data/search-entries.ts) and decides none of it.

export interface SearchCard {
  listingId: number;
  title: string;
  /** The first gallery image; results without one show the commodity's image. */
  galleryImage?: string;
  commodity: string;
  format: PricingFormat;
  namedPrice?: Money;
  targetPrice?: Money;
  bidCount: number;
  lowestBid?: number;
  updatedOn: string;
  expiresOn: string;
  kilometers: number;
  /** The state or province (region value, `USA-TX`) of pickup and delivery, from their postal codes. */
  regions: [pickup: string, delivery: string];
  stops: [PublicStop, PublicStop];
  /** What its bidders must meet (docs/vetting.md); absent: none. */
  providerRequirements?: ProviderRequirements;
  /**
   * Whose listing: never shown; a search hides the listings of shippers that blocked the searcher by it. Absent from
   * 13-field entries (docs/compat.md).
   */
  shipperId?: number;
}

/**
 * What filtering and sorting read of a listing: the index holds this, small, and a search fetches
 * full cards only for the page it returns (docs/search.md).
 */
export interface SearchEntry {
  listingId: number;
  commodity: string;
  format: PricingFormat;
  /** What `Price` sorts by (priceOf). */
  price?: number;
  updatedOn: number;
  expiresOn: number;
  kilometers: number;
  pickup: { latitude: number; longitude: number };
  delivery: { latitude: number; longitude: number };
  regions: [pickup: string, delivery: string];
  /** The whole card, which entries carry since the cards-in-entries layout: a page needs no other read. */
  card?: SearchCard;
  /** The listing's shipper (since the entry-shippers layout): what a blocked provider's search filters on. */
  shipperId?: number;
}

/**
 * spec 2.10: only active, unexpired, unbooked listings are found. Searches check expiry again
 * themselves, since an expiring listing leaves the index only when the sweeper next runs.
 */
export const isSearchable = (listing: Listing, now: Date) =>
  listing.status === 'Active' &&
  listing.expiresOn !== undefined &&
  Date.parse(listing.expiresOn) > now.getTime() &&
  listing.acceptedBidId === undefined;

function publicStop({ address, timeFrame }: Listing['route']['items'][number]): PublicStop {
  const { majorMunicipality, postalCode, stateProvince, country, type, timeZone, latitude, longitude } = address;
  return {
    address: {
      majorMunicipality,
      postalCode,
      stateProvince,
      country,
      type,
      latitude,
      longitude,
      ...(timeZone ? { timeZone } : {}),
    },
    timeFrame,
  };
}

export function searchCardOf(listing: Listing, regions: SearchCard['regions']): SearchCard {
  const [pickup, delivery] = listing.route.items;
  const { namedPrice, targetPrice } = listing.pricing;
  return {
    listingId: listing.listingId,
    title: listing.title,
    ...(listing.gallery[0] ? { galleryImage: listing.gallery[0] } : {}),
    commodity: listing.items[0]!.commodity,
    format: listing.pricing.format,
    ...(namedPrice ? { namedPrice } : {}),
    ...(targetPrice ? { targetPrice } : {}),
    bidCount: listing.bidCount,
    ...(listing.lowestBid !== undefined ? { lowestBid: listing.lowestBid } : {}),
    updatedOn: listing.updatedOn,
    expiresOn: listing.expiresOn!,
    kilometers: listing.route.kilometers,
    regions,
    stops: [publicStop(pickup), publicStop(delivery)],
    ...(listing.providerRequirements ? { providerRequirements: listing.providerRequirements } : {}),
    shipperId: listing.shipperId,
  };
}

/** The currency of a card's prices: the set price's, else the target's; bids are in the listing's currency. */
export const currencyOf = (card: SearchCard): string =>
  card.namedPrice?.currencyType ?? card.targetPrice?.currencyType ?? 'USD';

/** The figure `Price` sorts by: the set price, else the lowest bid, else the target price. */
export function priceOf(card: SearchCard): number | undefined {
  return card.namedPrice?.amount ?? card.lowestBid ?? card.targetPrice?.amount;
}

export function searchEntryOf(card: SearchCard): SearchEntry {
  const [pickup, delivery] = card.stops.map(({ address }) => ({
    latitude: address.latitude,
    longitude: address.longitude,
  }));
  const price = priceOf(card);
  return {
    listingId: card.listingId,
    commodity: card.commodity,
    format: card.format,
    ...(price !== undefined ? { price } : {}),
    updatedOn: Date.parse(card.updatedOn),
    expiresOn: Date.parse(card.expiresOn),
    kilometers: card.kilometers,
    pickup: pickup!,
    delivery: delivery!,
    regions: card.regions,
    ...(card.shipperId !== undefined ? { shipperId: card.shipperId } : {}),
  };
}
