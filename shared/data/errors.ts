import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Which members of a cancelled transaction failed their condition (by position). */
export function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [i] : []));
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** A transaction cancelled by a failed condition or by a concurrent transaction on the same items. */
export function isCancelledByContention(error: unknown): boolean {
  return error instanceof TransactionCanceledException
    && (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict');
}
