import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putFresh, putIfAbsent, writeIf, type Current } from './conditional.ts';
import { queryAll, queryPage, underPrefix } from './query.ts';
import { itemsUnder } from './item-definition.ts';
import { webhookDeliveryItems, webhookItems, type Delivery, type Webhook } from './definitions/webhook.ts';
import * as clock from '../clock.ts';

// Webhook subscriptions of a user and the deliveries to each, with their outcome; their keys in the kinds'
// definitions (shared/data/definitions/webhook.ts).

export type { Delivery, Webhook };

export async function putWebhook(webhook: Webhook): Promise<void> {
  await putFresh(webhookItems.item(webhook));
}

export async function webhooksOf(userId: number): Promise<Webhook[]> {
  const items = await queryAll(underPrefix(itemsUnder(webhookItems, { userId })));
  return items.map((item) => webhookItems.recordOf(item));
}

export async function findWebhook(userId: number, webhookId: string): Promise<Webhook | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: webhookItems.key({ userId, webhookId }) }),
  );
  return Item ? webhookItems.recordOf(Item) : undefined;
}

/** False when there was no such webhook (gone after the SDK's retry of this very delete: true). */
export const deleteWebhook = (userId: number, webhookId: string): Promise<boolean> =>
  writeIf(
    { Delete: { Key: webhookItems.key({ userId, webhookId }), ConditionExpression: 'attribute_exists(PK)' } },
    (current) => current === undefined,
  );

/** False when this event's delivery to this webhook already exists (a replayed stream batch). */
export const createDelivery = (delivery: Delivery): Promise<boolean> =>
  putIfAbsent(webhookDeliveryItems.item(delivery));

export async function findDelivery(
  webhookId: string,
  createdOn: string,
  deliveryId: string,
): Promise<Delivery | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: webhookDeliveryItems.key({ webhookId, createdOn, deliveryId }) }),
  );
  return Item ? webhookDeliveryItems.recordOf(Item) : undefined;
}

/**
 * One more attempt of the delivery as read, and its outcome; false when another attempt was
 * recorded since it was read (a duplicated queue message sent it too: that one's outcome stands).
 */
export async function recordAttempt(
  delivery: Delivery,
  outcome: Pick<Delivery, 'status' | 'lastStatusCode' | 'lastError'>,
): Promise<boolean> {
  const now = clock.now().toISOString();
  return writeIf(
    {
      Update: {
        Key: webhookDeliveryItems.key(delivery),
        UpdateExpression:
          'SET #status = :status, attempts = :attempts, updatedOn = :now, lastStatusCode = :code, lastError = :error',
        ConditionExpression: 'attempts = :read',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':attempts': delivery.attempts + 1,
          ':read': delivery.attempts,
          ':now': now,
          ':code': outcome.lastStatusCode ?? null,
          ':error': outcome.lastError ?? null,
        },
      },
    },
    (current) => current?.attempts === delivery.attempts + 1 && current.updatedOn === now,
  );
}

/**
 * A webhook's newest `max` deliveries, newest first, and how many it has, counted up to that many
 * (`totalCountCapped`: at least that many): what is read is bounded by `max`, never the partition.
 */
export async function recentDeliveries(
  webhookId: string,
  max: number,
): Promise<{ items: Delivery[]; totalCount: number; totalCountCapped?: true }> {
  const page = await queryPage(
    { ...underPrefix(itemsUnder(webhookDeliveryItems, { webhookId })), ScanIndexForward: false },
    0,
    max,
  );
  return { ...page, items: page.items.map((item) => webhookDeliveryItems.recordOf(item)) };
}

/**
 * An update of the webhook on a condition: false when the condition did not hold (or the webhook is
 * gone); `applied` recognises this update done by the SDK's earlier attempt.
 */
function updateWebhookIf(
  webhook: Webhook,
  update: string,
  condition: string,
  applied: (current: Current) => boolean,
  values?: Record<string, unknown>,
  names?: Record<string, string>,
): Promise<boolean> {
  return writeIf(
    {
      Update: {
        Key: webhookItems.key(webhook),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(PK) AND ${condition}`,
        ...(names ? { ExpressionAttributeNames: names } : {}),
        ...(values ? { ExpressionAttributeValues: values } : {}),
      },
    },
    applied,
  );
}

/** A delivery failed: the webhook's first failure since its last success is remembered (once). */
export const noteFailing = (webhook: Webhook, at: string) =>
  updateWebhookIf(
    webhook,
    'SET failingSince = :at',
    'attribute_not_exists(failingSince)',
    (current) => current?.failingSince === at,
    { ':at': at },
  );

/** A delivery succeeded: failing no more. */
export const noteHealthy = (webhook: Webhook) =>
  updateWebhookIf(
    webhook,
    'REMOVE failingSince',
    'attribute_exists(failingSince)',
    (current) => current !== undefined && current.failingSince === undefined,
  );

/**
 * Disabled, once (the stream's MODIFY into Disabled tells its owner, docs/notifications.md); false
 * when it was disabled already or is gone.
 */
export const disableWebhook = (
  webhook: Webhook,
  reason: string,
  at: string,
  by: NonNullable<Webhook['disabledBy']> = 'marketplace',
) =>
  updateWebhookIf(
    webhook,
    'SET #status = :disabled, disabledOn = :at, disabledReason = :reason, disabledBy = :by',
    '(attribute_not_exists(#status) OR #status <> :disabled)',
    (current) => current?.status === 'Disabled' && current.disabledOn === at,
    { ':disabled': 'Disabled', ':at': at, ':reason': reason, ':by': by },
    { '#status': 'status' },
  );

/**
 * The webhook signs with `secret` from now on, and also with the one it replaces until `previousUntil`
 * (absent: the old secret stops at once); false when the secret changed since `webhook` was read.
 */
export const replaceWebhookSecret = (webhook: Webhook, secret: string, previousUntil?: string) =>
  updateWebhookIf(
    webhook,
    previousUntil ? 'SET secret = :new, previousSecret = :previous' : 'SET secret = :new REMOVE previousSecret',
    'secret = :read',
    (current) => current?.secret === secret,
    {
      ':new': secret,
      ':read': webhook.secret,
      ...(previousUntil ? { ':previous': { secret: webhook.secret, expiresOn: previousUntil } } : {}),
    },
  );

/** Enabled by its owner: deliveries go out again, and the failing clock starts over. */
export async function enableWebhook(webhook: Webhook): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: webhookItems.key(webhook),
      UpdateExpression: 'SET #status = :enabled REMOVE failingSince, disabledOn, disabledReason, disabledBy',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':enabled': 'Enabled' },
    }),
  );
}
