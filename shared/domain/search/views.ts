import type { Language } from '../../language/language.ts';
import { commodityNames } from '../lookups/lookups.ts';
import { listingUrl, moneyLabel, publicRouteView } from '../listings/views.ts';
import type { Link } from '../users/views.ts';
import { currencyOf, type SearchCard } from './cards.ts';

// spec 2.10 search result items. Optional pricing members appear only when they apply.

export const commodityImageUrl = (commodity: string, baseUrl: string) =>
  `${baseUrl}/v2/images/commodities/${commodity}`;

function pricingOf(card: SearchCard, now: Date) {
  const currencyType = currencyOf(card);
  const label = (amount: number) => {
    const { value, label: text, shortLabel } = moneyLabel({ amount: Math.round(amount), currencyType });
    return { value, label: text, shortLabel };
  };
  const isAuction = card.format === 'Auction';
  const isBrokered = card.format === 'BookItNow';
  return {
    // a set price: named when a broker sells it outright, an offer price otherwise
    ...(card.namedPrice && isBrokered ? { namedPrice: label(card.namedPrice.amount) } : {}),
    ...(card.namedPrice && card.format === 'OfferPrice' ? { offerPrice: label(card.namedPrice.amount) } : {}),
    isAuction,
    isBrokered,
    ...(card.bidCount > 0 ? { totalBidsPlaced: card.bidCount } : {}),
    ...(isAuction && card.targetPrice ? { auctionTargetPrice: label(card.targetPrice.amount) } : {}),
    // spec 2.10 names it for brokered listings; shown for any listing with bids (docs/search.md)
    ...(card.lowestBid !== undefined ? { lowestBidPrice: label(card.lowestBid) } : {}),
    isReadyForPickup: Date.parse(card.stops[0].timeFrame.earliestArrival) <= now.getTime(),
  };
}

/** `meets`: whether the searching provider meets the listing's requirements (docs/vetting.md); none without any. */
export function searchItemView(card: SearchCard, baseUrl: string, language: Language, now: Date, meets?: boolean) {
  const self = listingUrl(card.listingId, baseUrl);
  const names = commodityNames(card.commodity, language);
  return {
    listingId: card.listingId,
    title: card.title,
    imageUrl: card.galleryImage ?? commodityImageUrl(card.commodity, baseUrl),
    expiresOn: card.expiresOn,
    commodity: names?.commodity ?? card.commodity,
    topLevelCommodity: names?.topLevelCommodity ?? card.commodity,
    route: publicRouteView(card.kilometers, card.stops, language),
    pricing: pricingOf(card, now),
    ...(card.providerRequirements ? { providerRequirements: card.providerRequirements } : {}),
    ...(meets !== undefined ? { meetsRequirements: meets } : {}),
    links: [
      { rel: 'Self', verb: 'GET', href: self, title: 'listing' },
      { rel: 'Create', verb: 'POST', href: `${self}/watch`, title: 'watch' },
    ] satisfies Link[],
  };
}
