import * as v from 'valibot';

// Bounded values as the documents declare them (OWASP API4): the API's answers
// (shared/contract/responses.ts) and its events' payloads (shared/domain/event-payloads/payloads.ts,
// the CloudEvent envelope). One definition each.

export const boundedText = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** An ISO 8601 instant */
export const instant = v.pipe(v.string(), v.maxLength(40), v.isoTimestamp());
export const uuidText = v.pipe(v.string(), v.maxLength(36), v.uuid());
