import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { entityOf } from './items.ts';
import { createWithNewId } from './ids.ts';
import { isConditionFailure } from './errors.ts';
import { ConflictError } from '../domain/errors.ts';
import type { Listing, ListingStatus } from '../domain/listings/types.ts';

// Patterns 3 and 4: a listing by id; a shipper's listings newest first (GSI1), or those in one
// transit status (GSI2, `Unbooked` before booking). Status changes are conditional updates.

const UNBOOKED = 'Unbooked';

function indexKeys(listing: Pick<Listing, 'shipperId' | 'createdOn' | 'listingId' | 'transitStatus'>) {
  const sort = `${listing.createdOn}#${listing.listingId}`;
  return {
    GSI1PK: keys.listingsOfShipper(listing.shipperId), GSI1SK: sort,
    GSI2PK: keys.listingsOfShipperByTransitStatus(listing.shipperId, listing.transitStatus ?? UNBOOKED), GSI2SK: sort,
  };
}

export const toListing = (item: Record<string, unknown>) => entityOf<Listing>(item);

/** A listing as stored: its keys and index keys around its fields. */
export const listingItem = (listing: Listing) => ({ ...keys.listing(listing.listingId), entity: 'Listing', ...indexKeys(listing), ...listing });

export async function insertListing(draft: Omit<Listing, 'listingId'>): Promise<Listing> {
  return createWithNewId(async (listingId) => {
    const listing: Listing = { ...draft, listingId };
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: listingItem(listing),
      ConditionExpression: 'attribute_not_exists(PK)',
    }));
    return listing;
  }, isConditionFailure);
}

export async function findListing(listingId: number): Promise<Listing | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.listing(listingId) }));
  return Item ? toListing(Item) : undefined;
}

/** A shipper's listings, newest first, optionally in one transit status; $skip/$top paging. */
export async function listingsOfShipper(shipperId: number, options: { transitStatus?: string; skip: number; top: number }) {
  const byStatus = options.transitStatus !== undefined;
  const { items, totalCount } = await queryPage({
    IndexName: byStatus ? 'GSI2' : 'GSI1',
    KeyConditionExpression: byStatus ? 'GSI2PK = :pk' : 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': byStatus ? keys.listingsOfShipperByTransitStatus(shipperId, options.transitStatus!) : keys.listingsOfShipper(shipperId) },
    ScanIndexForward: false,
  }, options.skip, options.top);
  return { items: items.map(toListing), totalCount };
}

/** Moves a listing from one of `from` to `to`; 409 when it is no longer in one of them. */
export async function changeListingStatus(listingId: number, from: ListingStatus[], to: ListingStatus, set: Record<string, unknown> = {}): Promise<void> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':to': to, ':now': new Date().toISOString() };
  const assignments = ['#status = :to', 'updatedOn = :now'];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    assignments.push(`#f${i} = :v${i}`);
  });
  from.forEach((status, i) => { values[`:from${i}`] = status; });
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.listing(listingId),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }));
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(`The listing is no longer ${from.join(' or ')}.`, 'status');
    throw error;
  }
}

export { indexKeys as listingIndexKeys };

/**
 * Every listing, a page at a time (operator commands only, such as re-indexing: a Scan reads the
 * whole table, which no request ever does).
 */
export async function* everyListing(): AsyncGenerator<Listing[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({
      TableName: tableName(), ExclusiveStartKey: startKey,
      FilterExpression: 'entity = :listing AND SK = :sk', ExpressionAttributeValues: { ':listing': 'Listing', ':sk': 'LISTING' },
    }));
    yield (page.Items ?? []).map(toListing);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
