import * as v from 'valibot';
import { ALERT_DIGEST_SHARDS, alertDigestShard } from '../keys.ts';
import { defineItem, templatesOf } from '../item-definition.ts';
import { digestExpiryAfter } from './listing-match.ts';

// Pattern 20 (docs/saved-searches.md, "Daily"): a user's digest due at 07:00 of their day, on the due list's shard
// of the user, by when it is due: one a user and day; TTL as its listings'.

export interface DigestDueEntry {
  userId: number;
  dueOn: string;
}

const due = templatesOf<DigestDueEntry>();

export const digestDueItems = defineItem<DigestDueEntry>()({
  kind: 'DigestDue',
  schema: v.looseObject({ userId: v.number(), dueOn: v.string() }),
  key: {
    partition: {
      ...due(['userId'], ({ userId }) => alertDigestShard(userId % ALERT_DIGEST_SHARDS)),
      shown: `ALERTDIGESTS (shard 0) or ALERTDIGESTS#<userId % ${ALERT_DIGEST_SHARDS}>`,
    },
    sort: due(['dueOn', 'userId'], ({ dueOn, userId }) => `${dueOn}#${userId}`),
  },
  derived: { expiresAt: ({ dueOn }) => digestExpiryAfter(dueOn) },
});
