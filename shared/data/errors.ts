import { TransactionCanceledException, ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { isTransientFailure } from '../errors.ts';
import { retrying, SDK_MAX_PAUSE_MS } from '../retry.ts';

/** A transaction cancelled, for whatever reason. */
export function isCancelledTransaction(error: unknown): boolean {
  return error instanceof TransactionCanceledException;
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

// The table's refusals, neutral: what failed, by name, never what to tell the user. The domain alone turns each into
// the user's words (shared/errors.ts), once per rule.

/**
 * A write refused: the conditions of `parts` failed (a transaction's parts by name, or a lone write's), or, with no
 * parts, a concurrent transaction on the same items won.
 */
export class ConditionFailed<Part extends string = string> extends Error {
  override name = 'ConditionFailed';
  constructor(
    readonly parts: readonly Part[] = [],
    options?: ErrorOptions,
  ) {
    super(parts.length ? `The condition of ${parts.join(', ')} failed.` : 'A concurrent change won.', options);
  }
}

/** True when `error` is a refusal naming `part` (any part: none given). */
export function failedOn<Part extends string>(error: unknown, part?: Part): error is ConditionFailed<Part> {
  return error instanceof ConditionFailed && (part === undefined || error.parts.includes(part));
}

/** The item a read or write needs is not there: `item` names which kind (a user, a question, ...), `id` which one. */
export class ItemMissing extends Error {
  override name = 'ItemMissing';
  constructor(
    readonly item: string,
    readonly id?: string | number,
    options?: ErrorOptions,
  ) {
    super(`No ${item}${id === undefined ? '' : ` ${id}`}.`, options);
  }
}

/** A page asked to start further into its list than the list is read (`reach` entries): nothing of it was read. */
export class BeyondReach extends Error {
  override name = 'BeyondReach';
  constructor(readonly reach: number) {
    super(`A page starts within the first ${reach} entries of its list.`);
  }
}

/** A cursor the list did not give (malformed, or another list's): no page starts from it. */
export class UnknownCursor extends Error {
  override name = 'UnknownCursor';
  constructor() {
    super('No page of this list starts from that cursor.');
  }
}
