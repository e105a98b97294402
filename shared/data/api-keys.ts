import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Scope } from '../routes.ts';
import { queryAll, underPrefix } from './query.ts';
import { entityOf } from './items.ts';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { isCancelledByContention } from './errors.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';

// Pattern 1: key hash -> user. A user holds one key per stage (each stage has its own table);
// a new key replaces the previous one in one transaction, so there is never a moment with two
// valid keys, nor one with none unless revoked, and a key hash can only ever map to one user.

export async function userIdOfKey(keyHash: string): Promise<number | undefined> {
  return (await keyRecordOf(keyHash))?.userId;
}

/** What a restricted key is limited to, kept on its key item (docs/auth.md, "Restricted keys"). */
export interface KeyRestriction { keyId: string; scopes: Scope[]; expiresOn?: string }

/** The user a key hash belongs to, and its restriction when it is a restricted key (the full key has none). */
export async function keyRecordOf(keyHash: string): Promise<{ userId: number; restricted?: KeyRestriction } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.apiKey(keyHash) }));
  if (!Item) return undefined;
  return { userId: Item.userId as number, ...(Item.restricted ? { restricted: Item.restricted as KeyRestriction } : {}) };
}

/** A restricted key as its owner lists it: never the key, only its hash (to revoke it by). */
export interface RestrictedKey extends KeyRestriction {
  userId: number;
  name: string;
  createdOn: string;
  keyHash: string;
}

const epochSeconds = (instant: string) => Math.floor(Date.parse(instant) / 1000);
/** An expired restricted key stays listed (as expired) this long, then TTL removes it. */
const LISTED_AFTER_EXPIRY_SECONDS = 30 * 86_400;

/**
 * Writes a restricted key: its key item (hash -> user and restriction, which authentication reads)
 * and its entry among the user's (`USER#<id>` / `RKEY#<keyId>`), in one transaction. With an
 * expiry, TTL removes both once past it (authentication refuses it from the instant itself).
 */
export async function putRestrictedKey(key: RestrictedKey): Promise<void> {
  const { keyHash, keyId, scopes, expiresOn, userId } = key;
  const expiry = expiresOn ? epochSeconds(expiresOn) : undefined;
  await db().send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: tableName(), Item: { ...keys.apiKey(keyHash), entity: 'ApiKey', userId, createdOn: key.createdOn, restricted: { keyId, scopes, ...(expiresOn ? { expiresOn } : {}) }, ...(expiry ? { expiresAt: expiry } : {}) }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: { ...keys.restrictedKey(userId, keyId), entity: 'RestrictedKey', ...key, ...(expiry ? { expiresAt: expiry + LISTED_AFTER_EXPIRY_SECONDS } : {}) }, ConditionExpression: 'attribute_not_exists(PK)' } },
    ],
  }));
}

export async function restrictedKeysOf(userId: number): Promise<RestrictedKey[]> {
  const items = await queryAll(underPrefix(keys.restrictedKeysOf(userId)));
  return items.map((item) => entityOf<RestrictedKey>(item));
}

/** Removes a restricted key of the user, its key item with it; the key removed, or undefined when the user has no such key. */
export async function deleteRestrictedKey(userId: number, keyId: string): Promise<RestrictedKey | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.restrictedKey(userId, keyId) }));
  if (!Item) return undefined;
  const key = entityOf<RestrictedKey>(Item);
  try {
    await db().send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.restrictedKey(userId, keyId), ConditionExpression: 'attribute_exists(PK)' } },
        { Delete: { TableName: tableName(), Key: keys.apiKey(key.keyHash) } },
      ],
    }));
  } catch (error) {
    if (isCancelledByContention(error)) return undefined; // revoked by another request at the same time
    throw error;
  }
  return key;
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
