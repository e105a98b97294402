import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { isTransientFailure } from '../errors.ts';
import { retrying, SDK_MAX_PAUSE_MS } from '../retry.ts';

/** Which members of a cancelled transaction failed their condition (by position). */
export function failedConditions(error: unknown): number[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).flatMap((reason, i) =>
    reason.Code === 'ConditionalCheckFailed' ? [i] : [],
  );
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** A transaction cancelled by a failed condition or by a concurrent transaction on the same items. */
export function isCancelledByContention(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ConditionalCheckFailed' || reason.Code === 'TransactionConflict',
    )
  );
}

/**
 * Runs `write` again after a transient failure, up to `attempts` times in all with a doubling pause
 * (on top of the SDK's own three attempts): for the bookkeeping a request must not leave undone once
 * its change is made or refused, such as completing or releasing its Idempotency-Key.
 */
export function persistently<T>(write: () => Promise<T>, attempts = 5, firstPauseMs = 50): Promise<T> {
  // jittered in full, the pauses of before (`firstPauseMs` doubling) on average
  const backoff = { baseMs: 2 * firstPauseMs, capMs: SDK_MAX_PAUSE_MS };
  return retrying({ attempts, retryable: isTransientFailure, backoff }, write);
}
