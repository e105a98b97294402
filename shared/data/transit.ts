import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryAll } from './query.ts';
import { entityOf } from './items.ts';
import { isCancelledByContention } from './errors.ts';
import { ConflictError } from '../domain/errors.ts';
import type { Listing, TransitRecord } from '../domain/listings/types.ts';

// Pattern 6: a listing's transit records in time order; its latest status and location live on
// the listing item. Each post is one transaction whose condition keeps the workflow forward-only
// under concurrency: the listing's rank must be below the new status's rank.

export async function appendTransitRecord(listing: Listing, record: TransitRecord, rank: number | undefined): Promise<void> {
  const hasLocation = record.latitude !== undefined && record.longitude !== undefined;
  const sets = ['updatedOn = :now'];
  const values: Record<string, unknown> = { ':now': record.recorded, ':booked': 'Booked', ':provider': record.providerId };
  if (record.status !== undefined) {
    sets.push('transitStatus = :transit', 'transitStatusRank = :rank', 'GSI2PK = :gsi2');
    Object.assign(values, { ':transit': record.status, ':rank': rank, ':gsi2': keys.listingsOfShipperByTransitStatus(listing.shipperId, record.status) });
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
          Update: {
            TableName: tableName(), Key: keys.listing(listing.listingId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: `#status = :booked AND bookedProviderId = :provider${record.status !== undefined ? ' AND transitStatusRank < :rank' : ''}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: values,
          },
        },
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
