import type { SavedPayment } from '../payments/types.ts';
import type { ProviderRequirements } from '../vetting/requirements.ts';
// Listings (spec 2.6, 3.2) as stored (a bid: shared/domain/bids/types.ts). Lifecycle and decisions: docs/listings.md.

export const listingStatuses = ['Saved', 'Active', 'OnHold', 'Booked', 'Cancelled', 'Expired'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** spec 3.1: the transit workflow of a booked listing, forward only; rank orders it. */
export const transitStatuses = ['ReadyForDispatch', 'Dispatched', 'PickedUp', 'Delivered'] as const;
export type TransitStatus = (typeof transitStatuses)[number];

/** The two parties of a booked listing, as feedback and messages name them (docs/feedback.md, docs/messages.md). */
export const partyRoles = ['Shipper', 'Carrier'] as const;
export type PartyRole = (typeof partyRoles)[number];

/** spec 2.10 pricing formats. */
export type PricingFormat = 'Auction' | 'OfferPrice' | 'BookItNow';

export interface Money {
  amount: number;
  currencyType: string;
}

export interface ListingStop {
  address: {
    streetAddress: string;
    alternateStreetAddress?: string;
    majorMunicipality: string;
    postalCode: string;
    stateProvince: string;
    country: 'US' | 'CA';
    type: string;
    contactPhoneNumber?: string;
    contactFullName?: string;
    formattedAddress?: string;
    timeZone?: string;
    latitude: number;
    longitude: number;
  };
  timeFrame: { earliestArrival: string; latestArrival: string; timeFrameType: string; timeZone?: string };
  contact?: { name?: string; companyName?: string; phoneNumber?: string; email?: string };
}

/** What anyone may see of a stop: no street address, phone or contact (docs/listings.md). */
export interface PublicStop {
  address: Pick<
    ListingStop['address'],
    'majorMunicipality' | 'postalCode' | 'stateProvince' | 'country' | 'type' | 'timeZone' | 'latitude' | 'longitude'
  >;
  timeFrame: ListingStop['timeFrame'];
}

export interface ListingItem {
  commodity: string;
  title?: string;
  unitCount: number;
  widthInMeters?: number;
  lengthInMeters?: number;
  heightInMeters?: number;
  weightInGrams?: number;
  hazardous?: boolean;
  stackable?: boolean;
  handlingUnit?: string;
  requestedRateTypes?: string;
  year?: number;
  makeName?: string;
  modelName?: string;
  isModified?: boolean;
  details?: Record<string, string | number | boolean>;
}

export interface ReferenceNumber {
  type: string;
  /** The stored value: for type Other with a label, `label - number` (spec 2.6). */
  number: string;
  referenceNumberLabel?: string;
}

export interface Listing {
  listingId: number;
  shipperId: number;
  /** The person of the shipper company who posted it (docs/teams.md); absent before teams. */
  createdBy?: number;
  title: string;
  description?: string;
  confidentialDescription?: string;
  status: ListingStatus;
  pricing: { format: PricingFormat; namedPrice?: Money; targetPrice?: Money };
  insurance?: { coverageAmount: Money };
  route: { items: [ListingStop, ListingStop]; kilometers: number };
  items: ListingItem[];
  referenceNumbers: ReferenceNumber[];
  /** Linked fixed-price quote (reference number type PriceCorrelationId; internal, never shown). */
  priceCorrelationId?: string;
  /** A BookItNow listing's saved card, charged when a bid books it (docs/payments.md, "BookItNow"; never shown). */
  bookItNowPayment?: SavedPayment;
  serviceTypes: string[];
  gallery: string[];
  /** What its bidders must meet (docs/vetting.md, "Shippers choose"); absent: none (and on listings before them). */
  providerRequirements?: ProviderRequirements;
  createdOn: string;
  updatedOn: string;
  activatedOn?: string;
  expiresOn?: string;
  bidCount: number;
  lowestBid?: number;
  acceptedBidId?: number;
  bookedProviderId?: number;
  /**
   * Its last booking was cancelled before pickup, by this party: a shipper's leaves it Cancelled, a carrier's Active
   * again (docs/payments.md). Kept on the state so that the stream shows who undid the booking.
   */
  cancelledBy?: PartyRole;
  /** The booked provider's member who drives it (docs/teams.md), once assigned. */
  driverMemberId?: number;
  transitStatus?: TransitStatus;
  transitStatusRank?: number;
  /** The public tracking page's token (docs/tracking.md): set at booking, replaced on rotation. */
  trackingToken?: string;
  /** The booked provider's most recent reported position. */
  lastLocation?: { latitude: number; longitude: number; recorded: string; status?: TransitStatus };
  /**
   * The transit status records (at most one per status), kept with each status post: what tracking
   * shows without reading the location reports (docs/tracking.md). Absent on listings booked before
   * it (the transit-status-summaries migration), which read their records instead.
   */
  statusRecords?: StatusRecord[];
  /** What the positions tell (docs/tracking.md, "Estimated arrival"): absent until the first position. */
  tracking?: ShipmentTracking;
}

/** A stop of the route, as tracking names it. */
export const stopNames = ['Pickup', 'Delivery'] as const;
export type StopName = (typeof stopNames)[number];
/** How a stop's estimated arrival stands against its window (docs/tracking.md, "Estimated arrival"). */
export const etaStatuses = ['OnTime', 'AtRisk', 'Late', 'NoSignal', 'Unknown'] as const;
export type EtaStatus = (typeof etaStatuses)[number];
/** A stop's estimated arrival: absent while NoSignal or Unknown. */
export interface StopEta {
  eta?: string;
  etaStatus: EtaStatus;
}

/** A booked listing's tracking as of its latest position, kept on its state so that reads of it cost nothing more. */
export interface ShipmentTracking {
  /** The pickup's (until picked up) and the delivery's estimates, from the latest position. */
  etas: Partial<Record<StopName, StopEta>>;
  /** The stop whose geofence the latest position is in, once Arrived there (until Departed). */
  atStop?: StopName;
  /** When the latest position was recorded (the device's time): what the estimates start from. */
  basedOn: string;
}

/**
 * A transit status record as tracking shows it, kept on the listing (the record whole, with where it was made:
 * `TransitRecord` in shared/domain/tracking/types.ts).
 */
export interface StatusRecord {
  status: TransitStatus;
  /** How the status was reached against the booked bid's times (spec 2.11; `punctualityOf`, tracking/workflow.ts). */
  punctuality: 'NotApplicable' | 'OnTime' | 'NotOnTime';
  recorded: string;
}
