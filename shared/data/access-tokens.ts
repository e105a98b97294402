import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putFresh } from './conditional.ts';
import { accessTokenItems, type AccessTokenRecord } from './definitions/access-token.ts';

// OAuth access tokens (shared/data/definitions/access-token.ts): hash -> user, removed by TTL after expiry.

export type { AccessTokenRecord };

export async function putAccessToken(tokenHash: string, record: AccessTokenRecord): Promise<void> {
  await putFresh(accessTokenItems.item({ tokenHash }, record));
}

export async function accessTokenRecord(tokenHash: string, consistent = false): Promise<AccessTokenRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: accessTokenItems.key({ tokenHash }), ConsistentRead: consistent }),
  );
  return Item ? accessTokenItems.recordOf(Item) : undefined;
}
