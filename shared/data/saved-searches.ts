import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryAll, queryPage, type ReadMeter } from './query.ts';
import { deleteItems, putItems } from './bulk.ts';
import { entityOf } from './items.ts';
import { isConditionFailure } from './errors.ts';
import { untilProcessed } from './unprocessed.ts';
import type { ListingMatch, SavedSearch } from '../domain/saved-searches/types.ts';
import type { SearchInput } from '../schemas/search.ts';

// Pattern 20 (docs/saved-searches.md): saved searches by id (GSI1 lists a user's), the alert index
// they wait in for listings, the listings each has heard of, and the daily digests' due list.

const savedSearchItem = (search: SavedSearch) => ({
  ...keys.savedSearch(search.searchId), entity: 'SavedSearch', ...search,
  GSI1PK: keys.savedSearchesOf(search.userId), GSI1SK: `${search.createdOn}#${search.searchId}`,
});

/** An entry of the alert index: the query rides along, so matching needs no other read until a match. */
export interface AlertEntry { searchId: string; userId: number; version: string; query: SearchInput }

const alertItems = (search: SavedSearch, partitions: string[]) => partitions.map((partition) => ({
  ...keys.searchAlert(partition, search.searchId), entity: 'SearchAlert', searchId: search.searchId, userId: search.userId, version: search.updatedOn, q: JSON.stringify(search.query),
}));

export async function countSavedSearches(userId: number): Promise<number> {
  const { Count = 0 } = await db().send(new QueryCommand({
    TableName: tableName(), IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.savedSearchesOf(userId) }, Select: 'COUNT',
  }));
  return Count;
}

/**
 * A new saved search: its alert entries first, then the search. Matching confirms each match with
 * the search item (its version), so entries left by a write that failed half-way never alert, and
 * the matcher removes them when it meets them.
 */
export async function insertSavedSearch(search: SavedSearch, partitions: string[]): Promise<void> {
  await putItems(alertItems(search, partitions));
  await db().send(new PutCommand({ TableName: tableName(), Item: savedSearchItem(search), ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** A changed search: the new version's entries, the search, then the old places it left. */
export async function replaceSavedSearch(search: SavedSearch, partitions: string[], leftPartitions: string[]): Promise<void> {
  await putItems(alertItems(search, partitions));
  await db().send(new PutCommand({ TableName: tableName(), Item: savedSearchItem(search), ConditionExpression: 'attribute_exists(PK)' }));
  await deleteItems(leftPartitions.map((partition) => keys.searchAlert(partition, search.searchId)));
}

export async function deleteSavedSearch(search: SavedSearch, partitions: string[]): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.savedSearch(search.searchId) }));
  await deleteItems(partitions.map((partition) => keys.searchAlert(partition, search.searchId)));
}

export async function findSavedSearch(searchId: string): Promise<SavedSearch | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.savedSearch(searchId) }));
  return Item ? entityOf<SavedSearch>(Item) : undefined;
}

/** A page of a user's saved searches, oldest first. */
export async function savedSearchesOf(userId: number, skip: number, top: number): Promise<{ items: SavedSearch[]; totalCount: number }> {
  const { items, totalCount } = await queryPage({ IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.savedSearchesOf(userId) } }, skip, top);
  return { items: items.map((item) => entityOf<SavedSearch>(item)), totalCount };
}

/** The entries of some alert partitions (one Query each, at once). */
export async function alertEntries(partitions: string[], meter?: ReadMeter): Promise<(AlertEntry & { partition: string })[]> {
  const pages = await Promise.all(partitions.map(async (partition) => (await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } }, meter))
    .map((item) => ({ partition, searchId: String(item.searchId), userId: Number(item.userId), version: String(item.version), query: JSON.parse(String(item.q)) as SearchInput }))));
  return pages.flat();
}

export async function deleteAlertEntry(partition: string, searchId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.searchAlert(partition, searchId) }));
}

/** Saved searches by id (absent ones left out), 100 a request. */
export async function savedSearchesById(searchIds: string[], meter?: ReadMeter): Promise<Map<string, SavedSearch>> {
  const found = new Map<string, SavedSearch>();
  for (let i = 0; i < searchIds.length; i += 100) {
    await untilProcessed(searchIds.slice(i, i + 100).map((id) => keys.savedSearch(id)), async (pending) => {
      const { Responses, UnprocessedKeys, ConsumedCapacity } = await db().send(new BatchGetCommand({
        RequestItems: { [tableName()]: { Keys: pending } }, ...(meter ? { ReturnConsumedCapacity: 'TOTAL' } : {}),
      }));
      if (meter) {
        meter.requests++;
        meter.capacityUnits += ConsumedCapacity?.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0) ?? 0;
      }
      for (const item of Responses?.[tableName()] ?? []) found.set(String(item.searchId), entityOf<SavedSearch>(item));
      return (UnprocessedKeys?.[tableName()]?.Keys ?? []) as typeof pending;
    });
  }
  return found;
}

/** Records that a search heard of a listing; false when it had already (it hears once). */
export async function insertListingMatch(match: ListingMatch, expiresAt: number): Promise<boolean> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(), Item: { ...keys.listingMatch(match.searchId, match.listing.listingId), entity: 'ListingMatch', ...match, expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A daily alert's listing, waiting for the digest due at `dueOn`. */
export async function insertDigestDue(dueOn: string, match: ListingMatch): Promise<void> {
  await db().send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.alertDigestDue(dueOn, match.userId, match.searchId, match.listing.listingId), entity: 'AlertDigestDue', dueOn, ...match, expiresAt: Math.floor(Date.parse(dueOn) / 1000) + 7 * 86_400 },
  }));
}

export interface DigestDue { key: Record<string, unknown>; dueOn: string; match: ListingMatch }

/** Every daily alert due by now, oldest first. */
export async function digestsDue(now: string): Promise<DigestDue[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk AND SK <= :now', ExpressionAttributeValues: { ':pk': 'ALERTDIGESTS', ':now': `${now}~` } });
  return items.map((item) => {
    const { dueOn, expiresAt: _expiry, ...match } = entityOf<ListingMatch & { dueOn: string; expiresAt: number }>(item);
    return { key: { PK: item.PK, SK: item.SK }, dueOn, match };
  });
}

export const digestsDone = (due: DigestDue[]) => deleteItems(due.map((d) => d.key));
