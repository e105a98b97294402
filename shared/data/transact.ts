import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { WrittenItem } from './kinds.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';

type Write = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Verb = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
/** One write of a transaction, its TableName left out: the table's; a Put's item names its kind by the list. */
export type TableWrite = {
  [V in Verb]?: Omit<NonNullable<Write[V]>, 'TableName' | (V extends 'Put' ? 'Item' : never)> & {
    TableName?: string;
  } & (V extends 'Put' ? { Item: WrittenItem } : unknown);
};

/** A write named on the table unless it names another, as TransactWriteItems takes it. */
export const onTable = (write: TableWrite): Write =>
  Object.fromEntries(Object.entries(write).map(([verb, request]) => [verb, { TableName: tableName(), ...request }]));

/** A named part of a transaction: one write, several alike, or none (left out, as a missing name is). */
export type Part = TableWrite | readonly TableWrite[] | undefined;
/**
 * A transaction's parts by name, written in the order they are listed. A name is a word: an object lists keys that
 * read as numbers first, whatever their place.
 */
export type Parts<Name extends string = string> = Readonly<Partial<Record<Name, Part>>>;

const isList = (writes: unknown): writes is readonly TableWrite[] => Array.isArray(writes);

/** Each write of `parts` with the name of its part, in the order they are sent. */
function named<Name extends string>(parts: Parts<Name> | readonly TableWrite[]): [Name | undefined, TableWrite][] {
  if (isList(parts)) return parts.map((write) => [undefined, write]);
  return (Object.entries(parts) as [Name, Part][]).flatMap(([name, part]) =>
    part === undefined ? [] : (isList(part) ? part : [part]).map((write): [Name, TableWrite] => [name, write]),
  );
}

/**
 * Writes `parts` in one TransactWriteItems (all or none), each on the table unless it names another: the one way the
 * table's modules send a transaction. Named parts, when a failed condition matters (`failedParts`); a plain list of
 * writes alike, when none does.
 */
export function transact<Name extends string>(parts: Parts<Name> | readonly TableWrite[]) {
  return db().send(new TransactWriteCommand({ TransactItems: named(parts).map(([, write]) => onTable(write)) }));
}

/** Which members of a cancelled transaction failed their condition (by position). */
function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).flatMap((reason, i) =>
    reason.Code === 'ConditionalCheckFailed' ? [i] : [],
  );
}

/**
 * The names of the parts of a cancelled `transact(parts)` whose condition failed (none: cancelled for another reason,
 * such as a concurrent transaction); undefined when `error` is no cancelled transaction.
 */
export function failedParts<Name extends string>(error: unknown, parts: Parts<Name>): Name[] | undefined {
  const positions = failedConditions(error);
  if (!positions) return undefined;
  const names = named(parts);
  return [...new Set(positions.flatMap((i) => names[i]?.[0] ?? []))];
}

/**
 * `transact(parts)`, its refusal (a failed condition, or a concurrent transaction that won) thrown as ConditionFailed
 * naming the parts whose condition failed (none: the concurrent change): what a caller reads with `failedOn`.
 */
export async function transactOrRefused<Name extends string>(parts: Parts<Name>): Promise<void> {
  try {
    await transact(parts);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed(failedParts(error, parts), { cause: error });
    throw error;
  }
}
