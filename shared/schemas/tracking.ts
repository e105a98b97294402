import * as v from 'valibot';
import { object } from './objects.ts';
import { instant, latitude, longitude } from './common.ts';

// Bodies of the transit endpoints (docs/tracking.md). A status post may have no body at all.
const comment = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'must be at most 500 characters'))),
);

/** A status report's fields, also the text parts of a multipart delivery (docs/attachments.md). */
export const TransitStatusFields = object({
  latitude: v.optional(v.nullable(latitude)),
  longitude: v.optional(v.nullable(longitude)),
  comment,
});

export const TransitStatusBody = v.pipe(
  v.optional(v.nullable(TransitStatusFields), {}),
  v.transform((body) => body ?? {}),
  v.forward(
    v.check((b) => (b.latitude == null) === (b.longitude == null), 'latitude and longitude go together'),
    ['longitude'],
  ),
);

/** The most positions one report carries (an ELD's or an offline phone's backlog: docs/tracking.md, "Positions"). */
export const MAX_POSITIONS = 100;

/** A device's fix: where and when it was recorded (its own clock), and how it moved. */
export const PositionFields = object({
  latitude,
  longitude,
  recorded: instant,
  speed: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0, 'must be 0 or more (km/h)')))),
  heading: v.optional(
    v.nullable(
      v.pipe(v.number(), v.minValue(0, 'must be between 0 and 360'), v.maxValue(360, 'must be between 0 and 360')),
    ),
  ),
});

/**
 * spec 2.11's location update (latitude and longitude, now), or a batch of positions as the device recorded them
 * (docs/tracking.md, "Positions"): one or the other.
 */
export const LocationUpdateBody = v.pipe(
  object({
    latitude: v.optional(latitude),
    longitude: v.optional(longitude),
    comment,
    positions: v.optional(
      v.pipe(
        v.array(PositionFields),
        v.minLength(1, 'must hold at least one position'),
        v.maxLength(MAX_POSITIONS, `must hold at most ${MAX_POSITIONS} positions`),
      ),
    ),
  }),
  v.forward(
    v.check(
      (b) => b.positions === undefined || (b.latitude === undefined && b.longitude === undefined),
      'a report carries positions or one latitude and longitude, not both',
    ),
    ['positions'],
  ),
  v.forward(
    v.check((b) => b.positions !== undefined || b.latitude !== undefined, 'is required (or positions)'),
    ['latitude'],
  ),
  v.forward(
    v.check((b) => b.positions !== undefined || b.longitude !== undefined, 'is required (or positions)'),
    ['longitude'],
  ),
);
