import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { isConditionFailure } from './errors.ts';
import { putIfAbsent } from './conditional.ts';

// Pattern 12 (docs/idempotency.md): one record per (caller, Idempotency-Key). Claiming is a
// conditional Put, so of concurrent requests with one key exactly one runs; the others wait for
// its stored response. TTL removes records after the window; an expired one can be claimed again.

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
}

/** True when this request now owns the key (also when the SDK's retry of its claim found it made: docs/reliability.md). */
export async function claimIdempotencyKey(userId: number, key: string, fingerprint: string, expiresAt: number, nowSeconds: number): Promise<boolean> {
  return putIfAbsent({ ...keys.idempotency(userId, key), entity: 'IdempotencyRecord', fingerprint, state: 'InProgress', expiresAt }, {
    expression: 'attribute_not_exists(PK) OR expiresAt < :now', values: { ':now': nowSeconds },
  });
}

export async function findIdempotencyRecord(userId: number, key: string): Promise<IdempotencyRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.idempotency(userId, key), ConsistentRead: true }));
  return Item as IdempotencyRecord | undefined;
}

export async function completeIdempotencyKey(userId: number, key: string, response: StoredResponse): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: keys.idempotency(userId, key),
    UpdateExpression: 'SET #state = :done, #response = :response',
    ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
    ExpressionAttributeValues: { ':done': 'Done', ':response': response },
  }));
}

/** Gives the key back after a failed request, so a retry runs it again. */
export async function releaseIdempotencyKey(userId: number, key: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({
      TableName: tableName(), Key: keys.idempotency(userId, key),
      ConditionExpression: '#state = :inProgress', ExpressionAttributeNames: { '#state': 'state' }, ExpressionAttributeValues: { ':inProgress': 'InProgress' },
    }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
