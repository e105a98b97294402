import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import {
  dotNumberClaimItems,
  providerRequirementsItems,
  VETTING_DUE,
  vettingDueItems,
  vettingItems,
} from './definitions/vetting.ts';
import { userItems } from './definitions/user.ts';
import { ConditionFailed, ItemMissing } from './errors.ts';
import { failedParts, transact, type Parts, type TableWrite } from './transact.ts';
import type { ProviderVetting } from '../domain/vetting/types.ts';
import type { ProviderRequirements } from '../domain/vetting/requirements.ts';

// A provider's vetting (docs/vetting.md, docs/data-model.md pattern 23): the `Vetting` item under the user, a
// `DotNumberClaim` per USDOT number, so that one number belongs to one account, and a `VettingDue` entry saying when
// it is next checked, their keys in their definitions (shared/data/definitions/vetting.ts). They are written in one
// transaction with the user's own numbers (spec 2.14), the release of a number given before and the removal of the
// entry it replaces.

export async function findVetting(userId: number): Promise<ProviderVetting | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: vettingItems.key({ userId }), ConsistentRead: true }),
  );
  return Item ? vettingItems.recordOf(Item) : undefined;
}

/** The providers whose check is due by `now`, earliest first. */
export async function dueVettings(now: string, limit: number): Promise<{ userId: number; dueOn: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :due AND SK <= :now',
      ExpressionAttributeValues: { ':due': VETTING_DUE, ':now': `${now}#~` },
      Limit: limit,
    }),
  );
  return Items.map((item) => {
    const { userId, dueOn } = vettingDueItems.recordOf(item);
    return { userId, dueOn };
  });
}

/** Takes an entry out of the due list whose provider has no vetting any more (its account closed). */
export async function dropDueVetting(dueOn: string, userId: number): Promise<void> {
  await transact([{ Delete: { Key: vettingDueItems.key({ dueOn, userId }) } }]);
}

const claimOf = (vetting: ProviderVetting): TableWrite[] =>
  vetting.dotNumber
    ? [
        {
          Put: {
            Item: dotNumberClaimItems.item({ dotNumber: vetting.dotNumber, userId: vetting.userId }),
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
            ExpressionAttributeValues: { ':me': vetting.userId },
          },
        },
      ]
    : [];

const dueOf = (vetting: ProviderVetting): TableWrite[] =>
  vetting.dueOn
    ? [
        {
          Put: {
            Item: vettingDueItems.item({ userId: vetting.userId, dueOn: vetting.dueOn }),
          },
        },
      ]
    : [];

/** The user's own numbers, as the vetting holds them (none given: none shown). */
function userNumbers(vetting: ProviderVetting): TableWrite {
  const set = (['dotNumber', 'mcNumber'] as const).filter((field) => vetting[field]);
  const removed = (['dotNumber', 'mcNumber'] as const).filter((field) => !vetting[field]);
  return {
    Update: {
      Key: userItems.key({ userId: vetting.userId }),
      UpdateExpression: [
        set.length ? `SET ${set.map((f) => `${f} = :${f}`).join(', ')}` : '',
        removed.length ? `REMOVE ${removed.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: 'attribute_exists(PK) AND #status <> :closed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':closed': 'Closed',
        ...Object.fromEntries(set.map((field) => [`:${field}`, vetting[field]])),
      },
    },
  };
}

/** Another check wrote the provider's vetting since it was read (or its account's closure deleted it). */
export class VettingMoved extends Error {
  override name = 'VettingMoved';
}

/** The vetting item, written only over the one that was read (none: only where there is none). */
function vettingPut(vetting: ProviderVetting, previous: ProviderVetting | undefined): TableWrite {
  const Item = vettingItems.item(vetting);
  if (!previous) return { Put: { Item, ConditionExpression: 'attribute_not_exists(PK)' } };
  return {
    Put: {
      Item,
      ...(previous.attemptedOn
        ? {
            ConditionExpression: 'attribute_exists(PK) AND attemptedOn = :was',
            ExpressionAttributeValues: { ':was': previous.attemptedOn },
          }
        : { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(attemptedOn)' }),
    },
  };
}

/** What other numbers change beside the vetting: the user's own, the claim on the new, the release of the old. */
function numbersChange(vetting: ProviderVetting, previous: ProviderVetting | undefined) {
  const same = previous && previous.dotNumber === vetting.dotNumber && previous.mcNumber === vetting.mcNumber;
  if (same) return {};
  return {
    user: userNumbers(vetting),
    dotClaim: claimOf(vetting),
    dotRelease:
      previous?.dotNumber && previous.dotNumber !== vetting.dotNumber
        ? {
            Delete: {
              Key: dotNumberClaimItems.key({ dotNumber: previous.dotNumber }),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
              ExpressionAttributeValues: { ':me': vetting.userId },
            },
          }
        : undefined,
  };
}

/**
 * Keeps a vetting over `previous` (the one read; none: the first): its item, its place in the due list and, when its
 * numbers changed, the user's numbers, the claim on the USDOT number and the release of the one before, in one
 * transaction. VettingMoved when another check wrote it since it was read; ConditionFailed naming `dotClaim` when
 * another account holds the number; ItemMissing (a user) when the user is gone.
 */
export async function saveVetting(vetting: ProviderVetting, previous?: ProviderVetting): Promise<void> {
  const movedDue = previous?.dueOn !== vetting.dueOn;
  const parts = {
    vetting: vettingPut(vetting, previous),
    ...numbersChange(vetting, previous),
    due: movedDue ? dueOf(vetting) : undefined,
    dueBefore:
      movedDue && previous?.dueOn
        ? { Delete: { Key: vettingDueItems.key({ dueOn: previous.dueOn, userId: vetting.userId }) } }
        : undefined,
  };
  try {
    await transact(parts);
  } catch (error) {
    const failed = failedParts(error, parts) ?? [];
    if (failed.includes('vetting')) throw new VettingMoved(`The vetting of user ${vetting.userId} changed meanwhile.`);
    if (failed.includes('user')) throw new ItemMissing('user', vetting.userId, { cause: error });
    if (failed.includes('dotClaim')) throw new ConditionFailed(failed, { cause: error });
    throw error;
  }
}

/**
 * What a new provider's transaction also writes: its first vetting, the claim on its number (refused: `dotClaim`) and
 * its due entry.
 */
export function vettingOfNewUser(vetting: ProviderVetting): Parts<'vetting' | 'dotClaim' | 'due'> {
  return { vetting: vettingPut(vetting, undefined), dotClaim: claimOf(vetting), due: dueOf(vetting) };
}

/** A shipper's default requirements of providers; none kept: none. */
export async function findProviderRequirements(userId: number): Promise<ProviderRequirements | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: providerRequirementsItems.key({ userId }) }),
  );
  return Item ? providerRequirementsItems.recordOf(Item).requirements : undefined;
}

/** Keeps a shipper's default requirements, or forgets them (none: undefined). */
export async function saveProviderRequirements(userId: number, requirements: ProviderRequirements | undefined) {
  await transact([
    requirements
      ? { Put: { Item: providerRequirementsItems.item({ userId, requirements }) } }
      : { Delete: { Key: providerRequirementsItems.key({ userId }) } },
  ]);
}
