import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putNew } from './put-new.ts';
import { keys } from './keys.ts';
import { queryAll, underPrefix } from './query.ts';
import { entityOf } from './items.ts';
import type { ProviderRelation } from '../domain/provider-relations/types.ts';
import type { MatchedListing } from '../domain/saved-searches/types.ts';

// Pattern 21 (docs/provider-relations.md): a shipper's providers, Preferred or Blocked, under the
// shipper's partition: a check is one GetItem, the whole list one Query.

export async function putRelation(relation: ProviderRelation): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.providerRelation(relation.shipperId, relation.providerId), entity: 'ProviderRelation', ...relation } }));
}

export async function deleteRelation(shipperId: number, providerId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.providerRelation(shipperId, providerId) }));
}

export async function findRelation(shipperId: number, providerId: number): Promise<ProviderRelation | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.providerRelation(shipperId, providerId) }));
  return Item ? entityOf<ProviderRelation>(Item) : undefined;
}

export async function relationsOf(shipperId: number): Promise<ProviderRelation[]> {
  return (await queryAll(underPrefix(keys.providerRelationsOf(shipperId)))).map((item) => entityOf<ProviderRelation>(item));
}

/** A preferred provider hears of a shipper's new listing; false when it had already. */
export const insertPreferredListing = (providerId: number, shipperId: number, listing: MatchedListing, expiresAt: number): Promise<boolean> =>
  putNew({ ...keys.preferredListing(providerId, listing.listingId), entity: 'PreferredListing', providerId, shipperId, listing, expiresAt });
