import { ValidationError } from '../../errors.ts';
import type { CreateListingInput } from '../../schemas/listings.ts';
import {
  transitStatuses,
  type Listing,
  type ListingItem,
  type ListingStatus,
  type ListingStop,
  type PricingFormat,
  type ReferenceNumber,
} from './types.ts';
import { instantOf, localDay } from '../dates.ts';
import { zoneOf } from '../time-frames.ts';
import { listerTypes, providerTypes, type UserType } from '../users/types.ts';

// Pure listing rules (spec 2.6, 3.2), unit-testable without the table.

/** How long an activated listing stays open for bids, unless its pickup window ends first. */
export const LISTING_OPEN_DAYS = 30;
export const MAX_REFERENCE_NUMBER_LENGTH = 60;

export { listerTypes };
/** Who bids: carriers and brokers (spec 1), the providers vetted (docs/vetting.md). */
export const bidderTypes = providerTypes;

/**
 * The load is picked up (PickedUp or Delivered, spec 3.1): a booking is no longer cancelled, and its payment may be
 * released (docs/payments.md).
 */
export const isPickedUp = (listing: Pick<Listing, 'transitStatusRank'>): boolean =>
  (listing.transitStatusRank ?? -1) >= transitStatuses.indexOf('PickedUp');

/** spec 2.6: a listing holds several items of one commodity type; a mix is refused. */
export function checkOneCommodity(items: { commodity: string }[]): void {
  const first = items[0]?.commodity;
  const other = items.findIndex((item) => item.commodity !== first);
  if (other >= 0)
    throw ValidationError.field(
      `items[${other}].commodity`,
      `A listing holds items of one commodity type: items[0] is ${first}, items[${other}] is ` +
        `${items[other]!.commodity}.`,
    );
}

/** spec 2.6: a custom vehicle (isModified) gives its dimensions. */
export function checkModifiedVehicles(items: CreateListingInput['items']): void {
  items.forEach((item, i) => {
    if (!item.isModified) return;
    for (const dimension of ['lengthInMeters', 'widthInMeters', 'heightInMeters'] as const) {
      if (item[dimension] == null)
        throw ValidationError.field(
          `items[${i}].${dimension}`,
          `items[${i}].${dimension} is required for a modified vehicle (isModified).`,
        );
    }
  });
}

/**
 * spec 2.6 read-back rules for vehicles: a blank year is omitted; a blank make or model reads back
 * as an empty string; on a pre-1980 vehicle a make or model the catalog does not know reads back
 * as `Other`.
 */
export function vehicleReadBack(
  item: CreateListingInput['items'][number],
  known: { make: boolean; model: boolean },
): Pick<ListingItem, 'year' | 'makeName' | 'modelName'> {
  const year = item.year ? Number(item.year) : undefined;
  const preCatalog = year !== undefined && year < 1980;
  const makeName = item.makeName?.trim() ?? '';
  const modelName = item.modelName?.trim() ?? '';
  return {
    ...(year !== undefined ? { year } : {}),
    makeName: preCatalog && makeName && !known.make ? 'Other' : makeName,
    modelName: preCatalog && modelName && !known.model ? 'Other' : modelName,
  };
}

/**
 * spec 2.6: `Other` with a label is stored as `label - number`, at most 60 characters; for other
 * types the label is for display only. PriceCorrelationId is split off (internal, never shown).
 */
export function storedReferenceNumbers(input: CreateListingInput['referenceNumbers']): {
  shown: ReferenceNumber[];
  priceCorrelationId?: string;
} {
  const shown: ReferenceNumber[] = [];
  let priceCorrelationId: string | undefined;
  input.forEach((ref, i) => {
    if (ref.type === 'PriceCorrelationId') {
      if (priceCorrelationId)
        throw ValidationError.field(`referenceNumbers[${i}].type`, 'A listing links at most one PriceCorrelationId.');
      priceCorrelationId = ref.number;
      return;
    }
    const label = ref.referenceNumberLabel || undefined;
    const number = ref.type === 'Other' && label ? `${label} - ${ref.number}` : ref.number;
    if (number.length > MAX_REFERENCE_NUMBER_LENGTH) {
      throw ValidationError.field(
        `referenceNumbers[${i}].number`,
        `With its label, an Other reference number is '${label} - number', at most ${MAX_REFERENCE_NUMBER_LENGTH} ` +
          `characters (this is ${number.length}).`,
      );
    }
    shown.push({ type: ref.type, number, ...(label ? { referenceNumberLabel: label } : {}) });
  });
  return { shown, ...(priceCorrelationId ? { priceCorrelationId } : {}) };
}

/** A named price is an offer price, or book-it-now when a broker lists; otherwise an auction. */
export function pricingFormatOf(pricing: CreateListingInput['pricing'], listerType: UserType): PricingFormat {
  if (pricing?.namedPrice) return listerType === 'Broker' ? 'BookItNow' : 'OfferPrice';
  return 'Auction';
}

/**
 * A stop's time frame as instants (docs/dates.md): a day sent is that whole day in the stop's own
 * zone (from the start of the earliest to the end of the latest), a local time is in that zone.
 */
export function timeFrameAt(
  sent: ListingStop['timeFrame'],
  address: { timeZone?: string; stateProvince: string },
): ListingStop['timeFrame'] {
  const zone = zoneOf({ timeFrame: sent, address });
  return {
    ...sent,
    earliestArrival: instantOf(sent.earliestArrival, zone, 'start'),
    latestArrival: instantOf(sent.latestArrival, zone, 'end'),
  };
}

/** Time-frame rules of the two stops, once their times are instants (docs/listings.md). */
export function checkTimeFrames(stops: readonly ListingStop[], now: Date): void {
  stops.forEach((stop, i) => {
    const { earliestArrival, latestArrival, timeFrameType } = stop.timeFrame;
    const field = `route.items[${i}].timeFrame`;
    if (Date.parse(earliestArrival) > Date.parse(latestArrival))
      throw ValidationError.field(`${field}.latestArrival`, 'latestArrival must not be before earliestArrival.');
    const zone = zoneOf(stop);
    if (timeFrameType === 'On' && localDay(earliestArrival, zone) !== localDay(latestArrival, zone)) {
      throw ValidationError.field(
        `${field}.latestArrival`,
        "A time frame of type 'On' is one day: earliestArrival and latestArrival must fall on the same date.",
      );
    }
  });
  const [pickup, delivery] = stops as [(typeof stops)[0], (typeof stops)[0]];
  if (Date.parse(pickup.timeFrame.latestArrival) <= now.getTime()) {
    throw ValidationError.field('route.items[0].timeFrame.latestArrival', 'The pickup window has already ended.');
  }
  if (Date.parse(delivery.timeFrame.latestArrival) < Date.parse(pickup.timeFrame.earliestArrival)) {
    throw ValidationError.field('route.items[1].timeFrame.latestArrival', 'Delivery cannot end before pickup starts.');
  }
}

/** Open for bids until 30 days after activation or the end of the pickup window, whichever is first. */
export function expiryOf(pickupLatestArrival: string, activatedOn: Date): string {
  const limit = activatedOn.getTime() + LISTING_OPEN_DAYS * 86_400_000;
  return new Date(Math.min(limit, Date.parse(pickupLatestArrival))).toISOString();
}

/** The status a caller sees: an open listing past its expiry is Expired. */
export function effectiveStatus(listing: Pick<Listing, 'status' | 'expiresOn'>, now = Date.now()): ListingStatus {
  if (
    (listing.status === 'Active' || listing.status === 'OnHold') &&
    listing.expiresOn &&
    Date.parse(listing.expiresOn) <= now
  )
    return 'Expired';
  return listing.status;
}
