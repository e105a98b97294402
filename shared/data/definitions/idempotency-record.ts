import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 12 (docs/idempotency.md): one record per (caller, Idempotency-Key), claimed by a conditional Put and kept
// for the window (`expiresAt`, TTL). Its key is built from the caller and the key, which the record does not hold.

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text of the body, or base64 of a binary body. */
  body?: string;
  binary?: boolean;
}

export interface IdempotencyRecord {
  fingerprint: string;
  state: 'InProgress' | 'Done';
  response?: StoredResponse;
  expiresAt: number;
  /** While InProgress: the deadline of the function that claimed it (epoch ms; a record from before has none). */
  inProgressUntil?: number;
  /** Which request holds it: only it completes or gives back the key. */
  claimId?: string;
  /** What its requests draw from, and when the first began (absent on records made without them: docs/compat.md). */
  seed?: string;
  startedAt?: number;
}

/** What a record's key is built from: the caller and the key it sent. */
export interface ClaimedKey {
  userId: number;
  idempotencyKey: string;
}

const claimedKey = templatesOf<ClaimedKey>();

export const idempotencyRecordItems = defineKeyedItem<ClaimedKey, IdempotencyRecord>()({
  kind: 'IdempotencyRecord',
  schema: v.looseObject({
    fingerprint: v.string(),
    state: v.picklist(['InProgress', 'Done']),
    response: v.optional(
      v.looseObject({
        status: v.number(),
        headers: v.record(v.string(), v.string()),
        body: v.optional(v.string()),
        binary: v.optional(v.boolean()),
      }),
    ),
    expiresAt: v.number(),
    inProgressUntil: v.optional(v.number()),
    claimId: v.optional(v.string()),
    seed: v.optional(v.string()),
    startedAt: v.optional(v.number()),
  }),
  key: {
    partition: claimedKey(
      ['userId', 'idempotencyKey'],
      ({ userId, idempotencyKey }) => `IDEMPOTENCY#${userId}#${idempotencyKey}`,
    ),
    sort: claimedKey([], () => 'IDEMPOTENCY'),
  },
});
