import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Which members of a cancelled transaction failed their condition (by position). */
export function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [i] : []));
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}
