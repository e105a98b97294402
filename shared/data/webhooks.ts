import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query.ts';
import { entityOf } from './items.ts';
import { isConditionFailure } from './errors.ts';

// Webhook subscriptions of a user (`USER#<id>` / `WEBHOOK#<id>`) and the deliveries to each
// (`WEBHOOK#<id>` / `DELIVERY#<createdAt>#<deliveryId>`), with their outcome.

export interface Webhook {
  webhookId: string;
  userId: number;
  url: string;
  eventTypes: string[];
  /** Used to sign deliveries, so it is kept (the table is encrypted at rest); shown only at creation. */
  secret: string;
  /**
   * How deliveries are signed (docs/webhooks.md): `standard-webhooks` for every subscription made
   * since Standard Webhooks signatures; absent on older ones, which keep the scheme their receivers
   * verify until they subscribe again.
   */
  signing?: 'standard-webhooks';
  createdOn: string;
  /** Disabled after WEBHOOK_DISABLE_AFTER_MS of deliveries that all failed, or by its owner (docs/webhooks.md); absent: Enabled. */
  status?: 'Enabled' | 'Disabled';
  /** When its deliveries began to fail, none succeeding since (cleared by a success or by enabling it). */
  failingSince?: string;
  disabledOn?: string;
  disabledReason?: string;
  /** Who disabled it: its owner hears of it only when it was not them. */
  disabledBy?: 'marketplace' | 'owner';
}

export interface Delivery {
  deliveryId: string;
  webhookId: string;
  userId: number;
  eventId: string;
  eventType: string;
  event: Record<string, unknown>;
  status: 'Pending' | 'Delivered' | 'Failed';
  attempts: number;
  lastStatusCode?: number;
  lastError?: string;
  createdOn: string;
  updatedOn: string;
}


export async function putWebhook(webhook: Webhook): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.webhook(webhook.userId, webhook.webhookId), entity: 'Webhook', ...webhook }, ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function webhooksOf(userId: number): Promise<Webhook[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)', ExpressionAttributeValues: { ':pk': keys.webhook(userId, '').PK, ':prefix': 'WEBHOOK#' } });
  return items.map((item) => entityOf<Webhook>(item));
}

export async function findWebhook(userId: number, webhookId: string): Promise<Webhook | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.webhook(userId, webhookId) }));
  return Item ? entityOf<Webhook>(Item) : undefined;
}

export async function deleteWebhook(userId: number, webhookId: string): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.webhook(userId, webhookId), ConditionExpression: 'attribute_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** False when this event's delivery to this webhook already exists (a replayed stream batch). */
export async function createDelivery(delivery: Delivery): Promise<boolean> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...keys.delivery(delivery.webhookId, delivery.createdOn, delivery.deliveryId), entity: 'WebhookDelivery', ...delivery },
      ConditionExpression: 'attribute_not_exists(PK)',
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function findDelivery(webhookId: string, createdOn: string, deliveryId: string): Promise<Delivery | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.delivery(webhookId, createdOn, deliveryId) }));
  return Item ? entityOf<Delivery>(Item) : undefined;
}

export async function recordAttempt(delivery: Delivery, outcome: Pick<Delivery, 'status' | 'lastStatusCode' | 'lastError'>): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: keys.delivery(delivery.webhookId, delivery.createdOn, delivery.deliveryId),
    UpdateExpression: 'SET #status = :status, attempts = attempts + :one, updatedOn = :now, lastStatusCode = :code, lastError = :error',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': outcome.status, ':one': 1, ':now': new Date().toISOString(), ':code': outcome.lastStatusCode ?? null, ':error': outcome.lastError ?? null },
  }));
}

export async function deliveriesOf(webhookId: string): Promise<Delivery[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)', ExpressionAttributeValues: { ':pk': keys.delivery(webhookId, '', '').PK, ':prefix': 'DELIVERY#' }, ScanIndexForward: false });
  return items.map((item) => entityOf<Delivery>(item));
}

/** An update of the webhook on a condition: false when the condition did not hold (or the webhook is gone). */
async function updateWebhookIf(webhook: Webhook, update: string, condition: string, values?: Record<string, unknown>, names?: Record<string, string>): Promise<boolean> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: keys.webhook(webhook.userId, webhook.webhookId), UpdateExpression: update,
      ConditionExpression: `attribute_exists(PK) AND ${condition}`, ...(names ? { ExpressionAttributeNames: names } : {}), ...(values ? { ExpressionAttributeValues: values } : {}),
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A delivery failed: the webhook's first failure since its last success is remembered (once). */
export const noteFailing = (webhook: Webhook, at: string) => updateWebhookIf(webhook, 'SET failingSince = :at', 'attribute_not_exists(failingSince)', { ':at': at });

/** A delivery succeeded: failing no more. */
export const noteHealthy = (webhook: Webhook) => updateWebhookIf(webhook, 'REMOVE failingSince', 'attribute_exists(failingSince)');

/**
 * Disabled, once (the stream's MODIFY into Disabled tells its owner, docs/notifications.md); false
 * when it was disabled already or is gone.
 */
export const disableWebhook = (webhook: Webhook, reason: string, at: string, by: NonNullable<Webhook['disabledBy']> = 'marketplace') =>
  updateWebhookIf(webhook, 'SET #status = :disabled, disabledOn = :at, disabledReason = :reason, disabledBy = :by', '(attribute_not_exists(#status) OR #status <> :disabled)',
    { ':disabled': 'Disabled', ':at': at, ':reason': reason, ':by': by }, { '#status': 'status' });

/** Enabled by its owner: deliveries go out again, and the failing clock starts over. */
export async function enableWebhook(webhook: Webhook): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: keys.webhook(webhook.userId, webhook.webhookId),
    UpdateExpression: 'SET #status = :enabled REMOVE failingSince, disabledOn, disabledReason, disabledBy', ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':enabled': 'Enabled' },
  }));
}

