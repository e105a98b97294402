import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

/**
 * Adds `amount` to a counter item that expires (TTL `expiresAt`), creating it at zero if need be;
 * atomic across instances. The counter's total after the addition.
 */
export async function addToExpiringCounter(
  key: { PK: string; SK: string },
  entity: string,
  attribute: string,
  amount: number,
  expiresAt: number,
): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET entity = :entity, expiresAt = :expires ADD #counter :n',
      ExpressionAttributeNames: { '#counter': attribute },
      ExpressionAttributeValues: { ':entity': entity, ':expires': expiresAt, ':n': amount },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.[attribute] ?? amount);
}
