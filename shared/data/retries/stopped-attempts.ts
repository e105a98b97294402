import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import { replaying, writtenByStoppedAttempt } from './draws.ts';
import { firstIdOfStoppedAttempt } from '../ids.ts';

// docs/reliability.md, "A create stopped after its write": the retry of a create that takes over a
// stopped attempt's claim first looks where that attempt would have created (its request's first
// id or UUID and its start time are the same in both), and answers what it finds there if that
// attempt wrote it.

type Key = { PK: string; SK: string };

/** In a retry after a stop: the item under `key` if the stopped attempt created it (no read otherwise). */
export async function createdByStoppedAttempt(key: Key): Promise<Record<string, unknown> | undefined> {
  if (!replaying()) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item && writtenByStoppedAttempt(Item) ? Item : undefined;
}

/** In a retry after a stop: what the stopped attempt created under the request's first id, if it did. */
export async function createdUnderFirstId(keyOf: (id: number) => Key): Promise<Record<string, unknown> | undefined> {
  const id = firstIdOfStoppedAttempt();
  return id === undefined ? undefined : createdByStoppedAttempt(keyOf(id));
}
