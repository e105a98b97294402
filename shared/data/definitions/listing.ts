import * as v from 'valibot';
import type {
  EtaStatus,
  Listing,
  ListingItem,
  ListingStatus,
  ListingStop,
  PricingFormat,
  StopName,
  TransitStatus,
} from '../../domain/listings/types.ts';
import type { ProviderRequirements } from '../../domain/vetting/requirements.ts';
import { defineItem, defineKeyedItem, everyOf, templatesOf } from '../item-definition.ts';

// Patterns 3 and 4 (docs/data-model.md): a listing is three items under LISTING#<id>, each with a sort key that begins
// with `LISTING` (one Query reads them): what the shipper wrote (`Listing`, in no index), what changes (`ListingState`,
// keyed in GSI4 by the shipper's transit status bucket) and its entry in the shipper's list (`ListingEntry`: GSI1
// newest first; GSI2 by transit status, written with the view it carries). A `Listing` item without `layout` is
// unsplit: it holds the state and its keys in GSI1 and GSI2 itself (docs/compat.md).

/** What changes after creation: the ListingState item's fields. */
export const stateFields = [
  'status',
  'updatedOn',
  'activatedOn',
  'expiresOn',
  'bidCount',
  'lowestBid',
  'acceptedBidId',
  'bookedProviderId',
  'cancelledBy',
  'driverMemberId',
  'transitStatus',
  'transitStatusRank',
  'lastLocation',
  'trackingToken',
  'statusRecords',
  'tracking',
] as const;
type StateField = (typeof stateFields)[number];

/** The bucket of a listing not yet booked, which has no transit status. */
export const UNBOOKED = 'Unbooked';
/** The transit status a listing is counted and listed under: `Unbooked` before booking. */
export const bucketOf = (transitStatus: string | undefined) => transitStatus ?? UNBOOKED;

/** What a listing's list and index keys are built from; a transit status bucket may be named (`Unbooked`). */
export interface ListedListing {
  listingId: number;
  shipperId: number;
  createdOn: string;
  transitStatus?: string;
}

const listed = templatesOf<ListedListing>();
const LISTING = 'LISTING#';
const ofListing = listed(['listingId'], ({ listingId }) => `${LISTING}${listingId}`);
/** The listing whose partition holds an item (its content, state, entry or any other item under it). */
export const listingIdOf = (key: Readonly<Record<string, unknown>>) => Number(String(key.PK).slice(LISTING.length));
/** A shipper's listings newest first: ids grow with time, and break ties of one instant. */
const newestFirst = listed(['createdOn', 'listingId'], ({ createdOn, listingId }) => `${createdOn}#${listingId}`);

/** A shipper's listings of one transit status bucket: their states (`LISTINGS`, GSI4) or entries (`LISTINGENTRIES`). */
const inBucket = (list: string) => ({
  ...listed(
    ['shipperId', 'transitStatus'],
    ({ shipperId, transitStatus }) => `USER#${shipperId}#${list}#${bucketOf(transitStatus)}`,
  ),
  shown: `USER#<shipperId>#${list}#<transitStatus, or ${UNBOOKED}>`,
});

/**
 * A listing's shipper. Sample listings drawn with no broker to draw one from have none (infra/ops/sample-listings.ts,
 * as test/support/stream-restart.ts seeds them): they are read as stored, as before the definitions (the default only
 * lets the key be absent: `recordOf` asserts, which fills in nothing).
 */
const shipperId = v.optional(v.number(), 0);
const money = v.looseObject({ amount: v.number(), currencyType: v.string() });
const isRecord = (value: unknown) => typeof value === 'object' && value !== null;
const stop = v.custom<ListingStop>(isRecord);
const transitStatus = v.picklist(everyOf<TransitStatus>()(['ReadyForDispatch', 'Dispatched', 'PickedUp', 'Delivered']));

/** What the shipper wrote: the listing without its state. */
export type ListingContent = Omit<Listing, StateField>;

const content = {
  listingId: v.number(),
  shipperId,
  createdBy: v.optional(v.number()),
  title: v.string(),
  description: v.optional(v.string()),
  confidentialDescription: v.optional(v.string()),
  pricing: v.looseObject({
    format: v.picklist(everyOf<PricingFormat>()(['Auction', 'OfferPrice', 'BookItNow'])),
    namedPrice: v.optional(money),
    targetPrice: v.optional(money),
  }),
  insurance: v.optional(v.looseObject({ coverageAmount: money })),
  route: v.looseObject({ items: v.tuple([stop, stop]), kilometers: v.number() }),
  items: v.array(v.custom<ListingItem>(isRecord)),
  referenceNumbers: v.array(
    v.looseObject({ type: v.string(), number: v.string(), referenceNumberLabel: v.optional(v.string()) }),
  ),
  priceCorrelationId: v.optional(v.string()),
  bookItNowPayment: v.optional(v.looseObject({ customerId: v.string(), paymentMethod: v.string() })),
  serviceTypes: v.array(v.string()),
  gallery: v.array(v.string()),
  providerRequirements: v.optional(v.custom<ProviderRequirements>(isRecord)),
  createdOn: v.string(),
};

export const listingContentItems = defineItem<ListingContent>()({
  kind: 'Listing',
  schema: v.looseObject(content),
  key: { partition: ofListing, sort: listed([], () => 'LISTING') },
  // the split layout's mark: an item without it is unsplit (shared/data/listing-migrations.ts)
  derived: { layout: () => 2 as const },
});

/** A listing's state as its item holds it: what changes, and what its key in GSI4 is built from. */
export type ListingState = Pick<Listing, 'listingId' | 'shipperId' | 'createdOn' | StateField>;

const stopEta = v.looseObject({
  eta: v.optional(v.string()),
  etaStatus: v.picklist(everyOf<EtaStatus>()(['OnTime', 'AtRisk', 'Late', 'NoSignal', 'Unknown'])),
});
const state = {
  status: v.picklist(everyOf<ListingStatus>()(['Saved', 'Active', 'OnHold', 'Booked', 'Cancelled', 'Expired'])),
  updatedOn: v.string(),
  activatedOn: v.optional(v.string()),
  expiresOn: v.optional(v.string()),
  bidCount: v.number(),
  lowestBid: v.optional(v.number()),
  acceptedBidId: v.optional(v.number()),
  bookedProviderId: v.optional(v.number()),
  cancelledBy: v.optional(v.picklist(['Shipper', 'Carrier'])),
  driverMemberId: v.optional(v.number()),
  transitStatus: v.optional(transitStatus),
  transitStatusRank: v.optional(v.number()),
  lastLocation: v.optional(
    v.looseObject({
      latitude: v.number(),
      longitude: v.number(),
      recorded: v.string(),
      status: v.optional(transitStatus),
    }),
  ),
  trackingToken: v.optional(v.string()),
  statusRecords: v.optional(
    v.array(
      v.looseObject({
        status: transitStatus,
        punctuality: v.picklist(['NotApplicable', 'OnTime', 'NotOnTime']),
        recorded: v.string(),
      }),
    ),
  ),
  tracking: v.optional(
    v.looseObject({
      etas: v.looseObject({ Pickup: v.optional(stopEta), Delivery: v.optional(stopEta) }),
      atStop: v.optional(v.picklist(everyOf<StopName>()(['Pickup', 'Delivery']))),
      basedOn: v.string(),
    }),
  ),
};

export const listingStateItems = defineItem<ListingState>()({
  kind: 'ListingState',
  schema: v.looseObject({ listingId: v.number(), shipperId, createdOn: v.string(), ...state }),
  key: { partition: ofListing, sort: listed([], () => 'LISTING#STATE') },
  indexes: {
    GSI4: { partition: inBucket('LISTINGS'), sort: newestFirst },
  },
});

/** A whole listing (content and state, or an unsplit item): what the search indexer and the migrations read. */
export const listingSchema: v.GenericSchema<unknown, Listing> = v.looseObject({ ...content, ...state });

/** The listing as its list shows it (brotli-compressed JSON), and which change of its state that is (epoch ms). */
export interface ListingEntryView {
  view?: Uint8Array;
  viewOf?: number;
}

/** Written without its view (and so outside GSI2) by the API's transactions; the search indexer adds both. */
export const listingEntryItems = defineKeyedItem<ListedListing, ListingEntryView>()({
  kind: 'ListingEntry',
  schema: v.looseObject({ view: v.optional(v.instance(Uint8Array)), viewOf: v.optional(v.number()) }),
  key: { partition: ofListing, sort: listed([], () => 'LISTING#ENTRY') },
  indexes: {
    GSI1: { partition: listed(['shipperId'], ({ shipperId }) => `USER#${shipperId}#LISTINGS`), sort: newestFirst },
    GSI2: { partition: inBucket('LISTINGENTRIES'), sort: newestFirst },
  },
});

/** The sort key of each of a listing's items: the state's and the entry's begin with the content's (one Query). */
export const listingSortKeys = {
  content: listingContentItems.design.key.sort.build({}),
  state: listingStateItems.design.key.sort.build({}),
  entry: listingEntryItems.design.key.sort.build({}),
} as const;

/**
 * Pattern 4's totalCount: a shipper's listings, in all and per transit status bucket (`total`, `count<bucket>`), kept
 * by the transactions that change them. An item of no kind: only their ADD writes it, so it holds no `entity` to be
 * defined by, and adding one would change its layout. Its key is built here, beside the listings it counts.
 */
const LISTING_COUNTS = 'LISTINGCOUNTS';
const OF_SHIPPER = 'USER#';
export const listingCountsKey = (shipperId: number) => ({ PK: `${OF_SHIPPER}${shipperId}`, SK: LISTING_COUNTS });
/** Whether a stored item is a shipper's counts (what the audit recounts), and whose. */
export const isListingCounts = (item: Readonly<Record<string, unknown>>) => item.SK === LISTING_COUNTS;
export const shipperOfListingCounts = (item: Readonly<Record<string, unknown>>) =>
  Number(String(item.PK).slice(OF_SHIPPER.length));
