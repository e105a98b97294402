import * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf } from './common.ts';

// Body of POST /v2/fixedprice (spec 2.2). Numbers may arrive as numeric strings when the body is
// a form (docs/pricing.md), so numeric fields accept both.

const numeric = v.union(
  [
    v.number(),
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(20, 'must be at most 20 characters'),
      v.regex(/^-?\d{1,12}(\.\d{1,6})?$/, 'must be a number with at most 6 decimals'),
      v.transform(Number),
    ),
  ],
  'must be a number',
);
const positive = (max: number) =>
  v.pipe(numeric, v.gtValue(0, 'must be positive'), v.maxValue(max, `must be at most ${max}`));
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    numeric,
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const code = v.pipe(
  v.union([
    v.pipe(v.string(), v.maxLength(12, 'must be at most 12 characters')),
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999_999_999)),
  ]),
  v.transform(String),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(12),
);

export const Money = object({
  amount: v.pipe(numeric, v.minValue(0, 'must not be negative'), v.maxValue(10_000_000, 'must be at most 10,000,000')),
  currencyType: v.optional(oneOf(['USD', 'CAD'], 'must be USD or CAD'), 'USD'),
});

export const FixedPriceBody = object({
  // spec 2.2: the shipper's company name, all lower case, no spaces or special characters
  source: v.pipe(
    v.string(),
    v.maxLength(50, 'must be at most 50 characters'),
    v.regex(/^[a-z0-9]{1,50}$/, 'must be lower-case letters and digits only'),
  ),
  insurance: v.optional(v.nullable(object({ coverageAmount: Money }))),
  originPostalCode: code,
  destinationPostalCode: code,
  originCountryCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(3, 'must be at most 3 characters')))),
  destinationCountryCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(3, 'must be at most 3 characters')))),
  items: v.pipe(
    v.array(
      object({
        heightInMeters: positive(10),
        widthInMeters: positive(10),
        lengthInMeters: positive(20),
        weightInGrams: v.optional(v.nullable(wholeNumber(1, 20_000_000))),
        unitCount: wholeNumber(1, 500),
      }),
    ),
    v.minLength(1, 'needs at least one item'),
    v.maxLength(100, 'at most 100 items'),
  ),
  userId: v.optional(
    v.nullable(
      v.union([
        v.pipe(v.string(), v.maxLength(20, 'must be at most 20 characters')),
        v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
      ]),
    ),
  ),
  priceCorrelationId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters')))),
  commodity: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(60, 'must be at most 60 characters')))),
});

export type FixedPriceInput = v.InferOutput<typeof FixedPriceBody>;
