import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryPage } from './query.ts';
import { entityOf } from './items.ts';
import { isConditionFailure } from './errors.ts';
import type { SecurityEvent } from '../domain/security/types.ts';
import type { WrittenItem } from './kinds.ts';

// A user's security event trail (docs/security-events.md): `SECURITY#<userId>` / `<occurredOn>#<eventId>`,
// a partition of its own so that a page is one Query, newest first; TTL 90 days.

export const SECURITY_EVENT_DAYS = 90;

/** `once`: an event whose id is the same each time it is recorded (an expiry) is entered the first time only. */
export async function putSecurityEvent(event: SecurityEvent, { once = false } = {}): Promise<void> {
  const expiresAt = Math.floor(Date.parse(event.occurredOn) / 1000) + SECURITY_EVENT_DAYS * 86_400;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.securityEvent(event.userId, event.occurredOn, event.eventId),
          entity: 'SecurityEvent',
          ...event,
          expiresAt,
        } satisfies WrittenItem,
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
      ExpressionAttributeValues: { ':pk': keys.securityEventsOf(userId) },
      ScanIndexForward: false,
    },
    paging.skip,
    paging.top,
  );
  return { ...page, items: page.items.map((item) => entityOf<SecurityEvent>(item, ['expiresAt'])) };
}
