import * as v from 'valibot';
import { object } from './objects.ts';
import { calendarDay, oneOf, text } from './common.ts';
import { uuidId } from './paths.ts';
import { safetyRatings } from '../domain/vetting/rules.ts';

// A provider's USDOT and MC numbers (spec 2.14 `dotNumber`, `mcNumber`; docs/vetting.md), as people type them:
// `USDOT 1000001`, `DOT# 1000001`, `MC-700001`, spaces. Each is read to its digits; empty or null is none given.

const digitsOf = (prefix: RegExp) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string('must be a string'),
        v.maxLength(30, 'must be at most 30 characters'),
        v.transform((typed) => typed.trim().replace(prefix, '').replace(/[\s-]/g, '')),
        v.check((text) => text === '' || /^\d{1,8}$/.test(text), 'must be a number of 1 to 8 digits'),
        v.transform((text) => (text === '' ? undefined : String(Number(text)))),
      ),
    ),
  );

/** `USDOT 1000001`, `DOT 1000001`, `1000001` -> `1000001`. */
export const dotNumber = digitsOf(/^(US\s*)?DOT\s*#?/i);
/** `MC-700001`, `MC 700001`, `700001` -> `700001` (a docket's digits, without its prefix). */
export const mcNumber = digitsOf(/^MC\s*#?/i);

/** PUT /v2/users/me/vetting: the numbers to keep, checked now; neither is no number (Unverified). */
export const VettingBody = object({ dotNumber, mcNumber });
export type VettingInput = v.InferOutput<typeof VettingBody>;

/** An amount of US dollars FMCSA's filings are compared with (docs/vetting.md, "Shippers choose"). */
const usDollars = object({
  amount: v.pipe(
    v.number(),
    v.minValue(0, 'must not be negative'),
    v.maxValue(100_000_000, 'must be at most 100,000,000'),
  ),
  currencyType: oneOf(['USD'], 'must be USD: FMCSA files insurance in US dollars'),
});

/** A shipper's requirements of the providers that bid (its default, or one listing's); each left out is none. */
export const ProviderRequirementsBody = object({
  verified: v.optional(v.nullable(v.boolean('must be true or false'))),
  minimumCargoInsurance: v.optional(v.nullable(usDollars)),
  minimumLiabilityInsurance: v.optional(v.nullable(usDollars)),
  maximumSafetyRating: v.optional(v.nullable(oneOf(safetyRatings))),
});
export type ProviderRequirementsInput = v.InferOutput<typeof ProviderRequirementsBody>;

const certifiedAmount = v.optional(
  v.pipe(
    v.number('must be an amount of US dollars'),
    v.minValue(0, 'must not be negative'),
    v.maxValue(100_000_000, 'must be at most 100,000,000'),
  ),
);

/**
 * The text fields of `POST /v2/users/me/vetting/certificates` (multipart, beside the PDF `file` part; docs/vetting.md,
 * "Certificates of insurance"): who insures, the policy, what it covers in US dollars and its last day.
 */
export const CertificateFields = object({
  insurer: text(200),
  policyNumber: text(100),
  cargoInsurance: certifiedAmount,
  liabilityInsurance: certifiedAmount,
  currencyType: v.optional(oneOf(['USD'], 'must be USD: certificates are compared with FMCSA filings in US dollars')),
  // the day its cover ends: `2027-06-30` (a date-time is read as its day)
  expiresOn: calendarDay,
});
export type CertificateInput = v.InferOutput<typeof CertificateFields>;
/** The fields read as numbers from a multipart body. */
export const certificateAmounts = ['cargoInsurance', 'liabilityInsurance'] as const;

export const CertificatePath = object({ certificateId: uuidId('a certificate id') });
