import * as v from 'valibot';
import { defineItem, templatesOf } from '../item-definition.ts';
import { type DigestMatch, digestExpiryAfter, type ListingOf, matchAttributes } from './listing-match.ts';

// Pattern 20 (docs/saved-searches.md, "Daily"): a user's digest due at 07:00 of their day, on the due list's shard
// of the user, by when it is due: one a user and day; TTL as its listings'.

/** The due list of daily digests, sorted by when each is due: one entry a user and day (docs/saved-searches.md). */
const ALERT_DIGESTS = 'ALERTDIGESTS';
/** The due list's shards, by user id: its readers at 07:00 of the busiest zone read them all (docs/scale.md). */
export const ALERT_DIGEST_SHARDS = 8;
/** A shard of the due list; shard 0's name has no suffix, and it holds `AlertDigestDue` items too (docs/compat.md). */
export const alertDigestShard = (shard: number) => (shard === 0 ? ALERT_DIGESTS : `${ALERT_DIGESTS}#${shard}`);

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

const queued = templatesOf<ListingOf<DigestMatch>>();

/** How long a match queued the way before stayed after its digest was due. */
const QUEUED_KEPT_SECONDS = 7 * 86_400;

/**
 * `AlertDigestDue`, the layout before the due list's entries were one a user and day: each daily match an item of its
 * own in shard 0, by when its digest is due, until migration `alert-digests-per-user` moves it (docs/compat.md). No
 * code writes it any more; the due list's reader and the migration read it.
 */
export const alertDigestDueItems = defineItem<DigestMatch>()({
  kind: 'AlertDigestDue',
  schema: v.looseObject({ ...matchAttributes, dueOn: v.string() }),
  key: {
    partition: queued([], () => alertDigestShard(0)),
    sort: {
      ...queued(
        ['dueOn', 'userId', 'searchId', 'listing'],
        ({ dueOn, userId, searchId, listing }) => `${dueOn}#${userId}#${searchId}#${listing.listingId}`,
      ),
      shown: '<dueOn>#<userId>#<searchId>#<listingId>',
    },
  },
  derived: { expiresAt: ({ dueOn }) => Math.floor(Date.parse(dueOn) / 1000) + QUEUED_KEPT_SECONDS },
});
