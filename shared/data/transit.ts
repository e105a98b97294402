import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query.ts';
import { entityOf } from './items.ts';
import { isCancelledByContention } from './errors.ts';
import { ConflictError } from '../domain/errors.ts';
import type { Listing, TransitRecord } from '../domain/listings/types.ts';
import { bucketMove, bucketOf, splitIfOld, stateUpdate } from './listings.ts';

// Pattern 6: a listing's transit records in time order; its latest status and location live on
// the listing's state item. Each post is one transaction whose condition keeps the workflow forward-only
// under concurrency: the listing's rank must be below the new status's rank.

export async function appendTransitRecord(listing: Listing, record: TransitRecord, rank: number | undefined): Promise<void> {
  await splitIfOld(listing.listingId);
  const hasLocation = record.latitude !== undefined && record.longitude !== undefined;
  const sets = ['updatedOn = :now'];
  const values: Record<string, unknown> = { ':now': record.recorded, ':booked': 'Booked', ':provider': record.providerId };
  const move = record.status === undefined ? undefined : bucketMove(listing, bucketOf(listing.transitStatus), record.status);
  if (move) {
    // the listing moves to the new status's bucket (GSI4 and counts); the condition on the status
    // it was read in keeps both exact when two reports race: one of them gets 409
    sets.push('transitStatus = :transit', 'transitStatusRank = :rank', move.set);
    Object.assign(values, { ':transit': record.status, ':rank': rank, ':was': bucketOf(listing.transitStatus), ...move.values });
  }
  if (hasLocation) {
    sets.push('lastLocation = :location');
    values[':location'] = { latitude: record.latitude, longitude: record.longitude, recorded: record.recorded, ...(record.status ? { status: record.status } : {}) };
  }
  try {
    await db().send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.transitRecord(record.listingId, record.recorded, record.recordId), entity: 'TransitRecord', ...record }, ConditionExpression: 'attribute_not_exists(PK)' } },
        {
          Update: stateUpdate(listing.listingId, {
            set: sets,
            condition: `#status = :booked AND bookedProviderId = :provider${move ? ' AND transitStatusRank < :rank AND transitStatus = :was' : ''}`,
            values,
          }),
        },
        ...(move ? [move.counts] : []),
      ],
    }));
  } catch (error) {
    if (isCancelledByContention(error)) {
      throw new ConflictError(`The listing's transit status only moves forward (spec 3.1): '${record.status}' is not after its current status.`, 'status');
    }
    throw error;
  }
}

export async function transitRecordsOf(listingId: number): Promise<TransitRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.listing(listingId).PK, ':prefix': 'TRANSIT#' },
  });
  return items.map((item) => entityOf<TransitRecord>(item));
}
