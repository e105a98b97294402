import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { entityOf } from './items.ts';
import { failedConditions } from './errors.ts';
import { transact } from './transact.ts';
import { ConflictError } from '../errors.ts';
import type { ProviderVetting } from '../domain/vetting/types.ts';

// A provider's vetting (docs/vetting.md, docs/data-model.md): the `Vetting` item under the user, and
// a `DotNumberClaim` per USDOT number, so that one number belongs to one account. Both are written in
// one transaction, with the release of a number the provider gave before.

export async function findVetting(userId: number): Promise<ProviderVetting | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.vetting(userId), ConsistentRead: true }),
  );
  return Item ? entityOf<ProviderVetting>(Item) : undefined;
}

/**
 * Keeps a vetting and claims its USDOT number for its provider, releasing `releasedDotNumber` (the one it gave
 * before). 409 naming `dotNumber` when another account holds the number.
 */
export async function saveVetting(vetting: ProviderVetting, releasedDotNumber?: string): Promise<void> {
  const me = { ':me': vetting.userId };
  const claim = vetting.dotNumber
    ? [
        {
          Put: {
            Item: {
              ...keys.dotNumberClaim(vetting.dotNumber),
              entity: 'DotNumberClaim',
              dotNumber: vetting.dotNumber,
              userId: vetting.userId,
            },
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
            ExpressionAttributeValues: me,
          },
        },
      ]
    : [];
  const release =
    releasedDotNumber && releasedDotNumber !== vetting.dotNumber
      ? [
          {
            Delete: {
              Key: keys.dotNumberClaim(releasedDotNumber),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
              ExpressionAttributeValues: me,
            },
          },
        ]
      : [];
  try {
    await transact([
      { Put: { Item: { ...keys.vetting(vetting.userId), entity: 'Vetting', ...vetting } } },
      ...claim,
      ...release,
    ]);
  } catch (error) {
    if (failedConditions(error)?.includes(1) && claim.length)
      throw new ConflictError(`USDOT ${vetting.dotNumber} belongs to another account.`, 'dotNumber');
    throw error;
  }
}
