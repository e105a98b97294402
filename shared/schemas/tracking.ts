import * as v from 'valibot';
import { object } from './objects.ts';
import { latitude, longitude } from './common.ts';

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

export const LocationUpdateBody = object({ latitude, longitude, comment });
