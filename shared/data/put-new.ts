import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure } from './errors.ts';

/**
 * Puts an item whose key must not exist yet: true when it was new, false when it was there already.
 * What makes a claim (an email sent once) or a fact recorded once (a watch, an inbox notification,
 * a listing heard of by a saved search) hold under retries and races.
 */
export async function putNew(Item: Record<string, unknown>): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
