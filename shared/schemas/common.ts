import * as v from 'valibot';

// Field rules shared by the request schemas: one definition each.

/** A required, trimmed, non-empty string of at most `max` characters. */
export const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

/** An optional (or null) trimmed string of at most `max` characters. */
export const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`))));

/** Decimal degrees (spec 8: latitude -90 to 90). */
export const latitude = v.pipe(v.number(), v.minValue(-90, 'must be between -90 and 90'), v.maxValue(90, 'must be between -90 and 90'));
export const longitude = v.pipe(v.number(), v.minValue(-180, 'must be between -180 and 180'), v.maxValue(180, 'must be between -180 and 180'));
export const optionalLatitude = v.optional(v.nullable(latitude));
export const optionalLongitude = v.optional(v.nullable(longitude));
