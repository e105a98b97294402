import { driverAssignmentItems, driverLoadItems } from './definitions/driver.ts';
import { queryPage } from './query.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';
import { stateUpdate } from './listings.ts';
import type { DriverAssignment } from '../domain/teams/types.ts';
import { transact } from './transact.ts';

// A booked listing's driver (docs/teams.md): on the listing's state (`driverMemberId`, what every
// access check reads), in the assignment item the notifier announces (`LISTING#<id>` / `DRIVER`),
// and in the driver's list of loads (their keys: shared/data/definitions/driver.ts), all in one transaction.

/**
 * Assigns the listing's driver, replacing `previous` (the driver the listing was read with): the
 * condition on it makes two assignments at once one after the other, never a load in two lists.
 * ConditionFailed when the listing is no longer booked to the company, is delivered, or changed driver meanwhile.
 */
export async function saveDriverAssignment(assignment: DriverAssignment, previous: number | undefined): Promise<void> {
  const values: Record<string, unknown> = {
    ':driver': assignment.memberId,
    ':now': assignment.assignedOn,
    ':booked': 'Booked',
    ':provider': assignment.providerId,
    ':delivered': 'Delivered',
  };
  if (previous !== undefined) values[':previous'] = previous;
  try {
    await transact([
      {
        Update: stateUpdate(assignment.listingId, {
          set: ['driverMemberId = :driver', 'updatedOn = :now'],
          condition:
            '#status = :booked AND bookedProviderId = :provider AND (attribute_not_exists(transitStatus) OR ' +
            'transitStatus <> :delivered) AND ' +
            (previous === undefined ? 'attribute_not_exists(driverMemberId)' : 'driverMemberId = :previous'),
          values,
        }),
      },
      {
        Put: { Item: driverAssignmentItems.item(assignment) },
      },
      {
        Put: {
          Item: driverLoadItems.item({
            memberId: assignment.memberId,
            listingId: assignment.listingId,
            assignedOn: assignment.assignedOn,
          }),
        },
      },
      ...(previous === undefined
        ? []
        : [{ Delete: { Key: driverLoadItems.key({ memberId: previous, listingId: assignment.listingId }) } }]),
    ]);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed([], { cause: error });
    throw error;
  }
}

/** A page of a driver's loads (listing ids), newest listing first. */
export async function loadsOfDriver(
  memberId: number,
  skip: number,
  top: number,
): Promise<{ listingIds: number[]; totalCount: number }> {
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': driverLoadItems.partition({ memberId }),
        ':prefix': driverLoadItems.design.key.sort.prefix,
      },
      ScanIndexForward: false,
    },
    skip,
    top,
  );
  return {
    ...(page.totalCountCapped ? { totalCountCapped: page.totalCountCapped } : {}),
    totalCount: page.totalCount,
    listingIds: page.items.map((item) => driverLoadItems.recordOf(item).listingId),
  };
}
