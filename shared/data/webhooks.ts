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
