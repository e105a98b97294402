import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { putFresh } from './conditional.ts';

// OAuth access tokens: hash -> user, removed by TTL after expiry (TTL deletion is lazy, so
// readers check `expiresAt` themselves).

/** An access token's record; `viaKeyHash`: the key it was made with (client credentials), which it cannot outlive. */
export interface AccessTokenRecord {
  userId: number;
  expiresAt: number;
  viaKeyHash?: string;
}

export async function putAccessToken(tokenHash: string, record: AccessTokenRecord): Promise<void> {
  await putFresh({ ...keys.accessToken(tokenHash), entity: 'AccessToken', ...record });
}

export async function accessTokenRecord(tokenHash: string, consistent = false): Promise<AccessTokenRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.accessToken(tokenHash), ConsistentRead: consistent }),
  );
  return Item
    ? {
        userId: Item.userId as number,
        expiresAt: Item.expiresAt as number,
        ...(Item.viaKeyHash ? { viaKeyHash: Item.viaKeyHash as string } : {}),
      }
    : undefined;
}
