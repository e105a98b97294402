import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { Kind } from './kinds.ts';

/**
 * Adds `amount` to a counter item that expires (TTL `expiresAt`), creating it at zero if need be;
 * atomic across instances. The counter's total after the addition.
 */
export async function addToExpiringCounter(
  key: { PK: string; SK: string },
  entity: Kind,
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

/**
 * An `ADD` clause adding numbers to attributes by name (any name: placeholders are made here), with
 * its names and values; amounts to one attribute are summed, and nothing is added for zero. The one
 * way the table's modules build one.
 */
export function additions(amounts: Iterable<[attribute: string, by: number]>): {
  clause: string;
  names: Record<string, string>;
  values: Record<string, number>;
} {
  const summed = new Map<string, number>();
  for (const [attribute, by] of amounts) summed.set(attribute, (summed.get(attribute) ?? 0) + by);
  const added = [...summed].filter(([, by]) => by !== 0);
  return {
    clause: `ADD ${added.map((_, i) => `#add${i} :add${i}`).join(', ')}`,
    names: Object.fromEntries(added.map(([attribute], i) => [`#add${i}`, attribute])),
    values: Object.fromEntries(added.map(([, by], i) => [`:add${i}`, by])),
  };
}
