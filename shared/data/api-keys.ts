import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { isCancelledByContention } from './errors.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';

// Pattern 1: key hash -> user. A user holds one key per stage (each stage has its own table);
// a new key replaces the previous one in one transaction, so there is never a moment with two
// valid keys, nor one with none unless revoked, and a key hash can only ever map to one user.

export async function userIdOfKey(keyHash: string): Promise<number | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.apiKey(keyHash) }));
  return Item?.userId as number | undefined;
}

/**
 * Sets the user's key of this stage to `next` (a key hash), or removes it when `next` is absent;
 * the previous key, if any, is deleted in the same transaction. Removing when there is no key
 * does nothing (revoking twice is not an error).
 */
export async function replaceApiKey(userId: number, next?: { keyHash: string; createdOn: string }): Promise<void> {
  const { Item: user } = await db().send(new GetCommand({
    TableName: tableName(), Key: keys.user(userId), ProjectionExpression: 'apiKeyHash',
  }));
  if (!user) throw new NotFoundError(`User ${userId} does not exist.`, 'userId');
  const previous = user.apiKeyHash as string | undefined;
  if (!previous && !next) return;
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    ...(next ? [{ Put: { TableName: tableName(), Item: { ...keys.apiKey(next.keyHash), entity: 'ApiKey', userId, createdOn: next.createdOn }, ConditionExpression: 'attribute_not_exists(PK)' } }] : []),
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: next ? 'SET apiKeyHash = :new' : 'REMOVE apiKeyHash',
        // Someone else replaced the key since we read it: refuse rather than orphan their key.
        ConditionExpression: previous ? 'apiKeyHash = :previous' : 'attribute_exists(PK) AND attribute_not_exists(apiKeyHash)',
        ExpressionAttributeValues: { ...(next ? { ':new': next.keyHash } : {}), ...(previous ? { ':previous': previous } : {}) },
      },
    },
    ...(previous ? [{ Delete: { TableName: tableName(), Key: keys.apiKey(previous) } }] : []),
  ];
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConflictError('The API key was changed by another request at the same time; try again.', 'apiKey');
    throw error;
  }
}
