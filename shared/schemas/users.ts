import * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf, optionalLatitude, optionalLongitude, optionalText, text } from './common.ts';
import { commodityTree } from '../domain/lookups/data/commodities.ts';
import { regionRecords } from '../domain/lookups/data/regions.ts';
import { trailerTypeRecords } from '../domain/lookups/data/trailer-types.ts';
import { marketplaceCurrencies } from '../domain/lookups/lookups.ts';
import { countries } from '../domain/lookups/data/regions.ts';
import { dotNumber, mcNumber } from './vetting.ts';

// Body of POST /v2/users/ (spec 2.8). Cross-field rules are forwarded to the field a client
// must fix, so the 400 names it.

export const phone = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(26, 'must be at most 26 characters'),
      v.regex(/^\+?[0-9 ().-]{7,25}$/, 'must be a phone number'),
    ),
  ),
);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export const emailAddress = v.pipe(v.string(), v.trim(), v.email('must be an email address'), v.maxLength(254));
/** spec 2.8 and 8: a password chosen, 6 to 20 characters, case sensitive. Messages never echo the value. */
export const newPassword = v.pipe(
  v.string('must be a string'),
  v.minLength(6, 'must be 6 to 20 characters'),
  v.maxLength(20, 'must be at most 20 characters'),
);

export const PrimaryAddress = object({
  streetAddress: text(100),
  alternateStreetAddress: optionalText(100),
  majorMunicipality: optionalText(60),
  stateProvince: optionalText(3),
  postalCode: text(10),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  country: oneOf(
    Object.keys(countries) as (keyof typeof countries)[],
    'must be US or CA (the marketplace covers the US and Canada)',
  ),
});

const PROVIDERS_ONLY = 'only a ServiceProvider has USDOT and MC numbers';

export const CreateUserBody = v.pipe(
  object({
    user: object({
      userType: oneOf(['Shipper', 'ServiceProvider'], 'must be Shipper or ServiceProvider'),
      userName: v.optional(
        v.nullable(
          v.pipe(
            v.string(),
            v.trim(),
            v.maxLength(30, 'must be at most 30 characters'),
            v.regex(/^[A-Za-z0-9._-]{3,30}$/, 'must be 3-30 letters, digits, dots, dashes or underscores'),
          ),
        ),
      ),
      firstName: text(50),
      lastName: text(50),
      emailAddress,
      password: newPassword,
      companyName: optionalText(100),
      homePhone: phone,
      mobilePhone: phone,
      primaryAddress: v.optional(v.nullable(PrimaryAddress)),
      // a provider's numbers (spec 2.14), checked with FMCSA once it is created (docs/vetting.md)
      dotNumber,
      mcNumber,
    }),
    profile: v.optional(
      v.nullable(
        object({
          entityType: oneOf(['Carrier'], 'must be Carrier; other entity types are arranged with the service operator'),
          trailerTypes: v.pipe(
            v.array(
              oneOf(
                trailerTypeRecords.map((t) => t.value),
                'must be a value of GET /v2/lookups/trailerTypes/',
              ),
            ),
            v.maxLength(trailerTypeRecords.length, `at most ${trailerTypeRecords.length} (each trailer type once)`),
          ),
          commodities: v.pipe(
            v.array(
              oneOf(
                commodityTree.map((c) => c.value),
                'must be a value of GET /v2/lookups/commodities/ (a parent commodity)',
              ),
            ),
            v.maxLength(commodityTree.length, `at most ${commodityTree.length} (each commodity once)`),
          ),
          regions: v.pipe(
            v.array(
              oneOf(
                regionRecords.map((r) => r.value),
                'must be a value of GET /v2/lookups/regions/',
              ),
            ),
            v.minLength(1, 'name at least one region'),
            v.maxLength(70, 'at most 70 regions'),
          ),
        }),
      ),
    ),
    userPreferences: v.optional(
      v.nullable(
        object({
          timeZone: v.optional(
            v.nullable(
              v.pipe(
                v.string(),
                v.maxLength(60, 'must be at most 60 characters'),
                v.check(isTimeZone, 'must be an IANA time zone name such as America/Chicago'),
              ),
            ),
          ),
          currency: v.optional(
            v.nullable(v.picklist([...marketplaceCurrencies], 'must be a currency of GET /v2/lookups/currencies/')),
          ),
        }),
      ),
    ),
  }),
  // spec 2.8: at least one of homePhone, mobilePhone
  v.forward(
    v.check(
      (body) => Boolean(body.user.homePhone || body.user.mobilePhone),
      'at least one of homePhone, mobilePhone is required',
    ),
    ['user', 'homePhone'],
  ),
  // spec 2.8: a ServiceProvider names itself and describes its service
  v.forward(
    v.check(
      (body) => body.user.userType !== 'ServiceProvider' || Boolean(body.user.userName),
      'userName is required for a ServiceProvider',
    ),
    ['user', 'userName'],
  ),
  v.forward(
    v.check((body) => body.user.userType === 'ServiceProvider' || !body.user.dotNumber, PROVIDERS_ONLY),
    ['user', 'dotNumber'],
  ),
  v.forward(
    v.check((body) => body.user.userType === 'ServiceProvider' || !body.user.mcNumber, PROVIDERS_ONLY),
    ['user', 'mcNumber'],
  ),
  v.forward(
    v.check(
      (body) => body.user.userType !== 'ServiceProvider' || Boolean(body.profile),
      'profile is required for a ServiceProvider',
    ),
    ['profile'],
  ),
);

export type CreateUserInput = v.InferOutput<typeof CreateUserBody>;
