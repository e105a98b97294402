import { PaymentBody } from './payments.ts';
import * as v from 'valibot';
import { object, record } from './objects.ts';
import { ProviderRequirementsBody } from './vetting.ts';
import { inAnyCase, oneOf, optionalText, text, unitCount, when } from './common.ts';
import { MAX_GALLERY, MAX_LISTING_ITEMS, MAX_REFERENCE_NUMBERS, MAX_SERVICE_TYPES } from '../domain/limits/lists.ts';

// Bodies of the listing endpoints (spec 2.6; docs/listings.md for what the spec leaves open; a bid's:
// shared/schemas/bids.ts). Cross-field rules that need lookups or data are in shared/domain/listings/.

/** spec 2.6: a model year, as text or a number (clients of the original API send both). */
export const vehicleYear = v.pipe(
  v.union([
    v.pipe(v.string(), v.maxLength(8, 'must be at most 8 characters')),
    v.pipe(
      v.number(),
      v.integer('must be a four-digit year'),
      v.minValue(1000, 'must be a four-digit year'),
      v.maxValue(9999, 'must be a four-digit year'),
    ),
  ]),
  v.transform(String),
  v.trim(),
  v.regex(/^(\d{4})?$/, 'must be a four-digit year'),
);

const positive = v.optional(
  v.nullable(v.pipe(v.number(), v.gtValue(0, 'must be positive'), v.maxValue(100, 'must be at most 100'))),
);

export const MoneyBody = object({
  amount: v.pipe(v.number(), v.gtValue(0, 'must be positive'), v.maxValue(10_000_000, 'must be at most 10,000,000')),
  currencyType: oneOf(['USD', 'CAD'], 'must be USD or CAD'),
});

/** Address types of a stop: the spec shows three (2.9) and leaves the list open (2.6). */
export const addressTypes = [
  'Residence',
  'BusinessWithoutLoadingDock',
  'BusinessWithLoadingDockOrForklift',
  'Port',
  'Marina',
  'Dealership',
  'Auction',
  'StorageFacility',
  'Airport',
  'Other',
] as const;
/** Time frame types: `on` is the one the spec shows (2.9); docs/listings.md. */
export const timeFrameTypes = ['On', 'Between', 'Before', 'After'] as const;

const Stop = object({
  address: object({
    streetAddress: text(100),
    alternateStreetAddress: optionalText(100),
    majorMunicipality: optionalText(60),
    postalCode: text(12),
    stateProvince: optionalText(3),
    country: text(40),
    type: oneOf(addressTypes),
    contactPhoneNumber: optionalText(25),
    contactFullName: optionalText(100),
    formattedAddress: optionalText(200),
    timeZone: optionalText(60),
  }),
  timeFrame: object({
    earliestArrival: when,
    latestArrival: when,
    timeFrameType: oneOf(timeFrameTypes),
    timeZone: optionalText(60),
  }),
  contact: v.optional(
    v.nullable(
      object({
        name: optionalText(100),
        companyName: optionalText(100),
        phoneNumber: optionalText(25),
        email: v.optional(
          v.nullable(
            v.pipe(
              v.string(),
              v.trim(),
              v.maxLength(254, 'must be at most 254 characters'),
              v.email('must be an email address'),
            ),
          ),
        ),
      }),
    ),
  ),
});

/** spec 2.6: the item commodities a listing can be created with. */
export const listingCommodities = ['Boats', 'CarsLightTrucks', 'Furniture', 'MotorcyclesPowerSports', 'Pets'] as const;

const Item = object({
  commodity: oneOf(listingCommodities),
  title: optionalText(100),
  unitCount,
  widthInMeters: positive,
  lengthInMeters: positive,
  heightInMeters: positive,
  weightInGrams: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer('must be whole grams'), v.gtValue(0, 'must be positive'), v.maxValue(100_000_000)),
    ),
  ),
  hazardous: v.optional(v.boolean(), false),
  stackable: v.optional(v.boolean(), false),
  handlingUnit: optionalText(40),
  requestedRateTypes: optionalText(40),
  // vehicles (spec 2.6: year, make, model, isModified)
  year: v.optional(v.nullable(vehicleYear)),
  makeName: optionalText(60),
  modelName: optionalText(80),
  isModified: v.optional(v.boolean(), false),
  // boat and pet details: not shown in the spec beyond their existence; kept as given
  details: v.optional(
    v.nullable(
      record(
        v.pipe(v.string(), v.maxLength(40)),
        v.union([v.pipe(v.string(), v.maxLength(200)), v.number(), v.boolean()]),
      ),
    ),
  ),
});

/** spec 2.6 reference number types with their numeric codes. */
export const referenceNumberTypes = [
  'Pickup',
  'Delivery',
  'Invoice',
  'PurchaseOrder',
  'SalesOrder',
  'Other',
  'Lot',
  'Release',
  'ThirdPartyTracking',
  'PriceCorrelationId',
  'ThirdPartyOrderNumber',
  'VIN',
  'SKU',
  'ProgressiveNumber',
] as const;

const ReferenceNumber = object({
  // the name, or its numeric code 1-14
  type: v.pipe(
    v.union([
      v.pipe(
        v.string(),
        v.metadata({
          enum: [...referenceNumberTypes],
          description: 'A type of spec 2.6, in any case, or its code 1-14',
        }),
        v.maxLength(30, 'must be at most 30 characters'),
      ),
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(1, 'must be a reference number type of spec 2.6 (name or code 1-14)'),
        v.maxValue(14, 'must be a reference number type of spec 2.6 (name or code 1-14)'),
      ),
    ]),
    v.transform((t) =>
      typeof t === 'number' || /^\d+$/.test(t)
        ? (referenceNumberTypes[Number(t) - 1] ?? String(t))
        : inAnyCase(referenceNumberTypes, t),
    ),
    v.picklist(referenceNumberTypes, 'must be a reference number type of spec 2.6 (name or code 1-14)'),
  ),
  number: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(60, 'must be at most 60 characters')),
  referenceNumberLabel: optionalText(60),
});

export const CreateListingBody = v.pipe(
  object({
    title: text(100),
    description: optionalText(4000),
    confidentialDescription: optionalText(4000),
    status: v.optional(v.nullable(oneOf(['Saved'], 'can only be Saved (or null) at creation'))),
    pricing: v.optional(
      v.nullable(
        object({ namedPrice: v.optional(v.nullable(MoneyBody)), targetPrice: v.optional(v.nullable(MoneyBody)) }),
      ),
    ),
    insurance: v.optional(v.nullable(object({ coverageAmount: MoneyBody }))),
    // a BookItNow listing's card, charged when a bid books it (docs/payments.md, "BookItNow")
    payment: v.optional(v.nullable(PaymentBody)),
    // what bidders must meet (docs/vetting.md): left out, the shipper's default; null, none
    providerRequirements: v.optional(v.nullable(ProviderRequirementsBody)),
    route: object({
      items: v.pipe(v.array(Stop), v.length(2, 'must be exactly two stops: pickup first, delivery last')),
    }),
    items: v.pipe(
      v.array(Item),
      v.minLength(1, 'needs at least one item'),
      v.maxLength(MAX_LISTING_ITEMS, `at most ${MAX_LISTING_ITEMS} items`),
    ),
    referenceNumbers: v.optional(
      v.pipe(v.array(ReferenceNumber), v.maxLength(MAX_REFERENCE_NUMBERS, `at most ${MAX_REFERENCE_NUMBERS}`)),
      [],
    ),
    serviceTypes: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.maxLength(60, 'must be at most 60 characters'))),
        v.maxLength(MAX_SERVICE_TYPES, `at most ${MAX_SERVICE_TYPES}`),
      ),
      [],
    ),
    gallery: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters'), v.url('must be a web address')),
        ),
        v.maxLength(MAX_GALLERY, `at most ${MAX_GALLERY}`),
      ),
      [],
    ),
  }),
  // spec 2.6: use only one of namedPrice, targetPrice
  v.forward(
    v.check((b) => !(b.pricing?.namedPrice && b.pricing?.targetPrice), 'use only one of namedPrice, targetPrice'),
    ['pricing', 'targetPrice'],
  ),
);

export type CreateListingInput = v.InferOutput<typeof CreateListingBody>;
