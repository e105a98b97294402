import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { notificationIdOf, notificationItems, retainedUntil, type Notification } from './definitions/notification.ts';
import { queryPage } from './query.ts';
import { isConditionFailure, ItemMissing } from './errors.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from './migrations.ts';
import { forEachInParallel } from '../parallel.ts';

// Pattern 11: notifications of a user, newest first, their keys in the kind's definition
// (shared/data/definitions/notification.ts): a replayed stream batch writes nothing twice.

/** False when this event's notification was already delivered. */
export async function putNotification(
  draft: Omit<Notification, 'notificationId' | 'read'>,
  eventId: string,
): Promise<boolean> {
  return putIfAbsent(
    notificationItems.item({ notificationId: notificationIdOf(draft.createdAt, eventId), ...draft, read: false }),
  );
}

export const NOTIFICATION_RETENTION = 'notification-retention';
/**
 * Migration notification-retention (infra/ops/migrate.ts, docs/compat.md): every notification
 * without `expiresAt` gains it (ninety days after it was made: an older one is past it, and TTL
 * takes it). Idempotent (on condition it has none), resumable; the marker after a full pass.
 */
export const retainEveryNotification = (run: MigrationRun = {}): Promise<MigrationResult> =>
  migrateEach(NOTIFICATION_RETENTION, { entity: notificationItems.kind }, run, async (items) => {
    const old = items.filter((item) => item.expiresAt === undefined);
    await forEachInParallel(old, 16, async (item) => {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET expiresAt = :until',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(expiresAt)',
            ExpressionAttributeValues: { ':until': retainedUntil(String(item.createdAt)) },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error; // given its expiry meanwhile, or gone: nothing to do
      }
    });
    return old.length;
  });

export async function inboxOf(userId: number, options: { skip: number; top: number; unreadOnly: boolean }) {
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: {
        ':pk': notificationItems.partition({ recipientId: userId }),
        ...(options.unreadOnly ? { ':false': false } : {}),
      },
      ...(options.unreadOnly
        ? { FilterExpression: '#read = :false', ExpressionAttributeNames: { '#read': 'read' } }
        : {}),
      ScanIndexForward: false,
    },
    options.skip,
    options.top,
  );
  return { ...page, items: page.items.map(notificationItems.recordOf) };
}

/** Marks one of the user's own notifications read; ItemMissing for another user's id, as for none. */
export async function markRead(userId: number, notificationId: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationItems.key({ recipientId: userId, notificationId }),
        UpdateExpression: 'SET #read = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ItemMissing('notification', notificationId, { cause: error });
    throw error;
  }
}
