import * as v from 'valibot';
import type { CopiedFrom } from '../../domain/privacy/types.ts';
import { defineItem, defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 26 (docs/notifications.md, "Digests"): an event a person gets hourly or daily waits in the partition of
// their digest due next, which the due list names once, on the list's shard of the user, by when it is due; the claim
// `DigestQueued` keeps a retried event in the one digest it went to first; and the event of a listing's first bid,
// emailed at once. TTL a week after the digest is due.

/** The due list of email digests, sharded by user as the alert digests' (docs/scale.md). */
export const EMAIL_DIGEST_SHARDS = 8;
export const emailDigestShard = (shard: number) => `EMAILDIGESTS#${shard}`;

const WEEK_SECONDS = 7 * 86_400;
/** When a digest's items go: a week after it is due. */
export const digestExpiryOf = (dueOn: string) => Math.floor(Date.parse(dueOn) / 1000) + WEEK_SECONDS;

/** A digest due, as the due list names it. */
export interface EmailDigestDue {
  userId: number;
  cadence: string;
  dueOn: string;
}

const due = templatesOf<EmailDigestDue>();

export const emailDigestDueItems = defineItem<EmailDigestDue>()({
  kind: 'EmailDigestDue',
  schema: v.looseObject({ userId: v.number(), cadence: v.string(), dueOn: v.string() }),
  key: {
    partition: {
      ...due(['userId'], ({ userId }) => emailDigestShard(userId % EMAIL_DIGEST_SHARDS)),
      shown: `EMAILDIGESTS#<userId % ${EMAIL_DIGEST_SHARDS}>`,
    },
    sort: due(['dueOn', 'userId', 'cadence'], ({ dueOn, userId, cadence }) => `${dueOn}#${userId}#${cadence}`),
  },
  derived: { expiresAt: ({ dueOn }) => digestExpiryOf(dueOn) },
});

/** The greatest sort key of a digest due by `until` (`~` sorts after every user id): a Query's upper bound. */
export const lastDigestDueBy = (until: string) => `${until}#~`;

/** An event in one digest: the digest's key, and the event's id. */
type EventInDigest = EmailDigestDue & { eventId: string };

/** An event as its digest holds it: its notification's draft, when it happened; TTL. */
export interface StoredDigestEvent {
  eventId: string;
  createdAt: string;
  recipientId: number;
  kind: string;
  message: string;
  data: Record<string, unknown>;
  copiedFrom?: CopiedFrom;
  expiresAt: number;
}

const event = templatesOf<EventInDigest>();

export const emailDigestEventItems = defineKeyedItem<EventInDigest, StoredDigestEvent>()({
  kind: 'EmailDigestEvent',
  schema: v.looseObject({
    eventId: v.string(),
    createdAt: v.string(),
    recipientId: v.number(),
    kind: v.string(),
    message: v.string(),
    data: v.record(v.string(), v.unknown()),
    copiedFrom: v.optional(v.custom<CopiedFrom>((copied) => typeof copied === 'object' && copied !== null)),
    expiresAt: v.number(),
  }),
  key: {
    partition: event(
      ['userId', 'cadence', 'dueOn'],
      ({ userId, cadence, dueOn }) => `EMAILDIGEST#${userId}#${cadence}#${dueOn}`,
    ),
    sort: event(['eventId'], ({ eventId }) => eventId),
  },
});

const queued = templatesOf<{ eventId: string; userId: number }>();

/** An event's place in one digest of its recipient: put first, so that a retry queues it in no other; TTL. */
export const digestQueuedItems = defineKeyedItem<
  { eventId: string; userId: number },
  { userId: number; dueOn: string; expiresAt: number }
>()({
  kind: 'DigestQueued',
  schema: v.looseObject({ userId: v.number(), dueOn: v.string(), expiresAt: v.number() }),
  key: {
    partition: queued(['eventId', 'userId'], ({ eventId, userId }) => `DIGESTQUEUED#${eventId}#${userId}`),
    sort: queued([], () => 'QUEUED'),
  },
});

/** The event of a listing's first bid. */
export interface FirstBidEmail {
  listingId: number;
  eventId: string;
}

const firstBid = templatesOf<FirstBidEmail>();

/** Claimed by the first bid's event alone: the one emailed at once, not in a digest. */
export const firstBidEmailItems = defineItem<FirstBidEmail>()({
  kind: 'FirstBidEmail',
  schema: v.looseObject({ listingId: v.number(), eventId: v.string() }),
  key: {
    partition: firstBid(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: firstBid([], () => 'FIRSTBIDEMAIL'),
  },
});
