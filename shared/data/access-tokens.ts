import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { putFresh } from './conditional.ts';

// OAuth access tokens: hash -> user, removed by TTL after expiry (TTL deletion is lazy, so
// readers check `expiresAt` themselves).

export async function putAccessToken(tokenHash: string, userId: number, expiresAt: number): Promise<void> {
  await putFresh({ ...keys.accessToken(tokenHash), entity: 'AccessToken', userId, expiresAt });
}

export async function accessTokenRecord(tokenHash: string): Promise<{ userId: number; expiresAt: number } | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.accessToken(tokenHash) }));
  return Item ? { userId: Item.userId as number, expiresAt: Item.expiresAt as number } : undefined;
}
