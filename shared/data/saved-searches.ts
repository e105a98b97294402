import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isDeepStrictEqual } from 'node:util';
import { batchGet } from './batch-get.ts';
import { db, tableName } from './client.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from './migrations.ts';
import { queryAll, queryPage, type ReadMeter } from './query.ts';
import { deleteItems, putItems } from './bulk.ts';
import {
  alertDayItems,
  savedSearchCleanupItems,
  savedSearchItems,
  searchAlertItems,
} from './definitions/saved-search.ts';
import { type DigestMatch, digestMatchItems, listingMatchItems } from './definitions/listing-match.ts';
import {
  ALERT_DIGEST_SHARDS,
  alertDigestDueItems,
  alertDigestShard,
  digestDueItems,
} from './definitions/digest-due.ts';
import { ConditionFailed, isCancelledByContention, isConditionFailure } from './errors.ts';
import { putIfAbsent } from './conditional.ts';
import type { ListingMatch, SavedSearch } from '../domain/saved-searches/types.ts';
import type { SearchInput } from '../schemas/search.ts';
import { compactQuery, queryOfEntry } from './alert-entries.ts';
import { failedParts, transact, type Parts } from './transact.ts';
import * as clock from '../clock.ts';
import { kindOf, type WrittenItem } from './kinds.ts';

// Pattern 20 (docs/saved-searches.md): saved searches by id (GSI1 lists a user's: their keys in the kind's definition,
// shared/data/definitions/saved-search.ts), the alert index they wait in for listings, the listings each has heard
// of, and the daily digests' due list.

const searchKey = (searchId: string) => savedSearchItems.key({ searchId });

/** An entry of the alert index: what matching needs, so that a match needs no other read. */
export interface AlertEntry {
  searchId: string;
  userId: number;
  name: string;
  alerts: ListingMatch['alerts'];
  query: SearchInput;
  pausedUntil?: string;
}

const alertKey = (partition: string, searchId: string) => searchAlertItems.key({ partition, searchId });

/** A search's entries, one in each of its places of the alert index (a search without alerts waits in none). */
function alertItemsOf(search: SavedSearch) {
  const { alerts } = search;
  if (alerts === 'none') return [];
  const entry = {
    u: search.userId,
    n: search.name,
    a: alerts,
    q: compactQuery(search.query),
    ...(search.alertsPausedUntil ? { pu: search.alertsPausedUntil } : {}),
  };
  return search.alertPartitions.map((partition) =>
    searchAlertItems.item({ partition, searchId: search.searchId }, entry),
  );
}
const put = (Item: WrittenItem, ConditionExpression?: string, values?: Record<string, unknown>) => ({
  Put: {
    TableName: tableName(),
    Item,
    ...(ConditionExpression ? { ConditionExpression } : {}),
    ...(values ? { ExpressionAttributeValues: values } : {}),
  },
});
const remove = (Key: Record<string, unknown>, ConditionExpression?: string, values?: Record<string, unknown>) => ({
  Delete: {
    TableName: tableName(),
    Key,
    ...(ConditionExpression ? { ConditionExpression } : {}),
    ...(values ? { ExpressionAttributeValues: values } : {}),
  },
});

export async function countSavedSearches(userId: number): Promise<number> {
  const { Count = 0 } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': savedSearchItems.indexPartition('GSI1', { userId }) },
      Select: 'COUNT',
    }),
  );
  return Count;
}

/**
 * A saved search and its alert entries change together, in one transaction (alert-index.ts keeps a
 * search within 49 entries for this): an entry is always its search as it now is, so matching
 * trusts it without reading the search. A change or deletion applies only to the version read
 * before it (`updatedOn`): of two at once, the second is refused (ConditionFailed) rather than
 * leaving the first one's entries behind.
 */
async function transactOrRefused(parts: Parts<'search' | 'entries' | 'cleanup'>): Promise<void> {
  try {
    await transact(parts);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed(failedParts(error, parts), { cause: error });
    throw error;
  }
}

/** A search's items as stored: the search, then its alert entries (seeding writes these in bulk). */
export const savedSearchWithEntries = (search: SavedSearch) => [savedSearchItems.item(search), ...alertItemsOf(search)];

export const insertSavedSearch = (search: SavedSearch) => {
  const [searchItem, ...entries] = savedSearchWithEntries(search);
  return transactOrRefused({
    search: put(searchItem!, 'attribute_not_exists(PK)'),
    entries: entries.map((entry) => put(entry)),
  });
};

/** The search as changed: its new entries in, the places it left out. */
export const replaceSavedSearch = (search: SavedSearch, before: SavedSearch) =>
  transactOrRefused({
    search: put(savedSearchItems.item(search), 'updatedOn = :before', { ':before': before.updatedOn }),
    entries: [
      ...alertItemsOf(search).map((entry) => put(entry)),
      ...before.alertPartitions
        .filter((p) => !search.alertPartitions.includes(p))
        .map((p) => remove(alertKey(p, search.searchId))),
    ],
  });

/**
 * The search and its entries go together; the listings it heard of go right after, and again once
 * an alerter that read its entries before the deletion has surely finished (a cleanup due then,
 * swept by the search sweeper): no ListingMatch outlives its search (docs/saved-searches.md).
 */
export async function deleteSavedSearch(search: SavedSearch, now = clock.now()): Promise<void> {
  const dueOn = new Date(now.getTime() + CLEANUP_AFTER_MS).toISOString();
  await transactOrRefused({
    search: remove(searchKey(search.searchId), 'updatedOn = :before', { ':before': search.updatedOn }),
    entries: search.alertPartitions.map((p) => remove(alertKey(p, search.searchId))),
    cleanup: put(
      savedSearchCleanupItems.item(
        { dueOn, searchId: search.searchId },
        { searchId: search.searchId, expiresAt: Math.floor(Date.parse(dueOn) / 1000) + 7 * 86_400 },
      ),
    ),
  });
  await removeMatchesOf(search.searchId);
}

/** Past the alerter's timeout (30 s): a match it adds for a search it read before the deletion is in by then. */
const CLEANUP_AFTER_MS = 60_000;

/** What a deleted search leaves in its partition, removed: the listings it heard of and its days' counts. */
export async function removeMatchesOf(searchId: string): Promise<void> {
  const left = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': savedSearchItems.partition({ searchId }) },
  });
  await deleteItems(left.map((item) => ({ PK: item.PK, SK: item.SK })));
}

/** Deleted searches whose cleanup is due by now (`due` false: every one still waiting, the audit's). */
export async function savedSearchCleanups(
  now: string,
  due = true,
): Promise<{ key: Record<string, unknown>; searchId: string }[]> {
  const items = await queryAll({
    KeyConditionExpression: due ? 'PK = :pk AND SK <= :now' : 'PK = :pk',
    ExpressionAttributeValues: {
      ':pk': savedSearchCleanupItems.partition({}),
      ...(due ? { ':now': `${now}~` } : {}),
    },
  });
  return items.map((item) => ({
    key: { PK: item.PK, SK: item.SK },
    searchId: savedSearchCleanupItems.recordOf(item).searchId,
  }));
}

export const savedSearchCleanupsDone = (keysDone: Record<string, unknown>[]) => deleteItems(keysDone);

export async function findSavedSearch(searchId: string, { consistent = false } = {}): Promise<SavedSearch | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: searchKey(searchId), ConsistentRead: consistent }),
  );
  return Item ? savedSearchItems.recordOf(Item) : undefined;
}

/** A page of a user's saved searches, oldest first. */
export async function savedSearchesOf(
  userId: number,
  skip: number,
  top: number,
): Promise<{ items: SavedSearch[]; totalCount: number }> {
  const page = await queryPage(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': savedSearchItems.indexPartition('GSI1', { userId }) },
    },
    skip,
    top,
  );
  return { ...page, items: page.items.map(savedSearchItems.recordOf) };
}

/** Alert partitions read once for a stream batch: the listings of one batch share their reads. */
export type AlertReads = Map<string, Promise<Record<string, unknown>[]>>;

/** The entries of some alert partitions (one Query each, at once; once a batch with `shared`). */
export async function alertEntries(
  partitions: string[],
  meter?: ReadMeter,
  shared?: AlertReads,
): Promise<AlertEntry[]> {
  const read = (partition: string) =>
    queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } }, meter);
  const readOnce = (partition: string) => {
    if (!shared) return read(partition);
    if (!shared.has(partition)) shared.set(partition, read(partition));
    return shared.get(partition)!;
  };
  const pages = await Promise.all(
    partitions.map(async (partition) =>
      (await readOnce(partition)).map((item): AlertEntry => {
        const { u, n, a, q, pu } = searchAlertItems.recordOf(item);
        return {
          searchId: String(item.SK),
          userId: u,
          name: n,
          alerts: a,
          query: queryOfEntry(q),
          ...(pu ? { pausedUntil: pu } : {}),
        };
      }),
    ),
  );
  return pages.flat();
}

/** What recording a match came to: heard now, heard before (it hears once), or refused by the search's day's cap. */
export type MatchOutcome = 'heard' | 'already' | 'capped';

/**
 * Records that a search heard of a listing, counted in its day (`day`, alert-day.ts): the day's
 * count holds the listings it counted, so a listing counts once however often its record comes,
 * and only while the day has counted fewer than `cap`; then the match, once. All in the search's
 * own partition, one item each: matches of one search at once wait on no transaction of another.
 * A listing heard of another day and matched again (renewed, reactivated) takes one of this day's
 * count without being announced again: rare, and cheaper than a read of the match before each.
 */
export async function insertListingMatch(
  match: ListingMatch,
  expiresAt: number,
  day: { startsOn: string; endsOn: string },
  cap: number,
): Promise<MatchOutcome> {
  const listingId = match.listing.listingId;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: alertDayItems.key({ searchId: match.searchId, startsOn: day.startsOn }),
        UpdateExpression: 'ADD heard :one, listings :listing SET entity = :entity, expiresAt = :expiry',
        ConditionExpression: '(attribute_not_exists(heard) OR heard < :cap) AND NOT contains(listings, :id)',
        ExpressionAttributeValues: {
          ':one': 1,
          ':listing': new Set([listingId]),
          ':id': listingId,
          ':cap': cap,
          ':entity': alertDayItems.kind,
          ':expiry': Math.floor(Date.parse(day.endsOn) / 1000) + 86_400,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // refused: counted already by an earlier run of this record (or an attempt whose answer was lost), then the match
    // goes in now; else the day is full
    const { Item } = error as { Item?: Record<string, AttributeValue> };
    if (!(Item && alertDayItems.recordOf(unmarshall(Item)).listings?.has(listingId))) return 'capped';
  }
  return (await putIfAbsent(listingMatchItems.item({ ...match, expiresAt }))) ? 'heard' : 'already';
}

/**
 * Pauses a search's alerts until `until` (its day's end): the search says so, and its alert
 * entries carry it, so listings' matches pass it over in memory (their entries are read anyway),
 * at no write. One transaction on the version read; a search changed or deleted meanwhile is left
 * (the next refused match pauses it again). Safe to run twice.
 */
export async function pauseAlerts(searchId: string, until: string): Promise<void> {
  const search = await findSavedSearch(searchId, { consistent: true });
  if (!search || (search.alertsPausedUntil ?? '') >= until) return;
  const pause = (
    Key: Record<string, unknown>,
    name: string,
    condition: string,
    values: Record<string, unknown> = {},
  ) => ({
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: `SET ${name} = :until`,
      ConditionExpression: condition,
      ExpressionAttributeValues: { ':until': until, ...values },
    },
  });
  try {
    await transact([
      pause(searchKey(searchId), 'alertsPausedUntil', 'updatedOn = :before', {
        ':before': search.updatedOn,
      }),
      ...search.alertPartitions.map((p) => pause(alertKey(p, searchId), 'pu', 'attribute_exists(PK)')),
    ]);
  } catch (error) {
    if (!isCancelledByContention(error)) throw error;
  }
}

/** A daily match in its user's digest due at `dueOn` (shared/data/definitions/listing-match.ts). */
const digestMatchItem = (dueOn: string, match: ListingMatch) => digestMatchItems.item({ dueOn, ...match });
/** A user's digest due at `dueOn`, on the due list (shared/data/definitions/digest-due.ts). */
const digestDueItem = (dueOn: string, userId: number) => digestDueItems.item({ userId, dueOn });

/**
 * A daily alert's listing, in its user's digest due at `dueOn` (the user's partition for it). The
 * first listing of a digest puts the digest on the due list with it, in one transaction, so a
 * digest with listings is always due (docs/saved-searches.md, "Daily"); the rest write only
 * themselves: the due list is written once a user and day, never once a match (docs/scale.md). Two
 * firsts at once both write the due entry, the same item. Safe to run twice.
 */
export async function insertDigestMatch(dueOn: string, match: ListingMatch): Promise<void> {
  const item = digestMatchItem(dueOn, match);
  const { Count = 0 } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': digestMatchItems.partition({ userId: match.userId, dueOn }) },
      Limit: 1,
      Select: 'COUNT',
    }),
  );
  if (Count > 0) {
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
    return;
  }
  await transact([put(item), put(digestDueItem(dueOn, match.userId))]);
}

/**
 * A user's digest due, as the due list holds it: on the list (`listed`, its listings in the user's
 * partition) and any matches queued the way before (`queued`, each its own entry); the due list's
 * items it clears once sent.
 */
export interface DigestDue {
  userId: number;
  dueOn: string;
  listed: boolean;
  queued: ListingMatch[];
  keys: Record<string, unknown>[];
}

/**
 * Every digest due by now, oldest first, from the due list's shards. `AlertDigestDue` entries
 * (a match each, in shard 0: docs/compat.md) join their user's
 * digest of that instant as they are.
 */
export async function digestsDue(now: string): Promise<DigestDue[]> {
  const shards = Array.from({ length: ALERT_DIGEST_SHARDS }, (_, shard) => alertDigestShard(shard));
  const items = (
    await Promise.all(
      shards.map((pk) =>
        queryAll({
          KeyConditionExpression: 'PK = :pk AND SK <= :now',
          ExpressionAttributeValues: { ':pk': pk, ':now': `${now}~` },
        }),
      ),
    )
  ).flat();
  const digests = new Map<string, DigestDue>();
  for (const item of items) {
    const queued = kindOf(item) === 'DigestDue' ? undefined : alertDigestDueItems.recordOf(item);
    const { userId, dueOn } = queued ?? digestDueItems.recordOf(item);
    const digest = digests.get(`${userId}\t${dueOn}`) ?? { userId, dueOn, listed: false, queued: [], keys: [] };
    digest.keys.push({ PK: item.PK, SK: item.SK });
    if (queued) digest.queued.push(matchOf(queued));
    else digest.listed = true;
    digests.set(`${userId}\t${dueOn}`, digest);
  }
  return [...digests.values()].sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.userId - b.userId);
}

/**
 * A digest's listings: those in its user's partition and those queued the way before (read when it is sent, one digest
 * at a time).
 */
export async function matchesOfDigest(digest: DigestDue): Promise<ListingMatch[]> {
  if (!digest.listed) return digest.queued;
  const listings = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': digestMatchItems.partition(digest) },
  });
  return [...digest.queued, ...listings.map((item) => matchOf(digestMatchItems.recordOf(item)))];
}

/** A daily match without the digest it is in. */
const matchOf = ({ dueOn: _due, ...match }: DigestMatch): ListingMatch => match;

/** A digest sent (or with nothing to send): off the due list. Its listings go with their TTL. */
export const digestDone = (digest: DigestDue) => deleteItems(digest.keys);

/** The alert-digests-per-user migration over every daily match queued the way before; resumable, idempotent. */
export const ALERT_DIGESTS_PER_USER = 'alert-digests-per-user';
export const queueEveryDigestPerUser = (run: MigrationRun = {}): Promise<MigrationResult> =>
  migrateEach(ALERT_DIGESTS_PER_USER, { entity: alertDigestDueItems.kind }, run, async (items) => {
    for (const item of items) {
      const { dueOn, ...match } = alertDigestDueItems.recordOf(item);
      // one transaction: the match in its user's digest, the digest on the due list, the old entry gone
      await transact([
        put(digestMatchItem(dueOn, match)),
        put(digestDueItem(dueOn, match.userId)),
        remove({ PK: item.PK, SK: item.SK }),
      ]);
    }
    return items.length;
  });

// --- the audit (docs/reliability.md) ------------------------------------------------------------

/** A saved search as scanned. */
export const savedSearchOfItem = savedSearchItems.recordOf;

/** How a saved search's alert entries differ from what it is: missing ones, and ones that say another search. */
export async function alertEntriesDrift(search: SavedSearch): Promise<string[]> {
  const wanted = savedSearchWithEntries(search).slice(1);
  const found = new Map<string, Record<string, unknown>>();
  await batchGet(
    wanted.map((item): Record<string, unknown> => ({ PK: item.PK, SK: item.SK })),
    (item) => found.set(String(item.PK), item),
    { consistent: true },
  );
  return wanted.flatMap((entry) => {
    const item = found.get(String(entry.PK));
    if (!item) return [`entry ${String(entry.PK)} missing`];
    return ['u', 'n', 'a', 'q'].some((name) => !isDeepStrictEqual(item[name], entry[name]))
      ? [`entry ${String(entry.PK)} is not the search as it is`]
      : [];
  });
}

/** The audit's repair: the search's entries as it is. */
export const putAlertEntries = (search: SavedSearch) => putItems(savedSearchWithEntries(search).slice(1));
