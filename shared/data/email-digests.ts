import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { queryAll } from './query.ts';
import { deleteItems } from './bulk.ts';
import { failedParts, transact, type Parts } from './transact.ts';
import {
  EMAIL_DIGEST_SHARDS,
  digestExpiryOf,
  digestQueuedItems,
  emailDigestDueItems,
  emailDigestEventItems,
  emailDigestShard,
  firstBidEmailItems,
  lastDigestDueBy,
  type EmailDigestDue,
} from './definitions/email-digest.ts';
import type { NotificationDraft } from '../domain/notifications/events.ts';

// Email digests (docs/notifications.md, "Digests"; docs/data-model.md pattern 26): an event a person gets hourly or
// daily waits in the partition of their digest due next, which the due list names once; the claim `DigestQueued`
// keeps a retried event in the one digest it went to first; their keys in the kinds' definitions
// (shared/data/definitions/email-digest.ts).

export type { EmailDigestDue };
/** A digest as the due list holds it: with the key of its entry there. */
export type ListedDigest = EmailDigestDue & { listedAs: { PK: string; SK: string } };

/** An event waiting in a digest: its notification, and when it happened. */
export interface DigestEvent {
  eventId: string;
  createdAt: string;
  draft: NotificationDraft;
}

/**
 * Queues an event in the digest due at `dueOn` (its claim, the event, and the digest on the due list when it is its
 * first), in one transaction; false when the event was queued already (in this digest or another).
 */
export async function queueDigestEvent(due: EmailDigestDue, event: DigestEvent): Promise<boolean> {
  const { userId, cadence, dueOn } = due;
  const expiresAt = digestExpiryOf(dueOn);
  const { Count = 0 } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': emailDigestEventItems.partition({ userId, cadence, dueOn }) },
      Limit: 1,
      Select: 'COUNT',
    }),
  );
  const { recipientId, kind, message, data, copiedFrom } = event.draft;
  const parts = {
    queued: {
      Put: {
        Item: digestQueuedItems.item({ eventId: event.eventId, userId }, { userId, dueOn, expiresAt }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    event: {
      Put: {
        Item: emailDigestEventItems.item(
          { ...due, eventId: event.eventId },
          {
            eventId: event.eventId,
            createdAt: event.createdAt,
            recipientId,
            kind,
            message,
            data,
            ...(copiedFrom ? { copiedFrom } : {}),
            expiresAt,
          },
        ),
      },
    },
    // the first event of a digest puts it on the due list; a second Put of the same entry is the same entry
    due:
      Count > 0
        ? undefined
        : {
            Put: { Item: emailDigestDueItems.item(due) },
          },
  } satisfies Parts;
  try {
    await transact(parts);
    return true;
  } catch (error) {
    if (failedParts(error, parts)?.includes('queued')) return false;
    throw error;
  }
}

/** The digests due by `until`, earliest first, at most `limit` of each shard. */
export async function emailDigestsDue(until: string, limit: number): Promise<ListedDigest[]> {
  const pages = await Promise.all(
    Array.from({ length: EMAIL_DIGEST_SHARDS }, (_, shard) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND SK <= :until',
          ExpressionAttributeValues: { ':pk': emailDigestShard(shard), ':until': lastDigestDueBy(until) },
          Limit: limit,
        }),
      ),
    ),
  );
  return pages
    .flatMap(({ Items = [] }) => Items)
    .map((item) => {
      const { userId, cadence, dueOn } = emailDigestDueItems.recordOf(item);
      // the entry's own key: the digest's tests move it to an earlier instant (test/support/email-digests.ts)
      return { userId, cadence, dueOn, listedAs: { PK: item.PK as string, SK: item.SK as string } };
    })
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.userId - b.userId);
}

/** A digest's events, oldest first. */
export async function eventsOfDigest(due: EmailDigestDue): Promise<DigestEvent[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': emailDigestEventItems.partition(due) },
    ConsistentRead: true,
  });
  return items
    .map((item) => {
      const { eventId, createdAt, recipientId, kind, message, data, copiedFrom } = emailDigestEventItems.recordOf(item);
      return {
        eventId,
        createdAt,
        draft: { recipientId, kind, message, data, ...(copiedFrom ? { copiedFrom } : {}) } as NotificationDraft,
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.eventId.localeCompare(b.eventId));
}

/** A digest sent (or with nothing to send): its events and its place on the due list go. */
export const emailDigestDone = (due: ListedDigest, events: DigestEvent[]) =>
  deleteItems([...events.map((event) => emailDigestEventItems.key({ ...due, eventId: event.eventId })), due.listedAs]);

/**
 * Whether this event is its listing's first bid for email (the first to claim it; a retry of that event finds its own
 * claim).
 */
export async function isFirstBidEmail(listingId: number, eventId: string): Promise<boolean> {
  if (await putIfAbsent(firstBidEmailItems.item({ listingId, eventId }))) return true;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: firstBidEmailItems.key({ listingId }), ConsistentRead: true }),
  );
  return Item !== undefined && firstBidEmailItems.recordOf(Item).eventId === eventId;
}
