import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { userItems } from './definitions/user.ts';
import { addToExpiringCounter } from './counters.ts';
import { requestCountItems } from './definitions/request-count.ts';
import type { RateLimit } from '../domain/limits/rate-limits.ts';

/**
 * Adds requests to a counter of one second: a key's (its user id) or a source address's
 * (`ADDRESS#<ip>`); the second's total across every instance.
 */
export async function countRequests(counted: number | string, second: number, requests: number): Promise<number> {
  return addToExpiringCounter(
    requestCountItems.key({ counted, second }),
    requestCountItems.kind,
    'requests',
    requests,
    second + 3600,
  );
}

/** A user's own limit (an operator's command), or back to the stage's with undefined. */
export async function setUserRateLimit(userId: number, limit: RateLimit | undefined): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userItems.key({ userId }),
      ConditionExpression: 'attribute_exists(PK)',
      ...(limit
        ? { UpdateExpression: 'SET rateLimit = :limit', ExpressionAttributeValues: { ':limit': limit } }
        : { UpdateExpression: 'REMOVE rateLimit' }),
    }),
  );
}
