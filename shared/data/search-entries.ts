import type { ProviderRequirements } from '../domain/vetting/requirements.ts';
import type { PublicStop } from '../domain/listings/types.ts';
import type { SearchCard, SearchEntry } from '../domain/search/cards.ts';
import type { StoredSortKey } from './search-layout.ts';

// A search entry as the index stores it (docs/search.md): one string, written by the indexing
// (search-indexing.ts) and read back by the searches (search-reads.ts).

/** A sorted list's value for listings without one (no price yet): after every digit. */
export const NO_VALUE = '~';

// An entry as one string: what filters and sorts read first (14 fields, `|`, the last the listing's
// shipper), then what else the search result shows of the listing (the rest of its card, a JSON
// array): a page is read from the entries alone. A few hundred bytes, where attribute names alone
// would double it. 13-field entries (no shipper: a JSON array or nothing follows them) are decoded too, so that the
// re-index (`npm run migrate`) can replace them; searches deploy after it completes and never meet
// them (docs/compat.md).
const ENTRY_FIELDS = 14;
const FIELDS_BEFORE_SHIPPERS = 13;

/** An instant as its epoch ms when that gives it back exactly, else as written. */
const instantText = (iso: string) => (new Date(Date.parse(iso)).toISOString() === iso ? Date.parse(iso) : iso);
const instantOf = (value: number | string) => (typeof value === 'number' ? new Date(value).toISOString() : value);

type CardRest = [
  title: string,
  galleryImage: string | 0,
  namedPrice: [number, string] | 0,
  targetPrice: [number, string] | 0,
  bidCount: number,
  lowestBid: number | null,
  updatedOn: 0 | string,
  expiresOn: 0 | string,
  kilometers: number,
  pickup: StopRest,
  delivery: StopRest,
  // added last, so that a card written before it (eleven members) reads as one without requirements, and one
  // written after it reads in a release before it as it did (docs/vetting.md)
  providerRequirements?: ProviderRequirements,
];
type StopRest = [
  majorMunicipality: string,
  postalCode: string,
  stateProvince: string,
  country: string,
  type: string,
  timeZone: string | 0,
  earliest: number | string,
  latest: number | string,
  timeFrameType: string,
  timeFrameZone: string | 0,
];

const stopRest = ({ address: a, timeFrame: t }: PublicStop): StopRest => [
  a.majorMunicipality,
  a.postalCode,
  a.stateProvince,
  a.country,
  a.type,
  a.timeZone ?? 0,
  instantText(t.earliestArrival),
  instantText(t.latestArrival),
  t.timeFrameType,
  t.timeZone ?? 0,
];
const stopOf = (
  [
    majorMunicipality,
    postalCode,
    stateProvince,
    country,
    type,
    timeZone,
    earliest,
    latest,
    timeFrameType,
    timeFrameZone,
  ]: StopRest,
  point: { latitude: number; longitude: number },
): PublicStop => ({
  address: {
    majorMunicipality,
    postalCode,
    stateProvince,
    country: country as PublicStop['address']['country'],
    type,
    latitude: point.latitude,
    longitude: point.longitude,
    ...(timeZone ? { timeZone } : {}),
  },
  timeFrame: {
    earliestArrival: instantOf(earliest),
    latestArrival: instantOf(latest),
    timeFrameType,
    ...(timeFrameZone ? { timeZone: timeFrameZone } : {}),
  },
});

export function encodeEntry(card: SearchCard, e: SearchEntry): string {
  const money = (m: SearchCard['namedPrice']): [number, string] | 0 => (m ? [m.amount, m.currencyType] : 0);
  const rest = [
    card.title,
    card.galleryImage ?? 0,
    money(card.namedPrice),
    money(card.targetPrice),
    card.bidCount,
    card.lowestBid ?? null,
    // 0: the instant is the field's (epoch ms) written the canonical way
    instantText(card.updatedOn) === e.updatedOn ? 0 : card.updatedOn,
    instantText(card.expiresOn) === e.expiresOn ? 0 : card.expiresOn,
    card.kilometers,
    stopRest(card.stops[0]),
    stopRest(card.stops[1]),
    ...(card.providerRequirements ? [card.providerRequirements] : []),
  ] as CardRest;
  return [
    e.listingId,
    e.commodity,
    e.format,
    e.price ?? '',
    e.updatedOn,
    e.expiresOn,
    Math.round(e.kilometers * 10) / 10,
    e.pickup.latitude,
    e.pickup.longitude,
    e.delivery.latitude,
    e.delivery.longitude,
    e.regions[0],
    e.regions[1],
    e.shipperId ?? '',
    JSON.stringify(rest),
  ].join('|');
}

/**
 * Where an entry's fields end: the separator before its card, or its end (no card). A 13-field
 * entry (no shipper) has its card (a JSON array), if any, right after them.
 */
export function entryEnd(text: string): number {
  let end = -1;
  for (let field = 0; field < ENTRY_FIELDS; field++) {
    if (field === FIELDS_BEFORE_SHIPPERS && text[end + 1] === '[') return end;
    const next = text.indexOf('|', end + 1);
    if (next === -1) return text.length;
    end = next;
  }
  return end;
}

export function decodeEntry(text: string): SearchEntry {
  const end = entryEnd(text);
  const [
    id,
    commodity,
    format,
    price,
    updatedOn,
    expiresOn,
    km,
    pLat,
    pLon,
    dLat,
    dLon,
    pickupRegion,
    deliveryRegion,
    shipper,
  ] = text.slice(0, end).split('|');
  const entry: SearchEntry = {
    listingId: Number(id),
    commodity: commodity!,
    format: format as SearchEntry['format'],
    ...(price ? { price: Number(price) } : {}),
    updatedOn: Number(updatedOn),
    expiresOn: Number(expiresOn),
    kilometers: Number(km),
    pickup: { latitude: Number(pLat), longitude: Number(pLon) },
    delivery: { latitude: Number(dLat), longitude: Number(dLon) },
    regions: [pickupRegion!, deliveryRegion!],
    ...(shipper ? { shipperId: Number(shipper) } : {}),
  };
  if (end >= text.length) return entry; // an entry without a card (docs/compat.md)
  const [
    title,
    galleryImage,
    namedPrice,
    targetPrice,
    bidCount,
    lowestBid,
    updated,
    expires,
    kilometers,
    pickup,
    delivery,
    providerRequirements,
  ] = JSON.parse(text.slice(end + 1)) as CardRest;
  entry.card = {
    listingId: entry.listingId,
    title,
    ...(galleryImage ? { galleryImage } : {}),
    commodity: entry.commodity,
    format: entry.format,
    ...(namedPrice ? { namedPrice: { amount: namedPrice[0], currencyType: namedPrice[1] } } : {}),
    ...(targetPrice ? { targetPrice: { amount: targetPrice[0], currencyType: targetPrice[1] } } : {}),
    bidCount,
    ...(lowestBid !== null ? { lowestBid } : {}),
    updatedOn: updated || instantOf(entry.updatedOn),
    expiresOn: expires || instantOf(entry.expiresOn),
    kilometers,
    regions: entry.regions,
    stops: [stopOf(pickup, entry.pickup), stopOf(delivery, entry.delivery)],
    ...(providerRequirements ? { providerRequirements } : {}),
    ...(entry.shipperId !== undefined ? { shipperId: entry.shipperId } : {}),
  };
  return entry;
}

/** A value as text that sorts as the value does (the lists' sort keys; only the order matters). */
export function sortText(entry: SearchEntry, by: StoredSortKey): string {
  switch (by) {
    case 'DateUpdated':
      return String(entry.updatedOn).padStart(15, '0');
    case 'ExpirationDate':
      return String(entry.expiresOn).padStart(15, '0');
    case 'TotalDistance':
      return entry.kilometers.toFixed(1).padStart(12, '0');
    case 'Price':
      return entry.price === undefined ? NO_VALUE : Math.max(0, entry.price).toFixed(6).padStart(24, '0');
  }
}
