import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { watchItems } from './definitions/watch.ts';
import { itemsUnder } from './item-definition.ts';
import { queryAll, queryPage, underPrefix } from './query.ts';

// Pattern 13: watchers of a listing (main key) and the listings a user watches (GSI1), their keys in
// the kind's definition (shared/data/definitions/watch.ts).

const watchedBy = (userId: number) => watchItems.indexPartition('GSI1', { userId });

/** True when the user was not watching yet. */
export const watchListing = (listingId: number, userId: number, now: string): Promise<boolean> =>
  putIfAbsent(watchItems.item({ listingId, userId, createdOn: now }));

export async function unwatchListing(listingId: number, userId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: watchItems.key({ listingId, userId }) }));
}

/** Listing ids a user watches, most recently watched first: every one (account closure). */
export async function watchedListingIds(userId: number): Promise<number[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': watchedBy(userId) },
    ScanIndexForward: false,
  });
  return items.map((item) => watchItems.recordOf(item).listingId);
}

/**
 * The `max` listings a user watched last, newest first, and how many it watches, counted up to that many
 * (`totalCountCapped`: at least).
 */
export async function recentlyWatchedListingIds(
  userId: number,
  max: number,
): Promise<{ items: number[]; totalCount: number; totalCountCapped?: true }> {
  const page = await queryPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': watchedBy(userId) },
      ScanIndexForward: false,
    },
    0,
    max,
  );
  return { ...page, items: page.items.map((item) => watchItems.recordOf(item).listingId) };
}

/** Who watches a listing (the users a question's answer goes to, docs/questions.md). */
export async function watchersOf(listingId: number): Promise<number[]> {
  const items = await queryAll(underPrefix(itemsUnder(watchItems, { listingId })));
  return items.map((item) => watchItems.recordOf(item).userId);
}
