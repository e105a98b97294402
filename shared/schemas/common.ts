import * as v from 'valibot';
import { canonicalWhen } from '../domain/dates.ts';

// Field rules shared by the request schemas: one definition each.

/** A required, trimmed, non-empty string of at most `max` characters. */
export const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max, `must be at most ${max} characters`));

/** An optional (or null) trimmed string of at most `max` characters. */
export const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`))));

/** Decimal degrees (spec 8: latitude -90 to 90). */
export const latitude = v.pipe(
  v.number(),
  v.minValue(-90, 'must be between -90 and 90'),
  v.maxValue(90, 'must be between -90 and 90'),
);
export const longitude = v.pipe(
  v.number(),
  v.minValue(-180, 'must be between -180 and 180'),
  v.maxValue(180, 'must be between -180 and 180'),
);
export const optionalLatitude = v.optional(v.nullable(latitude));
export const optionalLongitude = v.optional(v.nullable(longitude));

/** How many of an item: a whole number from 1 to 100, 1 when left out. */
export const unitCount = v.optional(
  v.pipe(
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(100, 'must be at most 100'),
  ),
  1,
);

/** The enumeration's value a text names in any case and spacing, or the text as sent when it names none. */
export const inAnyCase = (values: readonly string[], sent: string) =>
  values.find((value) => value.toLowerCase() === sent.trim().toLowerCase()) ?? sent;

/**
 * One of an enumeration's values, sent in any case (`between`, `ON`, `residence`); read back as
 * the table writes it (docs/dates.md: what clients of the original API send).
 */
export const oneOf = <const T extends readonly string[]>(values: T, message = `must be one of ${values.join(', ')}`) =>
  v.pipe(
    v.string(),
    // what the OpenAPI document shows: the conversion stops at the transform (shared/contract/openapi.ts)
    v.metadata({ enum: [...values], description: 'Any case is accepted; read back as listed.' }),
    v.trim(),
    v.transform((sent) => inAnyCase(values, sent)),
    v.picklist(values, message),
  );

const WHEN_FORMS = '2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026';

/**
 * THE parser of a date field: every schema that reads a date or a date-time is one of these (docs/dates.md, "A
 * date is a real calendar date"). The text is read by `canonicalWhen` (shared/domain/dates.ts), so a day the
 * calendar does not have (2027-02-30, 2027-13-01) or a time the clock does not (25:00) is refused in every
 * field, JSON or a multipart form's text part alike. `forms` narrows the forms `canonicalWhen` takes to those the
 * field takes; `read` makes the field's value of the canonical text (and the text as sent). The OpenAPI
 * document shows a string of at most 40 characters, described by `about` when given, with no `format`: a field
 * that takes both a date and a date-time has none of JSON Schema's.
 */
const dateField = (field: {
  refusal: string;
  forms?: RegExp;
  read: (canonical: string, sent: string) => string;
  about?: { description: string; examples: string[] };
  typeRefusal?: string;
}) =>
  v.pipe(
    v.string(field.typeRefusal),
    v.trim(),
    v.maxLength(40, 'must be at most 40 characters'),
    v.metadata(field.about ?? {}),
    // one parse: the field's value, or the issue naming the field
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const sent = dataset.value;
      const canonical = !field.forms || field.forms.test(sent) ? canonicalWhen(sent) : undefined;
      if (canonical === undefined) {
        addIssue({ message: field.refusal });
        return NEVER;
      }
      return field.read(canonical, sent);
    }),
  );

/**
 * A date or time in any form clients of the original API send, kept in its canonical text
 * (shared/domain/dates.ts); the rule that knows the stop's time zone makes it an instant.
 */
export const when = dateField({
  refusal: `must be a date or date-time: ${WHEN_FORMS}`,
  about: {
    description:
      `A date or date-time: ${WHEN_FORMS}. A date means that whole day in the stop's time zone ` + `(docs/dates.md).`,
    examples: ['2026-12-01T09:00:00Z', '2026-12-01', '12/01/2026'],
  },
  read: (canonical) => canonical,
});

/** The ISO 8601 forms: a date (`2027-06-30`), or a date-time (`2027-06-30T09:00:00Z`, with an offset, or none). */
const ISO_DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T|$)/;
const A_DAY = 'must be a date (YYYY-MM-DD)';

/** A calendar day, `2027-06-30`; a date-time is read as the day it was written on (a certificate's last day). */
export const calendarDay = dateField({
  refusal: A_DAY,
  typeRefusal: A_DAY,
  forms: ISO_DATE_OR_TIME,
  read: (_canonical, sent) => sent.slice(0, 10),
});

/**
 * An ISO 8601 date or date-time, kept in its canonical text (`2027-06-30`, `2027-06-30T14:00:00.000Z`): the rule
 * reading it decides what a day is (a restricted key's expiry: its start, UTC).
 */
export const isoDateOrTime = dateField({
  refusal: 'must be an ISO 8601 date or date-time, e.g. 2027-06-30T00:00:00Z',
  forms: ISO_DATE_OR_TIME,
  read: (canonical) => canonical,
});

/** A device's clock reading: an ISO 8601 date-time with its offset (`2026-12-07T04:12:00Z`, `-05:00`), read as UTC. */
export const instant = dateField({
  refusal: 'must be an ISO 8601 date-time with its offset, e.g. 2026-12-07T04:12:00Z',
  forms: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i,
  about: {
    description: 'An ISO 8601 date-time with its offset, e.g. 2026-12-07T04:12:00Z or 2026-12-06T23:12:00-05:00.',
    examples: ['2026-12-07T04:12:00Z'],
  },
  read: (canonical) => new Date(canonical).toISOString(),
});

/** An overlap of a rotated credential in whole hours, 0 (the old one stops at once) to `max`. */
export const overlapHours = (max: number) =>
  v.pipe(
    v.number('must be a whole number of hours'),
    v.integer('must be a whole number of hours'),
    v.minValue(0, `must be between 0 and ${max}`),
    v.maxValue(max, `must be between 0 and ${max}`),
  );
