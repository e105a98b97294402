import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { userItems } from './definitions/user.ts';
import { preferredListingItems, providerRelationItems } from './definitions/provider-relation.ts';
import { itemsUnder } from './item-definition.ts';
import { queryAll, underPrefix } from './query.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from './migrations.ts';
import type { ProviderRelation } from '../domain/provider-relations/types.ts';
import type { MatchedListing } from '../domain/saved-searches/types.ts';
import { failedParts, transact } from './transact.ts';

// Pattern 21 (docs/provider-relations.md): a shipper's providers, Preferred or Blocked, under the
// shipper's partition: a check is one GetItem, the whole list one Query. A block is also on the
// provider's user item (`blockedBy`, a set of shipper ids), written in the same transaction: the
// key's owner is read there on every request, so a search knows whom to hide at no extra read. The relations' keys
// are in their definition (shared/data/definitions/provider-relation.ts).

/** The provider's side of a relation: its user item's `blockedBy` holds the shipper, or not. */
const blockedByUpdate = (shipperId: number, providerId: number, blocked: boolean) => ({
  Update: {
    TableName: tableName(),
    Key: userItems.key({ userId: providerId }),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: `${blocked ? 'ADD' : 'DELETE'} blockedBy :shipper`,
    ExpressionAttributeValues: { ':shipper': new Set([shipperId]) },
  },
});

export async function putRelation(relation: ProviderRelation): Promise<void> {
  await transact([
    {
      Put: { Item: providerRelationItems.item(relation) },
    },
    blockedByUpdate(relation.shipperId, relation.providerId, relation.relation === 'Blocked'),
  ]);
}

export async function deleteRelation(shipperId: number, providerId: number): Promise<void> {
  const remove = { Delete: { TableName: tableName(), Key: providerRelationItems.key({ shipperId, providerId }) } };
  const parts = { relation: remove, provider: blockedByUpdate(shipperId, providerId, false) };
  try {
    await transact(parts);
  } catch (error) {
    // the provider's user item is gone (a closed account): only the shipper's side is left to clear
    if (!failedParts(error, parts)?.includes('provider')) throw error;
    await db().send(new DeleteCommand(remove.Delete));
  }
}

/**
 * The provider-blocks migration: a block whose provider's side (`blockedBy`) is missing gets it (docs/compat.md), on
 * condition that the block still stands (an unblock meanwhile has cleared both sides). ADD to a set
 * is idempotent: a rerun, or a block marked since, is harmless. False when nothing was to be done.
 */
export async function recordBlockOnProvider(relation: ProviderRelation): Promise<boolean> {
  if (relation.relation !== 'Blocked') return false;
  const parts = {
    block: {
      ConditionCheck: {
        Key: providerRelationItems.key(relation),
        ConditionExpression: '#relation = :blocked',
        ExpressionAttributeNames: { '#relation': 'relation' },
        ExpressionAttributeValues: { ':blocked': 'Blocked' },
      },
    },
    provider: blockedByUpdate(relation.shipperId, relation.providerId, true),
  };
  try {
    await transact(parts);
    return true;
  } catch (error) {
    const failed = failedParts(error, parts);
    // unblocked since, or the provider no longer exists
    if (failed?.includes('block') || failed?.includes('provider')) return false;
    throw error;
  }
}

/** Written once every block is on its provider's user item too (infra/ops/migrate.ts). */
export const PROVIDER_BLOCKS = 'provider-blocks';

/** The provider-blocks migration over every relation; resumable from `from`, idempotent. */
export const recordEveryBlockOnProviders = (run: MigrationRun = {}): Promise<MigrationResult> =>
  migrateEach(
    PROVIDER_BLOCKS,
    {
      entity: providerRelationItems.kind,
      SK: itemsUnder(providerRelationItems, { shipperId: 0 }).SKPrefix,
      prefix: true,
    },
    run,
    async (items) => {
      let converted = 0;
      for (const item of items) if (await recordBlockOnProvider(providerRelationItems.recordOf(item))) converted++;
      return converted;
    },
  );

export async function findRelation(shipperId: number, providerId: number): Promise<ProviderRelation | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: providerRelationItems.key({ shipperId, providerId }) }),
  );
  return Item ? providerRelationItems.recordOf(Item) : undefined;
}

/** How many providers a shipper marked, counted up to `upTo` (a read bounded by it). */
export async function relationCount(shipperId: number, upTo: number): Promise<number> {
  const { Count = 0 } = await db().send(
    new QueryCommand({
      ...underPrefix(itemsUnder(providerRelationItems, { shipperId })),
      TableName: tableName(),
      Select: 'COUNT',
      Limit: upTo,
    }),
  );
  return Count;
}

export async function relationsOf(shipperId: number): Promise<ProviderRelation[]> {
  return (await queryAll(underPrefix(itemsUnder(providerRelationItems, { shipperId })))).map(
    providerRelationItems.recordOf,
  );
}

/** A preferred provider hears of a shipper's new listing; false when it had already. */
export const insertPreferredListing = (
  providerId: number,
  shipperId: number,
  listing: MatchedListing,
  expiresAt: number,
): Promise<boolean> => putIfAbsent(preferredListingItems.item({ providerId, shipperId, listing, expiresAt }));
