import type { Money } from '../listings/types.ts';

// LTL rate requests (spec 2.9) and the bookable rates providers answer with (docs/raterequests.md).

export interface RateRequestStop {
  address: {
    streetAddress: string;
    alternateStreetAddress?: string;
    majorMunicipality: string;
    postalCode?: string;
    stateProvince: string;
    country: 'US' | 'CA';
    latitude: number;
    longitude: number;
    type: string;
  };
  timeFrame?: { earliestArrival: string; latestArrival: string; timeFrameType: 'on' };
  attributes: { inside: boolean; liftgateRequired: boolean; callBeforeArrival: boolean; appointmentRequired: boolean };
  contact?: { name?: string; companyName?: string; phoneNumber?: string };
}

export interface RateRequestItem {
  commodity: string;
  unitCount: number;
  packaging?: string;
  handlingUnit: string;
  stackable: boolean;
  hazardous: boolean;
  lengthInMeters?: number;
  heightInMeters?: number;
  widthInMeters?: number;
  weightInGrams: number;
  /** Given, or computed from density (NMFC scale), so providers see a class either way. */
  freightClass: number;
  freightClassComputed: boolean;
}

export interface RateRequest {
  rateRequestID: number;
  requesterId: number;
  /** The person of the company who made it (docs/teams.md): shown to that company only; absent before teams. */
  createdBy?: number;
  affiliateId: number;
  thirdPartyId?: string;
  status: 'Open' | 'Booked';
  route: { items: [RateRequestStop, RateRequestStop]; kilometers: number };
  items: RateRequestItem[];
  attributes: { protectFromFreezing: boolean; blindShipmentCoordination: boolean; sortandSegregate: boolean };
  /** `USA-TX`: the region eligible providers cover. */
  pickupRegion: string;
  createdOn: string;
  bookedRateId?: number;
  listingId?: number;
}

export interface Rate {
  rateId: number;
  rateRequestID: number;
  requesterId: number;
  providerId: number;
  price: Money;
  transitDays: number;
  serviceLevel: 'Standard' | 'Guaranteed' | 'Expedited';
  expiresOn: string;
  comment?: string;
  status: 'Offered' | 'Booked' | 'NotSelected';
  createdOn: string;
}
