import * as v from 'valibot';
import type { User, UserStatus, UserType } from '../../domain/users/types.ts';
import { defineItem, defineKeyedItem, everyOf, templatesOf } from '../item-definition.ts';
import { memberRoles } from './member.ts';

// Pattern 2 (docs/data-model.md): a user by id, and the claims on its email and userName (one item each, keyed by the
// value lower-cased) written in the same transaction, so two sign-ups with one email cannot both succeed; pattern 9:
// a provider's regions, each under the user, and in GSI1 the providers of a region.

const userTypes = everyOf<UserType>()([
  'Affiliate',
  'Broker',
  'ServiceProvider',
  'Shipper',
  'ShipperAndServiceProvider',
]);
const userStatuses = everyOf<UserStatus>()(['Active', 'Held', 'Suspended', 'Closed']);

/**
 * What the user item holds beside the user and is never part of the User a caller sees (shared/data/users.ts): its
 * password's hash, its full key's hash and those a rotation retires, and the count of changes that ended a credential
 * (shared/data/api-keys.ts). A user made without a password has none; one made before rotations, no version or
 * retiring keys (docs/compat.md).
 */
export interface UserSecrets {
  passwordHash?: string;
  apiKeyHash?: string;
  credentialsVersion?: number;
  retiringApiKeyHashes?: ReadonlySet<string>;
}

/** The user item as written by every module: the user, its secrets. */
export type StoredUser = User & UserSecrets;

const optionalText = v.optional(v.string());

const user = templatesOf<StoredUser>();

/**
 * Written whole at sign-up; its other writers update attributes of their own: the key's hashes and version (api-keys),
 * `rateLimit` (an operator's), `status` and `closedOn` (a closure, whose erasure rewrites the item whole: what is not
 * text is gone, `profile`, `primaryAddress`, `userPreferences` and `facebookLinked` among it; docs/privacy.md), the
 * numbers of a vetting, `blockedBy` (a shipper's block), `feedback` (the summarizer's counts, with its `revision`),
 * a company's `memberCount`. `closedOn` and `memberCount` are read by projections alone.
 */
export const userItems = defineItem<StoredUser>()({
  kind: 'User',
  schema: v.looseObject({
    userId: v.number(),
    userType: v.picklist(userTypes),
    userName: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    companyName: optionalText,
    emailAddress: v.string(),
    homePhone: optionalText,
    homePhoneExt: optionalText,
    mobilePhone: optionalText,
    primaryAddress: v.optional(
      v.looseObject({
        streetAddress: v.string(),
        alternateStreetAddress: optionalText,
        majorMunicipality: optionalText,
        stateProvince: optionalText,
        postalCode: v.string(),
        country: v.string(),
        latitude: v.optional(v.number()),
        longitude: v.optional(v.number()),
      }),
    ),
    mcNumber: optionalText,
    dotNumber: optionalText,
    profile: v.optional(
      v.looseObject({
        // the API takes Carrier alone (shared/schemas/users.ts); other entity types are arranged with the operator and
        // stored as arranged (a broker's, bench/chaos/soak.ts), so any text is read as the profile shows it
        entityType: v.custom<'Carrier'>((entityType) => typeof entityType === 'string'),
        trailerTypes: v.array(v.string()),
        commodities: v.array(v.string()),
        regions: v.array(v.string()),
      }),
    ),
    userPreferences: v.optional(v.looseObject({ timeZone: optionalText, currency: optionalText })),
    rateLimit: v.optional(v.looseObject({ perSecond: v.number(), burst: v.number() })),
    about: optionalText,
    status: v.picklist(userStatuses),
    facebookLinked: v.optional(v.boolean()),
    feedback: v.looseObject({ count: v.number(), positiveCount: v.number(), starTotal: v.number() }),
    cancelledBookings: v.optional(v.number()),
    createdOn: v.string(),
    blockedBy: v.optional(v.set(v.number())),
    companyId: v.optional(v.number()),
    role: v.optional(v.picklist(memberRoles)),
    passwordHash: optionalText,
    apiKeyHash: optionalText,
    credentialsVersion: v.optional(v.number()),
    retiringApiKeyHashes: v.optional(v.set(v.string())),
  }),
  key: {
    partition: user(['userId'], ({ userId }) => `USER#${userId}`),
    sort: user([], () => 'USER'),
  },
});

/** A claim's value as its key holds it: a user's email or userName, trimmed and lower-cased (spec 2.8: unique). */
const claimed = (value: string) => value.trim().toLowerCase();

const email = templatesOf<{ emailAddress: string }>();

/** One item per lower-cased email, naming its user. */
export const emailClaimItems = defineKeyedItem<{ emailAddress: string }, { userId: number }>()({
  kind: 'EmailClaim',
  schema: v.looseObject({ userId: v.number() }),
  key: {
    partition: {
      ...email(['emailAddress'], ({ emailAddress }) => `EMAIL#${claimed(emailAddress)}`),
      shown: 'EMAIL#<emailAddress, trimmed and lower-cased>',
    },
    sort: email([], () => 'EMAIL'),
  },
});

const userName = templatesOf<{ userName: string }>();

/** One item per lower-cased userName, naming its user. */
export const userNameClaimItems = defineKeyedItem<{ userName: string }, { userId: number }>()({
  kind: 'UserNameClaim',
  schema: v.looseObject({ userId: v.number() }),
  key: {
    partition: {
      ...userName(['userName'], ({ userName }) => `USERNAME#${claimed(userName)}`),
      shown: 'USERNAME#<userName, trimmed and lower-cased>',
    },
    sort: userName([], () => 'USERNAME'),
  },
});

/** A region a provider serves, with the commodities it carries (its profile's, as written at sign-up). */
export interface ProviderRegion {
  userId: number;
  region: string;
  commodities: string[];
}

const served = templatesOf<ProviderRegion>();

export const providerRegionItems = defineItem<ProviderRegion>()({
  kind: 'ProviderRegion',
  schema: v.looseObject({ userId: v.number(), region: v.string(), commodities: v.array(v.string()) }),
  key: {
    partition: served(['userId'], ({ userId }) => `USER#${userId}`),
    sort: served(['region'], ({ region }) => `REGION#${region}`, 'REGION#'),
  },
  indexes: {
    GSI1: {
      partition: served(['region'], ({ region }) => `REGION#${region}#PROVIDERS`),
      sort: served(['userId'], ({ userId }) => String(userId)),
    },
  },
});
