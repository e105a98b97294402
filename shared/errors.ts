// The domain's failures, thrown by services and the data layer in the marketplace's words: a kind
// of failure and the spec 7.2 entries naming the field. They know nothing of HTTP: shared/http/
// maps each kind to its status code and headers (errors.ts there). Code catalogue: docs/errors.md.

export interface ErrorEntry {
  /** Field-specific, 40000-50000 (spec 7.2). */
  code: number;
  /** JSON path of the input field, or the header / path / query parameter name. */
  field: string;
  reason: string;
  severity: 'Error' | 'Warning';
}

export interface ErrorBody {
  reason: string;
  errors: ErrorEntry[];
}

/** The code catalogue: one number per kind of failure, grouped by status (docs/errors.md). */
export const ErrorCode = {
  InvalidValue: 40001,
  Required: 40002,
  MalformedJson: 40003,
  UnsupportedMediaType: 40004,
  Unauthenticated: 40101,
  UnknownKey: 40102,
  WrongStage: 40103,
  MalformedAuthorization: 40104,
  KeyExpired: 40105,
  PaymentFailed: 40201,
  Forbidden: 40301,
  ScopeMissing: 40302,
  RoleForbids: 40303,
  NotFound: 40401,
  RouteNotFound: 40402,
  MethodNotAllowed: 40501,
  Conflict: 40901,
  IdempotencyKeyInProgress: 40902,
  PayloadTooLarge: 41301,
  TooManyRequests: 42901,
  IdempotencyKeyReused: 42201,
  PaymentsOff: 42202,
  Internal: 50000,
} as const;

/** What went wrong, in the domain's terms; the adapter decides how each kind is answered. */
export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'paymentFailed'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unprocessable'
  | 'tooMany';

/** The most entries an error body lists (declared in the OpenAPI document). */
export const MAX_ERRORS = 100;
/**
 * The most characters of an error's reason or field: a reason may quote what was sent (valibot's messages do), never
 * all of it.
 */
export const MAX_ERROR_TEXT = 1000;

const clip = (text: string) => (text.length <= MAX_ERROR_TEXT ? text : `${text.slice(0, MAX_ERROR_TEXT - 1)}…`);

/** The spec 7.2 body, within the bounds the OpenAPI document declares. */
export function errorBody(reason: string, errors: ErrorEntry[]): ErrorBody {
  return {
    reason: clip(reason),
    errors: errors
      .slice(0, MAX_ERRORS)
      .map((entry) => ({ ...entry, field: clip(entry.field), reason: clip(entry.reason) })),
  };
}

export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly reason: string,
    readonly errors: ErrorEntry[],
  ) {
    super(reason);
    this.name = new.target.name;
  }

  /** The spec 7.2 body. */
  get body(): ErrorBody & Record<string, unknown> {
    return { ...errorBody(this.reason, this.errors) };
  }
}

export function errorEntry(code: number, field: string, reason: string): ErrorEntry {
  return { code, field, reason, severity: 'Error' };
}

export class ValidationError extends DomainError {
  constructor(errors: ErrorEntry[], reason = 'The request has invalid or missing parameters.') {
    super('invalid', reason, errors);
  }

  static field(field: string, reason: string, code: number = ErrorCode.InvalidValue): ValidationError {
    return new ValidationError([errorEntry(code, field, reason)], reason);
  }
}

/** No credential, or one that is not (or no longer) valid; `code` says which (docs/auth.md). */
export class UnauthorizedError extends DomainError {
  constructor(
    reason: string,
    readonly code: number = ErrorCode.Unauthenticated,
    field = 'Authorization',
  ) {
    super('unauthenticated', reason, [errorEntry(code, field, reason)]);
  }
}

export class ForbiddenError extends DomainError {
  constructor(reason: string, field = 'Authorization', code: number = ErrorCode.Forbidden) {
    super('forbidden', reason, [errorEntry(code, field, reason)]);
  }
}

export class NotFoundError extends DomainError {
  constructor(reason: string, field: string, code: number = ErrorCode.NotFound) {
    super('notFound', reason, [errorEntry(code, field, reason)]);
  }
}

export class ConflictError extends DomainError {
  constructor(reason: string, field: string, code: number = ErrorCode.Conflict) {
    super('conflict', reason, [errorEntry(code, field, reason)]);
  }
}

/** Well-formed, but not acceptable as it stands (an idempotency key reused for another request). */
export class UnprocessableError extends DomainError {
  constructor(reason: string, field: string, code: number) {
    super('unprocessable', reason, [errorEntry(code, field, reason)]);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(
    readonly limitBytes: number,
    field = 'body',
  ) {
    const reason =
      field === 'body'
        ? `The request body is larger than ${limitBytes} bytes.`
        : `Part '${field}' is larger than ${limitBytes} bytes.`;
    super('tooLarge', reason, [errorEntry(ErrorCode.PayloadTooLarge, field, reason)]);
  }
}

/**
 * Too many attempts of something a guesser would repeat (docs/auth.md, "Password guessing"): wait `retryAfterSeconds`.
 */
export class TooManyAttemptsError extends DomainError {
  constructor(
    reason: string,
    field: string,
    readonly retryAfterSeconds: number,
  ) {
    super('tooMany', reason, [errorEntry(ErrorCode.TooManyRequests, field, reason)]);
  }
}

/** A charge Stripe refused (a declined card): nothing was done; another payment method may pass (docs/payments.md). */
export class PaymentFailedError extends DomainError {
  constructor(reason: string, field: string) {
    super('paymentFailed', reason, [errorEntry(ErrorCode.PaymentFailed, field, reason)]);
  }
}

/** Failures that say "not now" rather than "no": throttling, timeouts, a service or network fault. */
const transientNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'SlowDown',
]);
const transientNetworkCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']);

/** True when retrying the same request later may well succeed (answered 503, docs/errors.md). */
export function isTransientFailure(error: unknown): boolean {
  // a cancelled transaction (the SDK's TransactionCanceledException, told by name)
  const cancelled = error as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (cancelled?.name === 'TransactionCanceledException') {
    return (cancelled.CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ThrottlingError' || reason.Code === 'ProvisionedThroughputExceeded',
    );
  }
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || typeof e !== 'object') return false;
  return (
    transientNames.has(e.name ?? '') ||
    transientNetworkCodes.has(e.code ?? '') ||
    (e.$metadata?.httpStatusCode ?? 0) >= 500
  );
}
