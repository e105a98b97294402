import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Password guessing (docs/auth.md, "Password guessing"): small counters with a TTL, shared by every instance, of an
// account's attempts from one address (`account`: a hash of the email as typed) and of an address's wrong passwords
// across accounts; and the addresses a user has signed in from (a sign-in from any other is a security event). None
// holds what its key is built from.

/** An account's attempts from one address. */
interface Pair {
  account: string;
  address: string;
}

const pair = templatesOf<Pair & { window: number }>();

/** The pair's attempts in one window; TTL. */
export const signInAttemptsItems = defineKeyedItem<
  Pair & { window: number },
  { attempts: number; expiresAt: number }
>()({
  kind: 'SignInAttempts',
  schema: v.looseObject({ attempts: v.number(), expiresAt: v.number() }),
  key: {
    partition: pair(['account', 'address'], ({ account, address }) => `SIGNIN#${account}#${address}`),
    sort: pair(['window'], ({ window }) => `W#${window}`),
  },
});

const blocked = templatesOf<Pair>();

/** The pair blocked until `blockedUntil`, its `strikes` remembered for the next backoff until `expiresAt` (TTL). */
export const signInBlockItems = defineKeyedItem<Pair, { blockedUntil: number; strikes: number; expiresAt: number }>()({
  kind: 'SignInBlock',
  schema: v.looseObject({ blockedUntil: v.number(), strikes: v.number(), expiresAt: v.number() }),
  key: {
    partition: blocked(['account', 'address'], ({ account, address }) => `SIGNIN#${account}#${address}`),
    sort: blocked([], () => 'BLOCK'),
  },
});

const failures = templatesOf<{ address: string; hour: number }>();

/** Wrong passwords from one address in one hour, across accounts; TTL. */
export const signInFailuresItems = defineKeyedItem<
  { address: string; hour: number },
  { failures: number; expiresAt: number }
>()({
  kind: 'SignInFailures',
  schema: v.looseObject({ failures: v.number(), expiresAt: v.number() }),
  key: {
    partition: failures(['address'], ({ address }) => `SIGNIN#ADDRESS#${address}`),
    sort: failures(['hour'], ({ hour }) => `H#${hour}`),
  },
});

/**
 * When a user last signed in from the address, and the expiry before that sign-in (`priorExpiresAt`, 0 at the first):
 * what tells a retried write's answer (shared/data/sign-in-attempts.ts); an address last signed in from before it was
 * kept has none. TTL a year after the last.
 */
export interface SignInAddress {
  lastSignInAt: number;
  expiresAt: number;
  priorExpiresAt?: number;
}

const signedInFrom = templatesOf<{ userId: number; address: string }>();

export const signInAddressItems = defineKeyedItem<{ userId: number; address: string }, SignInAddress>()({
  kind: 'SignInAddress',
  schema: v.looseObject({ lastSignInAt: v.number(), expiresAt: v.number(), priorExpiresAt: v.optional(v.number()) }),
  key: {
    partition: signedInFrom(['userId'], ({ userId }) => `USER#${userId}`),
    sort: signedInFrom(['address'], ({ address }) => `SIGNINFROM#${address}`, 'SIGNINFROM#'),
  },
});
