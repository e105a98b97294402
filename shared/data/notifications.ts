import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { entityOf } from './items.ts';
import { isConditionFailure } from './errors.ts';
import { NotFoundError } from '../domain/errors.ts';

// Pattern 11: notifications of a user, newest first. The sort key is `<createdAt>#<stream event
// id>`, written with attribute_not_exists: a replayed stream batch writes nothing twice.

export interface Notification {
  notificationId: string;
  recipientId: number;
  kind: string;
  message: string;
  data: Record<string, unknown>;
  createdAt: string;
  read: boolean;
}

/** A notification's public id is its sort key, base64url-encoded (it carries time and event). */
const idOf = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');
const sortKeyOf = (notificationId: string) => Buffer.from(notificationId, 'base64url').toString('utf8');

/** False when this event's notification was already delivered. */
export async function putNotification(draft: Omit<Notification, 'notificationId' | 'read'>, eventId: string): Promise<boolean> {
  const SK = `${draft.createdAt}#${eventId}`;
  return putIfAbsent({ PK: keys.inbox(draft.recipientId), SK, entity: 'Notification', notificationId: idOf(SK), ...draft, read: false });
}

export async function inboxOf(userId: number, options: { skip: number; top: number; unreadOnly: boolean }) {
  const { items, totalCount } = await queryPage({
    KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.inbox(userId), ...(options.unreadOnly ? { ':false': false } : {}) },
    ...(options.unreadOnly ? { FilterExpression: '#read = :false', ExpressionAttributeNames: { '#read': 'read' } } : {}),
    ScanIndexForward: false,
  }, options.skip, options.top);
  return { items: items.map((item) => entityOf<Notification>(item)), totalCount };
}

/** Marks one of the user's own notifications read; another user's id is simply not found. */
export async function markRead(userId: number, notificationId: string): Promise<void> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: { PK: keys.inbox(userId), SK: sortKeyOf(notificationId) },
      UpdateExpression: 'SET #read = :true', ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#read': 'read' }, ExpressionAttributeValues: { ':true': true },
    }));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('There is no such notification in your inbox.', 'notificationId');
    throw error;
  }
}
