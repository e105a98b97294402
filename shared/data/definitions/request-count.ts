import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Rate limits (docs/limits.md): a key's requests (by user id) or a source address's on the routes without a key
// (`ADDRESS#<ip>`) in one second, across instances; TTL an hour.

/**
 * The partition prefix of every rate-limit counter: what a function that only reads may still write
 * (infra/functions.ts).
 */
export const RATE_COUNTER_PREFIX = 'RATE#';

/** What is counted (a user id, or `ADDRESS#<ip>`) in which second (epoch seconds). */
export interface CountedSecond {
  counted: number | string;
  second: number;
}

/** The second's total across instances, and its end (TTL). */
export interface RequestCount {
  requests: number;
  expiresAt: number;
}

const countedSecond = templatesOf<CountedSecond>();

export const requestCountItems = defineKeyedItem<CountedSecond, RequestCount>()({
  kind: 'RequestCount',
  schema: v.looseObject({ requests: v.number(), expiresAt: v.number() }),
  key: {
    partition: countedSecond(['counted'], ({ counted }) => `${RATE_COUNTER_PREFIX}${counted}`),
    sort: countedSecond(['second'], ({ second }) => `S#${second}`),
  },
});
