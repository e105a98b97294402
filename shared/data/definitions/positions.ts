import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// A booked listing's positions (docs/tracking.md, "Positions"): the track, thinned to one position a minute in one
// item per listing and hour of the device's clock (at most 60 positions, about 3 KB: 3 write units to update),
// expiring 90 days after its hour (the table's TTL); and the watch list the NoSignal schedule reads, one entry per
// tracked listing, spread over 16 partitions by id so that no partition takes every truck's position.

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

/** The watch list's partitions: each position updates its listing's entry, so they are spread. */
export const TRACKED_SHARDS = 16;

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
