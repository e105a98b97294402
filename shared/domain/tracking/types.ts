import type { EtaStatus, StatusRecord, StopName, TransitStatus } from '../listings/types.ts';

export type { EtaStatus, StopName } from '../listings/types.ts';

// Tracking's nouns (docs/tracking.md): a booked listing's transit history, one record per status post or location
// report. The listing keeps the statuses' summary (`statusRecords`, shared/domain/listings/types.ts).

export type Punctuality = StatusRecord['punctuality'];

/**
 * What positions tell beside the carrier's posts: the truck reached a stop's geofence or left it, or a stop's
 * estimated arrival changed its status (docs/tracking.md).
 */
export type TrackingEvent = 'Arrived' | 'Departed' | 'EtaChanged';

/** One entry of a booked listing's transit history (spec 2.11). */
export interface TransitRecord {
  recordId: string;
  listingId: number;
  /** The listing's owner, kept on the record so its event names the shipper to notify. */
  shipperId: number;
  providerId: number;
  /** Absent for location updates that are not a status change. */
  status?: TransitStatus;
  punctuality: Punctuality;
  recorded: string;
  latitude?: number;
  longitude?: number;
  comment?: string;
  /** A tracking event's entry (no status): what happened, at which stop. */
  event?: TrackingEvent;
  stop?: StopName;
  /** EtaChanged: the stop's estimate and its status now (no estimate once NoSignal), and before. */
  eta?: string;
  etaStatus?: EtaStatus;
  previousEtaStatus?: EtaStatus;
}
