import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// A booked listing's positions (docs/tracking.md, "Positions"): the track, thinned to one position a minute in one
// item per listing and hour of the device's clock (at most 60 positions, about 3 KB: 3 write units to update),
// expiring 90 days after its hour (the table's TTL); and the watch list the NoSignal schedule reads, one entry per
// tracked listing, spread over TRACKED_SHARDS partitions by id so that no partition takes every truck's position.

/** A position as the track keeps it: [latitude, longitude, recorded (epoch s), speed km/h?, heading degrees?]. */
export type TrackPoint = [number, number, number, (number | null)?, (number | null)?];

export interface TrackHour {
  listingId: number;
  /** The hour of the device's clock the positions were recorded in: `2026-12-07T04`. */
  hour: string;
}

const track = templatesOf<TrackHour>();

export const trackHourItems = defineKeyedItem<TrackHour, TrackHour & { expiresAt: number }>()({
  kind: 'TrackHour',
  schema: v.looseObject({ listingId: v.number(), hour: v.string(), expiresAt: v.number() }),
  key: {
    partition: track(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: track(['hour'], ({ hour }) => `TRACK#${hour}`, 'TRACK#'),
  },
});

/**
 * The watch list's partitions: each report updates its listing's entry (2 write units, in its transaction), so they are
 * spread. 128 keep B's peak, 26,000 reports a second, at 41% of a partition's writes (docs/scale.md).
 */
export const TRACKED_SHARDS = 128;
/**
 * The watch list's partitions before (issue 83's first release): an entry there moves to its partition of the 128 by
 * the tracked-shipment-shards migration; meanwhile the schedule reads it where it is (they are among the 128).
 */
export const TRACKED_SHARDS_BEFORE = 16;

export interface TrackedShipment {
  listingId: number;
  /** The latest position's time (the device's). */
  lastRecorded: string;
  /** When the schedule found it silent and said so; removed by the next position. */
  silentSince?: string;
}

const tracked = templatesOf<TrackedShipment>();

export const trackedShipmentItems = defineKeyedItem<Pick<TrackedShipment, 'listingId'>, TrackedShipment>()({
  kind: 'TrackedShipment',
  schema: v.looseObject({ listingId: v.number(), lastRecorded: v.string(), silentSince: v.optional(v.string()) }),
  key: {
    partition: {
      ...tracked(['listingId'], ({ listingId }) => `TRACKED#${listingId % TRACKED_SHARDS}`),
      shown: `TRACKED#<listingId mod ${TRACKED_SHARDS}>`,
    },
    sort: tracked(['listingId'], ({ listingId }) => `LISTING#${listingId}`, 'LISTING#'),
  },
});
