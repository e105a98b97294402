import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import stableStringify from 'safe-stable-stringify';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';
import type { SearchCard } from '../domain/search/cards.ts';
import type { PlacedCard } from '../domain/search/placement.ts';
import type { Tally } from '../domain/search/tallies.ts';
import { type IndexRecord, searchTalliedItems } from './definitions/search.ts';

// A listing's record in the search index (docs/search.md, "Indexing"): which tallies count it and
// the version of the card its items hold. It exists before any of the listing's items does, so a
// listing with items always has a record to find them by; the indexing (search-indexing.ts) and the
// tally moves (search-tally-moves.ts) write it, each on condition that it is still as they read it.

/**
 * The index's item layout: a new one makes every card's version new, so a re-index (the migration)
 * writes the items the layout adds even for listings whose card did not change.
 */
const INDEX_LAYOUT = 'entry-shippers';

/** What the items of a card say, in a few bytes: a listing whose card is unchanged is not written again. */
// keys sorted: a listing read back from the table orders a map's keys its own way (a seeded listing's card, made
// before it was written, would otherwise differ from the indexer's, and be written twice: docs/performance.md)
export const searchCardVersion = (card: SearchCard) =>
  createHash('sha256').update(INDEX_LAYOUT).update(stableStringify(card)).digest('base64url').slice(0, 22);

export async function indexRecord(listingId: number): Promise<IndexRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: searchTalliedItems.key({ listingId }), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { tallies, version } = searchTalliedItems.recordOf(Item);
  return { tallies, version };
}

export const tallyText = (tally: Tally) => `${tally.scope}\t${tally.bucket}`;
/** The tallies an open listing's card counts in, as its record lists them (`<scope>\t<bucket>`, sorted, once each). */
export const tallyTextsOf = ({ tallies }: PlacedCard): string[] => [...new Set(tallies.map(tallyText))].sort();

export const sameTallies = (a: string[], b: string[]) => a.join('\n') === b.join('\n');

/** An empty record, before a new listing's first item (a concurrent claim is as good as ours). */
export async function claimRecord(listingId: number): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: searchTalliedItems.item({ listingId }, { tallies: [] }),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** On condition that the record still counts the listing where it was read (a racing writer's change makes it fail). */
export const recordUnchanged = (read: IndexRecord) => ({
  ConditionExpression: 'tallies = :current',
  ExpressionAttributeValues: { ':current': read.tallies },
});

/** The record written as `next`, on condition that it is still as read. */
export const recordPut = (listingId: number, read: IndexRecord, next: IndexRecord) => ({
  TableName: tableName(),
  Item: searchTalliedItems.item({ listingId }, { tallies: next.tallies, version: next.version }),
  ...recordUnchanged(read),
});

/**
 * The record's new version, on condition that it still counts the listing where it was read; false when it does not.
 */
export async function recordVersion(listingId: number, read: IndexRecord, version: string): Promise<boolean> {
  try {
    await db().send(new PutCommand(recordPut(listingId, read, { tallies: read.tallies, version })));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
