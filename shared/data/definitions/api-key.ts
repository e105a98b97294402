import * as v from 'valibot';
import type { Scope } from '../../routes/http.ts';
import { defineItem, defineKeyedItem, everyOf, templatesOf } from '../item-definition.ts';

// Pattern 1 (docs/auth.md): a key's hash -> the user it belongs to, a full key's or a restricted one's (which also
// holds its restriction); a user's restricted keys, each under the user too; and the rotated full keys whose overlap
// ends, in one partition by when (docs/auth.md, "Rotating the full key").

/** Every key item's partition prefix: authentication notes a rotated key's last use there (infra/functions.ts). */
export const API_KEY_PREFIX = 'APIKEY#';

/** An expired restricted key, or a rotated-out full key, stays listed (as expired) this long, then TTL removes it. */
export const LISTED_AFTER_EXPIRY_SECONDS = 30 * 86_400;

const epochSeconds = (instant: string) => Math.floor(Date.parse(instant) / 1000);

const everyScope = everyOf<Scope>()([
  'account:read',
  'account:write',
  'users:write',
  'keys:manage',
  'prices:read',
  'listings:read',
  'listings:write',
  'bids:read',
  'bids:write',
  'transit:read',
  'transit:write',
  'documents:read',
  'documents:write',
  'feedback:read',
  'feedback:write',
  'messages:read',
  'messages:write',
  'raterequests:read',
  'raterequests:write',
  'webhooks:manage',
  'members:manage',
  'searches:read',
  'searches:write',
  'lookups:read',
  'payments:read',
  'payments:write',
  'payouts:read',
  'payouts:manage',
]);

/** What a restricted key is limited to, kept on its key item (docs/auth.md, "Restricted keys"). */
export interface KeyRestriction {
  keyId: string;
  scopes: Scope[];
  expiresOn?: string;
}

const restriction = {
  keyId: v.string(),
  scopes: v.array(v.picklist(everyScope)),
  expiresOn: v.optional(v.string()),
};

/**
 * A key's item: its user and when it was made; a full key's last four characters (`hint`; a key made before hints has
 * none), a restricted key's restriction; a rotated-out full key's `retiresOn` and its last use. `expiresAt` (TTL): a
 * restricted key's expiry, or a rotated-out key's end and the time it stays listed.
 */
export interface ApiKeyItem {
  userId: number;
  createdOn: string;
  hint?: string;
  restricted?: KeyRestriction;
  retiresOn?: string;
  lastUsedOn?: string;
  lastUsedFrom?: string;
  expiresAt?: number;
}

const apiKey = templatesOf<{ keyHash: string }>();

/** The item does not hold the hash its key is built from. */
export const apiKeyItems = defineKeyedItem<{ keyHash: string }, ApiKeyItem>()({
  kind: 'ApiKey',
  schema: v.looseObject({
    userId: v.number(),
    createdOn: v.string(),
    hint: v.optional(v.string()),
    restricted: v.optional(v.looseObject(restriction)),
    retiresOn: v.optional(v.string()),
    lastUsedOn: v.optional(v.string()),
    lastUsedFrom: v.optional(v.string()),
    expiresAt: v.optional(v.number()),
  }),
  key: {
    partition: apiKey(['keyHash'], ({ keyHash }) => `${API_KEY_PREFIX}${keyHash}`),
    sort: apiKey([], () => 'APIKEY'),
  },
});

/** A restricted key as its owner lists it: never the key, only its hash (to revoke it by). */
export interface RestrictedKey extends KeyRestriction {
  userId: number;
  name: string;
  createdOn: string;
  keyHash: string;
}

const restrictedKey = templatesOf<RestrictedKey>();

/** A user's restricted key, listed under the user; TTL a while past its expiry, if it has one. */
export const restrictedKeyItems = defineItem<RestrictedKey>()({
  kind: 'RestrictedKey',
  schema: v.looseObject({
    ...restriction,
    userId: v.number(),
    name: v.string(),
    createdOn: v.string(),
    keyHash: v.string(),
  }),
  key: {
    partition: restrictedKey(['userId'], ({ userId }) => `USER#${userId}`),
    sort: restrictedKey(['keyId'], ({ keyId }) => `RKEY#${keyId}`, 'RKEY#'),
  },
  derived: {
    expiresAt: ({ expiresOn }) => (expiresOn ? epochSeconds(expiresOn) + LISTED_AFTER_EXPIRY_SECONDS : undefined),
  },
});

/** A rotated-out full key whose overlap ends at `retiresOn`. */
export interface KeyExpiry {
  userId: number;
  keyHash: string;
  retiresOn: string;
}

const expiry = templatesOf<KeyExpiry>();

/** A rotated key's end, due at its retiresOn: its trail entry and its removal; TTL as its key item's. */
export const keyExpiryDueItems = defineItem<KeyExpiry>()({
  kind: 'KeyExpiryDue',
  schema: v.looseObject({ userId: v.number(), keyHash: v.string(), retiresOn: v.string() }),
  key: {
    partition: expiry([], () => 'KEYEXPIRIES'),
    sort: expiry(
      ['retiresOn', 'userId', 'keyHash'],
      ({ retiresOn, userId, keyHash }) => `${retiresOn}#${userId}#${keyHash}`,
    ),
  },
  derived: { expiresAt: ({ retiresOn }) => epochSeconds(retiresOn) + LISTED_AFTER_EXPIRY_SECONDS },
});

/** The greatest sort key of an expiry due by `now` (`~` sorts after every user id): a Query's upper bound. */
export const lastKeyExpiryDueBy = (now: string) => `${now}#~`;
