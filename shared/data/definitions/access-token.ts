import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// OAuth access tokens (docs/auth.md): a token's hash -> the user it acts for, removed by TTL after `expiresAt` (TTL
// deletion is lazy, so readers check `expiresAt` themselves). The item does not hold the hash its key is built from.

/** An access token's record; `viaKeyHash`: the key it was made with (client credentials), which it cannot outlive. */
export interface AccessTokenRecord {
  userId: number;
  expiresAt: number;
  viaKeyHash?: string;
}

const token = templatesOf<{ tokenHash: string }>();

export const accessTokenItems = defineKeyedItem<{ tokenHash: string }, AccessTokenRecord>()({
  kind: 'AccessToken',
  schema: v.looseObject({ userId: v.number(), expiresAt: v.number(), viaKeyHash: v.optional(v.string()) }),
  key: {
    partition: token(['tokenHash'], ({ tokenHash }) => `TOKEN#${tokenHash}`),
    sort: token([], () => 'TOKEN'),
  },
});
