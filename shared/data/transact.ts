import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

type Write = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Verb = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
/** One write of a transaction, its TableName left out: the table's. */
export type TableWrite = {
  [V in Verb]?: Omit<NonNullable<Write[V]>, 'TableName'> & { TableName?: string };
};

/** A write named on the table unless it names another, as TransactWriteItems takes it. */
export const onTable = (write: TableWrite): Write =>
  Object.fromEntries(Object.entries(write).map(([verb, request]) => [verb, { TableName: tableName(), ...request }]));

/**
 * Writes `writes` in one TransactWriteItems (all or none), each on the table unless it names
 * another: the one way the table's modules send a transaction.
 */
export function transact(writes: TableWrite[]) {
  return db().send(new TransactWriteCommand({ TransactItems: writes.map(onTable) }));
}
