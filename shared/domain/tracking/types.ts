import type { StatusRecord, TransitStatus } from '../listings/types.ts';

// Tracking's nouns (docs/tracking.md): a booked listing's transit history, one record per status post or location
// report. The listing keeps the statuses' summary (`statusRecords`, shared/domain/listings/types.ts).

export type Punctuality = StatusRecord['punctuality'];

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
}
