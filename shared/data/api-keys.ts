import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll, underPrefix } from './query.ts';
import { db, tableName } from './client.ts';
import { userItems } from './definitions/user.ts';
import { itemsUnder } from './item-definition.ts';
import {
  apiKeyItems,
  keyExpiryDueItems,
  lastKeyExpiryDueBy,
  LISTED_AFTER_EXPIRY_SECONDS,
  restrictedKeyItems,
  type KeyRestriction,
  type RestrictedKey,
} from './definitions/api-key.ts';
import { ConditionFailed, isCancelledByContention, isConditionFailure, ItemMissing } from './errors.ts';
import { transact, type TableWrite } from './transact.ts';

// Pattern 1 (shared/data/definitions/api-key.ts): key hash -> user. A user holds one full key per
// stage (each stage has its own table); a new key replaces the previous one in one transaction, so
// there is never a moment with none unless revoked, and a key hash can only ever map to one user. A
// rotation (docs/auth.md, "Rotating the full key") keeps the previous key beside the new one until
// its `retiresOn`.
//
// Every change that ends a credential (a key replaced, rotated or revoked, a restricted key
// revoked) adds one to the user item's `credentialsVersion` in the same transaction: each request
// reads the user item, and a function instance that resolved a key at an older version resolves
// it again before answering (shared/domain/auth/service.ts), so the change holds at once.

/** A change to the user's credentials: every instance resolves its keys again (see above). */
const credentialsChanged = 'ADD credentialsVersion :one';

export async function userIdOfKey(keyHash: string): Promise<number | undefined> {
  return (await keyRecordOf(keyHash))?.userId;
}

export type { KeyRestriction, RestrictedKey };

/**
 * What a key hash stands for: its user, its restriction (a restricted key), or when a rotation retires it (a previous
 * full key).
 */
export interface KeyRecord {
  userId: number;
  restricted?: KeyRestriction;
  retiresOn?: string;
}

/**
 * The record of a key hash. `consistent`: a strongly consistent read, which sees every change
 * answered before it (authentication resolves a key so; docs/auth.md, "Revocation").
 */
export async function keyRecordOf(keyHash: string, consistent = false): Promise<KeyRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: apiKeyItems.key({ keyHash }), ConsistentRead: consistent }),
  );
  if (!Item) return undefined;
  const { userId, restricted, retiresOn } = apiKeyItems.recordOf(Item);
  return { userId, ...(restricted ? { restricted } : {}), ...(retiresOn ? { retiresOn } : {}) };
}

const epochSeconds = (instant: string) => Math.floor(Date.parse(instant) / 1000);

/**
 * Writes a restricted key: its key item (hash -> user and restriction, which authentication reads)
 * and its entry among the user's (`USER#<id>` / `RKEY#<keyId>`), in one transaction. With an
 * expiry, TTL removes both once past it (authentication refuses it from the instant itself).
 */
export async function putRestrictedKey(key: RestrictedKey): Promise<void> {
  const { keyHash, keyId, scopes, expiresOn, userId } = key;
  const expiry = expiresOn ? epochSeconds(expiresOn) : undefined;
  await transact([
    {
      Put: {
        Item: apiKeyItems.item(
          { keyHash },
          {
            userId,
            createdOn: key.createdOn,
            restricted: { keyId, scopes, ...(expiresOn ? { expiresOn } : {}) },
            ...(expiry ? { expiresAt: expiry } : {}),
          },
        ),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: restrictedKeyItems.item(key),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ]);
}

export async function restrictedKeysOf(userId: number): Promise<RestrictedKey[]> {
  const items = await queryAll(underPrefix(itemsUnder(restrictedKeyItems, { userId })));
  return items.map(restrictedKeyItems.recordOf);
}

/**
 * Removes a restricted key of the user, its key item with it; the key removed, or undefined when the user has no such
 * key.
 */
export async function deleteRestrictedKey(userId: number, keyId: string): Promise<RestrictedKey | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: restrictedKeyItems.key({ userId, keyId }) }),
  );
  if (!Item) return undefined;
  const key = restrictedKeyItems.recordOf(Item);
  try {
    await transact([
      {
        Delete: {
          Key: restrictedKeyItems.key({ userId, keyId }),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      { Delete: { Key: apiKeyItems.key({ keyHash: key.keyHash }) } },
      {
        Update: {
          Key: userItems.key({ userId }),
          UpdateExpression: credentialsChanged,
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
  } catch (error) {
    if (isCancelledByContention(error)) return undefined; // revoked by another request at the same time
    throw error;
  }
  return key;
}

/** A full key as written: its hash, when it was made, and its last four characters (to tell keys apart in a list). */
export interface NewFullKey {
  keyHash: string;
  createdOn: string;
  hint: string;
}

/** A new full key's item (refused if its hash exists: a key is never written twice). */
const newKeyWrite = (userId: number, next: NewFullKey): TableWrite => ({
  Put: {
    Item: apiKeyItems.item({ keyHash: next.keyHash }, { userId, createdOn: next.createdOn, hint: next.hint }),
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** A rotated-out key kept until `retiresOn`, and its place on the expiry list. */
const retirementWrites = (userId: number, retiring: string, retiresOn: string): TableWrite[] => [
  {
    Update: {
      Key: apiKeyItems.key({ keyHash: retiring }),
      ConditionExpression: 'attribute_exists(PK)',
      // listed, as expired, for a while after (then TTL removes it; authentication refuses it from retiresOn)
      UpdateExpression: 'SET retiresOn = :at, expiresAt = :ttl',
      ExpressionAttributeValues: { ':at': retiresOn, ':ttl': epochSeconds(retiresOn) + LISTED_AFTER_EXPIRY_SECONDS },
    },
  },
  {
    Put: { Item: keyExpiryDueItems.item({ userId, keyHash: retiring, retiresOn }) },
  },
];

/**
 * Sets the user's key of this stage to `next`, or removes it when `next` is absent; the previous
 * key, if any, is deleted in the same transaction, or with `retiresOn` kept until then (a
 * rotation: it is listed among `retiringApiKeyHashes` and its expiry is due in the expiry list).
 * Removing when there is no key does nothing (revoking twice is not an error). ItemMissing when
 * there is no such user; ConditionFailed when another request changed the key meanwhile.
 */
export async function replaceApiKey(userId: number, next?: NewFullKey, retiresOn?: string): Promise<void> {
  const { Item: user } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userItems.key({ userId }),
      ProjectionExpression: 'apiKeyHash, retiringApiKeyHashes',
      ConsistentRead: true,
    }),
  );
  if (!user) throw new ItemMissing('user', userId);
  const previous = user.apiKeyHash as string | undefined;
  // revoking ends every full key, those in a rotation's overlap too (their due entries then end nothing)
  const ended = next ? [] : [...((user.retiringApiKeyHashes as Set<string> | undefined) ?? [])];
  if (!previous && !next && !ended.length) return;
  const retiring = previous && next && retiresOn ? previous : undefined;
  const items: TableWrite[] = [
    ...(next ? [newKeyWrite(userId, next)] : []),
    {
      Update: {
        Key: userItems.key({ userId }),
        UpdateExpression: [
          next ? 'SET apiKeyHash = :new' : 'REMOVE apiKeyHash, retiringApiKeyHashes',
          `${credentialsChanged}${retiring ? ', retiringApiKeyHashes :retiring' : ''}`,
        ].join(' '),
        // Someone else replaced the key since we read it: refuse rather than orphan their key.
        ConditionExpression: previous
          ? 'apiKeyHash = :previous'
          : 'attribute_exists(PK) AND attribute_not_exists(apiKeyHash)',
        ExpressionAttributeValues: {
          ':one': 1,
          ...(next ? { ':new': next.keyHash } : {}),
          ...(previous ? { ':previous': previous } : {}),
          ...(retiring ? { ':retiring': new Set([retiring]) } : {}),
        },
      },
    },
    ...[...(previous && !retiring ? [previous] : []), ...ended].map((hash) => ({
      Delete: { Key: apiKeyItems.key({ keyHash: hash }) },
    })),
    ...(retiring ? retirementWrites(userId, retiring, retiresOn!) : []),
  ];
  try {
    await transact(items);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed([], { cause: error });
    throw error;
  }
}

/** A full key as its user lists it (by its hash, never the key): the current one, or one a rotation retires. */
export interface FullKey {
  keyHash: string;
  createdOn?: string;
  hint?: string;
  retiresOn?: string;
  lastUsedOn?: string;
  lastUsedFrom?: string;
}

/**
 * The user's full keys of this stage: the current one first, then those a rotation retires (expired ones until TTL
 * removes them).
 */
export async function fullKeysOf(userId: number): Promise<FullKey[]> {
  const { Item: user } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userItems.key({ userId }),
      ProjectionExpression: 'apiKeyHash, retiringApiKeyHashes',
    }),
  );
  const hashes = [
    user?.apiKeyHash as string | undefined,
    ...((user?.retiringApiKeyHashes as Set<string> | undefined) ?? []),
  ].filter((hash): hash is string => hash !== undefined);
  const found = await Promise.all(
    hashes.map(async (keyHash) => {
      const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: apiKeyItems.key({ keyHash }) }));
      if (!Item) return undefined;
      const names = ['createdOn', 'hint', 'retiresOn', 'lastUsedOn', 'lastUsedFrom'] as const;
      return { keyHash, ...pick(apiKeyItems.recordOf(Item), names) };
    }),
  );
  return found.filter((key): key is FullKey => key !== undefined);
}

const pick = <T extends object, N extends keyof T & string>(item: T, names: readonly N[]) =>
  Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as Partial<
    Pick<T, N>
  >;

/** When and from where a retiring key was last used, so its owner sees when nothing uses it any more. */
export async function recordKeyUse(keyHash: string, usedOn: string, usedFrom: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: apiKeyItems.key({ keyHash }),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'SET lastUsedOn = :on, lastUsedFrom = :from',
        ExpressionAttributeValues: { ':on': usedOn, ':from': usedFrom },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // removed meanwhile: nothing to record
  }
}

/** Rotated keys whose overlap has ended by `now`, oldest first, at most `limit`. */
export async function keyExpiriesDue(
  now: string,
  limit = 100,
): Promise<{ userId: number; keyHash: string; retiresOn: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK <= :now',
      Limit: limit,
      ExpressionAttributeValues: { ':pk': keyExpiryDueItems.partition({}), ':now': lastKeyExpiryDueBy(now) },
    }),
  );
  return Items.map((item) => {
    const { userId, keyHash, retiresOn } = keyExpiryDueItems.recordOf(item);
    return { userId, keyHash, retiresOn };
  });
}

/**
 * A retired key's end, done: its hash leaves the user's retiring keys, its key item and its due entry go (each safe to
 * repeat).
 */
export async function endRetiredKey(userId: number, keyHash: string, retiresOn: string): Promise<void> {
  await transact([
    {
      Update: {
        Key: userItems.key({ userId }),
        UpdateExpression: 'DELETE retiringApiKeyHashes :hash',
        ExpressionAttributeValues: { ':hash': new Set([keyHash]) },
      },
    },
    {
      Delete: {
        Key: apiKeyItems.key({ keyHash }),
        ConditionExpression: 'attribute_not_exists(PK) OR retiresOn = :at',
        ExpressionAttributeValues: { ':at': retiresOn },
      },
    },
    { Delete: { Key: keyExpiryDueItems.key({ retiresOn, userId, keyHash }) } },
  ]);
}
