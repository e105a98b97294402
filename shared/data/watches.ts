import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { keys } from './keys.ts';
import { queryAll, underPrefix } from './query.ts';

// Pattern 13: watchers of a listing (main key) and the listings a user watches (GSI1).

/** True when the user was not watching yet. */
export const watchListing = (listingId: number, userId: number, now: string): Promise<boolean> =>
  putIfAbsent({ ...keys.watcher(listingId, userId), entity: 'Watch', listingId, userId, createdOn: now, GSI1PK: keys.watchedBy(userId), GSI1SK: `${now}#${listingId}` });

export async function unwatchListing(listingId: number, userId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.watcher(listingId, userId) }));
}

/** Listing ids a user watches, most recently watched first. */
export async function watchedListingIds(userId: number): Promise<number[]> {
  const items = await queryAll({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.watchedBy(userId) }, ScanIndexForward: false });
  return items.map((item) => item.listingId as number);
}

/** Who watches a listing (the users a question's answer goes to, docs/questions.md). */
export async function watchersOf(listingId: number): Promise<number[]> {
  const items = await queryAll(underPrefix(keys.watchersOf(listingId)));
  return items.map((item) => item.userId as number);
}
