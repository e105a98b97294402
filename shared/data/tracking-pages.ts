import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { trackingPageItems } from './definitions/tracking-page.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';
import { stateUpdate } from './listings.ts';
import { transact, type TableWrite } from './transact.ts';

// Pattern 15: a public tracking page's token -> its listing (docs/tracking.md), its key in the kind's definition
// (shared/data/definitions/tracking-page.ts). The listing's state holds its current token; a rotated token's item is
// deleted, so its link 404s at once.

/** The token's item, put in the same transaction as the booking that makes it. */
export const trackingPagePut = (token: string, listingId: number) =>
  ({
    Put: {
      TableName: tableName(),
      Item: trackingPageItems.item({ token }, { listingId }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }) satisfies TableWrite;

export async function listingIdOfTrackingToken(token: string): Promise<number | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: trackingPageItems.key({ token }) }));
  return Item ? trackingPageItems.recordOf(Item).listingId : undefined;
}

/**
 * Replaces the listing's token in one transaction (a booked listing without one: its first, docs/compat.md);
 * ConditionFailed when it changed meanwhile (rotated at the same time, or no longer booked).
 */
export async function replaceTrackingToken(
  listingId: number,
  current: string | undefined,
  next: string,
): Promise<void> {
  try {
    await transact([
      {
        Update: stateUpdate(listingId, {
          set: ['trackingToken = :next'],
          // two rotations at once: one wins, the other is told to read the listing again
          condition:
            `#status = :booked AND ` +
            `${current ? 'trackingToken = :current' : 'attribute_not_exists(trackingToken)'}`,
          values: { ':next': next, ':booked': 'Booked', ...(current ? { ':current': current } : {}) },
        }),
      },
      ...(current ? [{ Delete: { Key: trackingPageItems.key({ token: current }) } }] : []),
      trackingPagePut(next, listingId),
    ]);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed([], { cause: error });
    throw error;
  }
}
