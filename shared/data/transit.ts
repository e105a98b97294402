import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { transitRecordItems } from './definitions/transit-record.ts';
import { queryAll } from './query.ts';
import { ConditionFailed, isCancelledByContention, isConditionFailure } from './errors.ts';
import type { Listing, StatusRecord } from '../domain/listings/types.ts';
import type { TransitRecord } from '../domain/tracking/types.ts';
import { bucketMove, stateUpdate } from './listings.ts';
import { bucketOf, listingSortKeys, listingStateItems } from './definitions/listing.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from './migrations.ts';
import { forEachInParallel } from '../parallel.ts';
import { createdByStoppedAttempt } from './retries/stopped-attempts.ts';
import { transact } from './transact.ts';

/** The summary of a status record that a listing's state keeps. */
export const statusRecordOf = (record: Pick<TransitRecord, 'status' | 'punctuality' | 'recorded'>): StatusRecord => ({
  status: record.status!,
  punctuality: record.punctuality,
  recorded: record.recorded,
});

// Pattern 6: a listing's transit records in time order; its latest status and location live on
// the listing's state item. Each post is one transaction whose condition keeps the workflow forward-only
// under concurrency: the listing's rank must be below the new status's rank.

/** A new entry of a listing's history, as a transaction writes it: once (its key names its report or event). */
export const newTransitEntry = (record: TransitRecord) => ({
  Put: { Item: transitRecordItems.item(record), ConditionExpression: 'attribute_not_exists(PK)' },
});

/**
 * In a retry after a stop: `record` as its stopped attempt appended it, if it did (the same key: docs/reliability.md).
 */
export async function transitRecordOfStoppedAttempt(record: TransitRecord): Promise<TransitRecord | undefined> {
  const item = await createdByStoppedAttempt(transitRecordItems.key(record));
  return item ? transitRecordItems.recordOf(item) : undefined;
}

/** A record appended to the listing's history; ConditionFailed when the listing moved on meanwhile. */
export async function appendTransitRecord(
  listing: Listing,
  record: TransitRecord,
  rank: number | undefined,
  options: { movesLatest: boolean },
): Promise<void> {
  // a status joins the state's summary of status records (tracking reads that, not the history);
  // the condition on the status read keeps it exact, as the summary only changes with the status
  const statusRecords =
    record.status === undefined ? undefined : [...(await statusRecordsOf(listing)), statusRecordOf(record)];
  const hasLocation = options.movesLatest && record.latitude !== undefined && record.longitude !== undefined;
  const sets = ['updatedOn = :now'];
  const values: Record<string, unknown> = {
    ':now': record.recorded,
    ':booked': 'Booked',
    ':provider': record.providerId,
  };
  const move =
    record.status === undefined ? undefined : bucketMove(listing, bucketOf(listing.transitStatus), record.status);
  if (move) {
    // the listing moves to the new status's bucket (GSI4 and counts); the condition on the status
    // it was read in keeps both exact when two reports race: one of them gets 409
    sets.push('transitStatus = :transit', 'transitStatusRank = :rank', 'statusRecords = :statusRecords', move.set);
    Object.assign(values, {
      ':transit': record.status,
      ':rank': rank,
      ':was': bucketOf(listing.transitStatus),
      ':statusRecords': statusRecords,
      ...move.values,
    });
  }
  if (hasLocation) {
    sets.push('lastLocation = :location');
    values[':location'] = {
      latitude: record.latitude,
      longitude: record.longitude,
      recorded: record.recorded,
      ...(record.status ? { status: record.status } : {}),
    };
  }
  try {
    await transact([
      newTransitEntry(record),
      {
        Update: stateUpdate(listing.listingId, {
          set: sets,
          condition:
            `#status = :booked AND bookedProviderId = ` +
            `:provider${move ? ' AND transitStatusRank < :rank AND transitStatus = :was' : ''}`,
          values,
        }),
      },
      ...(move ? [move.counts] : []),
    ]);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed([], { cause: error });
    throw error;
  }
}

/** An entry of the history alone, the listing's state untouched (a location report older than the latest position). */
export async function putTransitEntry(record: TransitRecord): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: transitRecordItems.item(record),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // written by this report's first attempt
  }
}

/**
 * A booked listing's transit status records, oldest first: the summary its state keeps, or, on a
 * state without the summary (migration transit-status-summaries, docs/compat.md), its records read.
 */
export async function statusRecordsOf(listing: Listing): Promise<StatusRecord[]> {
  return listing.statusRecords ?? statusRecordsRead(listing.listingId);
}

/** The status records among a listing's transit records (the latest write: a consistent read). */
const statusRecordsRead = async (listingId: number) =>
  (await transitRecordsOf(listingId, { consistent: true }))
    .filter((record) => record.status !== undefined)
    .map(statusRecordOf);

export async function transitRecordsOf(
  listingId: number,
  options: { consistent?: boolean } = {},
): Promise<TransitRecord[]> {
  const items = await queryAll({
    ConsistentRead: options.consistent,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': transitRecordItems.partition({ listingId }),
      ':prefix': transitRecordItems.design.key.sort.prefix,
    },
  });
  return items.map(transitRecordItems.recordOf);
}

/** The migration that gives every booked listing's state its summary of status records (docs/tracking.md). */
export const TRANSIT_STATUS_SUMMARIES = 'transit-status-summaries';

/**
 * The transit-status-summaries migration (infra/ops/migrate.ts; the local runtime at start): every
 * booked listing's state without its summary gets it from its records; resumable from `from`,
 * idempotent, and never over a status posted meanwhile (which writes the summary itself).
 */
export async function summarizeEveryTransitHistory(options: MigrationRun = {}): Promise<MigrationResult> {
  return migrateEach(
    TRANSIT_STATUS_SUMMARIES,
    { entity: listingStateItems.kind, SK: listingSortKeys.state },
    options,
    async (items) => {
      let converted = 0;
      const unsummarized = items
        .map(listingStateItems.recordOf)
        .filter((state) => state.transitStatus !== undefined && state.statusRecords === undefined);
      await forEachInParallel(unsummarized, 16, async (state) => {
        const records = await statusRecordsRead(state.listingId);
        try {
          await db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: listingStateItems.key(state),
              UpdateExpression: 'SET statusRecords = :records',
              ConditionExpression: 'transitStatus = :read AND attribute_not_exists(statusRecords)',
              ExpressionAttributeValues: { ':records': records, ':read': state.transitStatus },
            }),
          );
          converted++;
        } catch (error) {
          if (!isConditionFailure(error)) throw error; // a status posted meanwhile wrote the summary
        }
      });
      return converted;
    },
  );
}
