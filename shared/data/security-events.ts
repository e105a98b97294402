import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { queryPage } from './query.ts';
import { isConditionFailure } from './errors.ts';
import type { SecurityEvent } from '../domain/security/types.ts';
import { securityEventItems } from './definitions/security-event.ts';

// A user's security event trail (shared/data/definitions/security-event.ts; docs/security-events.md).

/** `once`: an event whose id is the same each time it is recorded (an expiry) is entered the first time only. */
export async function putSecurityEvent(event: SecurityEvent, { once = false } = {}): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: securityEventItems.item(event),
        ...(once ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
      }),
    );
  } catch (error) {
    if (!(once && isConditionFailure(error))) throw error;
  }
}

export async function securityEventsOf(
  userId: number,
  paging: { skip: number; top: number },
): Promise<{ items: SecurityEvent[]; totalCount: number; totalCountCapped?: true }> {
  const page = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': securityEventItems.partition({ userId }) },
      ScanIndexForward: false,
    },
    paging.skip,
    paging.top,
  );
  return { ...page, items: page.items.map(securityEventItems.recordOf) };
}
