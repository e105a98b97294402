import {
  DomainError,
  ErrorCode,
  errorBody,
  errorEntry,
  TooManyAttemptsError,
  type ErrorBody,
  type ErrorEntry,
  type FailureKind,
} from '../errors.ts';

// The outer adapter's side of errors: each domain failure kind becomes its status code and headers,
// and the few failures only HTTP knows (a method a path does not take, a retry still in flight)
// are ApiErrors with their status. The error middleware writes either as the spec 7.2 body once.

/** A failure of the HTTP exchange itself, with the status and headers it is answered with. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    readonly errors: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
    this.name = new.target.name;
  }

  get body(): ErrorBody {
    return errorBody(this.reason, this.errors);
  }
}

export class MethodNotAllowedError extends ApiError {
  constructor(method: string, path: string, allowed: string[]) {
    // spec 7.3: the message states the resource does not support the http method used.
    const reason = `The requested resource does not support http method '${method}'.`;
    super(405, reason, [errorEntry(ErrorCode.MethodNotAllowed, 'method', `${path} supports ${allowed.join(', ')}.`)], {
      allow: allowed.join(', '),
    });
  }
}

/** 409 with Retry-After: the first request with this Idempotency-Key has not finished yet. */
export class RetryLaterError extends ApiError {
  constructor(reason: string, field: string, code: number, retryAfterSeconds: number) {
    super(409, reason, [errorEntry(code, field, reason)], { 'retry-after': String(retryAfterSeconds) });
  }
}

const statusOfKind: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  paymentFailed: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unprocessable: 422,
  tooMany: 429,
};

/**
 * RFC 6750 3: a 401 names the scheme; a credential that was sent but is not (or no longer) valid
 * is `invalid_token`, which tells OAuth clients to fetch a new token and retry. The token endpoint
 * challenges its clients to HTTP Basic (RFC 6749 2.3.1).
 */
function challengeOf(error: DomainError & { code?: number; scheme?: string }): string {
  if (error.scheme === 'Basic') return 'Basic realm="oauth"';
  return error.code === undefined ||
    error.code === ErrorCode.Unauthenticated ||
    error.code === ErrorCode.MalformedAuthorization
    ? 'Bearer'
    : 'Bearer error="invalid_token"';
}

export interface ErrorAnswer {
  statusCode: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** How a known failure is answered; undefined for anything else (an unexpected error). */
export function answerOf(error: unknown): ErrorAnswer | undefined {
  if (error instanceof ApiError) return { statusCode: error.statusCode, body: error.body, headers: error.headers };
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error.kind === 'unauthenticated' ? { 'www-authenticate': challengeOf(error) } : {};
    if (error instanceof TooManyAttemptsError) headers['retry-after'] = String(error.retryAfterSeconds);
    return { statusCode: statusOfKind[error.kind], body: error.body, headers };
  }
  return undefined;
}

/**
 * A throttled or timed-out dependency. `mayHaveChanged`: a write of the request applied, or its
 * outcome is unknown (a timeout, a lost answer); the retry with the same Idempotency-Key finishes it
 * (docs/reliability.md). Otherwise nothing was done, and the same request may be retried.
 */
export function unavailableErrorBody(retryAfterSeconds: number, mayHaveChanged = false): ErrorBody {
  const reason = mayHaveChanged
    ? `The service is busy; part of this request may have been done. Retry it after ${retryAfterSeconds} s with the ` +
      `same Idempotency-Key, which finishes it.`
    : `The service is busy; nothing was changed. Retry after ${retryAfterSeconds} s (with the same Idempotency-Key ` +
      `for a write).`;
  return { reason, errors: [errorEntry(ErrorCode.Internal, 'request', reason)] };
}

export function internalErrorBody(): ErrorBody {
  const reason = 'An unexpected error occurred. Retry later, quoting the request id.';
  return { reason, errors: [errorEntry(ErrorCode.Internal, 'request', reason)] };
}
