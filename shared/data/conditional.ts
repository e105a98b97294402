import { randomBytes } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db, tableName } from './client.ts';
import { isConditionFailure, persistently } from './errors.ts';
import { isTransientFailure } from '../errors.ts';
import { drawnWriteId, replaying, WRITE_ID } from './retries/draws.ts';
import type { WrittenItem } from './kinds.ts';

// Conditional writes of one item that survive their own retry (docs/reliability.md, "A write
// applied, its answer lost"). When DynamoDB applies a write and the connection drops before its
// answer, the SDK sends the same request again (3 attempts, standard mode), and a conditional
// write then fails its own condition: a claim looks taken by someone else, a create looks like a
// collision, a state change looks refused. A transaction is safe (the SDK sends the same
// ClientRequestToken, and DynamoDB answers a repeat within 10 minutes with the first outcome);
// a single conditional write is not. So when the condition fails on a request the SDK sent more
// than once, the item as it now is (ReturnValuesOnConditionCheckFailure: ALL_OLD, which costs
// nothing more) is asked whether it shows this very write applied; and when the SDK gives up on a
// throttled or failing table after an attempt whose answer was lost, the item is read to tell.

/** Random per call; in a request with an Idempotency-Key, drawn for the item (shared/data/retries/draws.ts). */
const newWriteId = (item: WrittenItem) => drawnWriteId(item) ?? randomBytes(12).toString('base64url');

export type PutWrite = Omit<PutCommandInput, 'TableName' | 'Item'> & { Item: WrittenItem };
export type UpdateWrite = Omit<UpdateCommandInput, 'TableName'>;
export type DeleteWrite = Omit<DeleteCommandInput, 'TableName'>;
type Write = { Put: PutWrite } | { Update: UpdateWrite } | { Delete: DeleteWrite };
export type Current = Record<string, unknown> | undefined;

/**
 * A conditional write of one item: true when it applied, false when its condition failed. When the
 * SDK sent it more than once, `applied(current)` says whether the item as it now is (undefined: no
 * item) is this write already done by an earlier attempt, which then counts as applied.
 */
export async function writeIf(write: Write, applied: (current: Current) => boolean): Promise<boolean> {
  try {
    const options = { TableName: tableName(), ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const };
    if ('Put' in write) await db().send(new PutCommand({ ...write.Put, ...options }));
    else if ('Update' in write) await db().send(new UpdateCommand({ ...write.Update, ...options }));
    else await db().send(new DeleteCommand({ ...write.Delete, ...options }));
    return true;
  } catch (error) {
    if (isTransientFailure(error)) {
      // the SDK gave up, but one of its attempts may have been applied before its answer was lost
      // (and the later ones throttled): the item as it now is tells whether this write is done
      if (applied(await persistently(() => currentItem(write)))) return true;
      throw error;
    }
    if (!isConditionFailure(error)) throw error;
    const { Item, $metadata } = error as { Item?: Record<string, AttributeValue>; $metadata?: { attempts?: number } };
    // an earlier send of this request (the SDK's, or a stopped attempt's before this retry took its claim over)
    return (($metadata?.attempts ?? 1) > 1 || replaying()) && applied(Item ? unmarshall(Item) : undefined);
  }
}

/** The item a write is about, read consistently. */
async function currentItem(write: Write): Promise<Current> {
  const Key =
    'Put' in write
      ? { PK: write.Put.Item.PK as string, SK: write.Put.Item.SK as string }
      : 'Update' in write
        ? write.Update.Key
        : write.Delete.Key;
  return (await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))).Item;
}

/**
 * Puts a new item: true when this call created it (its answer lost or not), false when the key was
 * taken already (by another writer, or an earlier call). What makes a claim (an email sent once),
 * a fact recorded once (a watch, an inbox notification) or a create under a fresh id hold under
 * retries and races. `condition` replaces `attribute_not_exists(PK)` (an expired claim may be taken again).
 */
export async function putIfAbsent(
  Item: WrittenItem,
  condition?: { expression: string; values?: Record<string, unknown>; names?: Record<string, string> },
): Promise<boolean> {
  const writeId = newWriteId(Item);
  return writeIf(
    {
      Put: {
        Item: { ...Item, [WRITE_ID]: writeId },
        ConditionExpression: condition?.expression ?? 'attribute_not_exists(PK)',
        ...(condition?.values ? { ExpressionAttributeValues: condition.values } : {}),
        ...(condition?.names ? { ExpressionAttributeNames: condition.names } : {}),
      },
    },
    (current) => current?.[WRITE_ID] === writeId,
  );
}

/** A new item under a key never used (a UUID, the hash of a new secret): taken would be a bug, not a race. */
export async function putFresh(Item: WrittenItem): Promise<void> {
  if (!(await putIfAbsent(Item))) throw new Error(`${String(Item.PK)} ${String(Item.SK)} exists already`);
}
