// Typed errors thrown by handlers and services; the error middleware turns each into the
// spec 7.2 body exactly once. The field-level code catalogue is docs/errors.md.

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
  Forbidden: 40301,
  NotFound: 40401,
  RouteNotFound: 40402,
  MethodNotAllowed: 40501,
  Conflict: 40901,
  IdempotencyKeyInProgress: 40902,
  PayloadTooLarge: 41301,
  IdempotencyKeyReused: 42201,
  Internal: 50000,
} as const;

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
    return { reason: this.reason, errors: this.errors };
  }
}

function entry(code: number, field: string, reason: string): ErrorEntry {
  return { code, field, reason, severity: 'Error' };
}

export class ValidationError extends ApiError {
  constructor(errors: ErrorEntry[], reason = 'The request has invalid or missing parameters.') {
    super(400, reason, errors);
  }

  static field(field: string, reason: string, code: number = ErrorCode.InvalidValue): ValidationError {
    return new ValidationError([entry(code, field, reason)], reason);
  }
}

export class UnauthorizedError extends ApiError {
  constructor(reason: string, code: number = ErrorCode.Unauthenticated) {
    // RFC 6750 3: a 401 names the scheme; a credential that was sent but is not (or no longer)
    // valid is `invalid_token`, which tells OAuth clients to fetch a new token and retry.
    const challenge = code === ErrorCode.Unauthenticated || code === ErrorCode.MalformedAuthorization
      ? 'Bearer'
      : 'Bearer error="invalid_token"';
    super(401, reason, [entry(code, 'Authorization', reason)], { 'www-authenticate': challenge });
  }
}

export class ForbiddenError extends ApiError {
  constructor(reason: string, field = 'Authorization') {
    super(403, reason, [entry(ErrorCode.Forbidden, field, reason)]);
  }
}

export class NotFoundError extends ApiError {
  constructor(reason: string, field: string, code: number = ErrorCode.NotFound) {
    super(404, reason, [entry(code, field, reason)]);
  }
}

export class MethodNotAllowedError extends ApiError {
  constructor(method: string, path: string, allowed: string[]) {
    // spec 7.3: the message states the resource does not support the http method used.
    const reason = `The requested resource does not support http method '${method}'.`;
    super(405, reason, [entry(ErrorCode.MethodNotAllowed, 'method', `${path} supports ${allowed.join(', ')}.`)], {
      allow: allowed.join(', '),
    });
  }
}

export class ConflictError extends ApiError {
  constructor(reason: string, field: string, code: number = ErrorCode.Conflict, headers: Record<string, string> = {}) {
    super(409, reason, [entry(code, field, reason)], headers);
  }
}

/** 422: well-formed, but not acceptable as it stands (an idempotency key reused for another request). */
export class UnprocessableError extends ApiError {
  constructor(reason: string, field: string, code: number) {
    super(422, reason, [entry(code, field, reason)]);
  }
}

export class PayloadTooLargeError extends ApiError {
  constructor(limitBytes: number, field = 'body') {
    const reason = field === 'body' ? `The request body is larger than ${limitBytes} bytes.` : `Part '${field}' is larger than ${limitBytes} bytes.`;
    super(413, reason, [entry(ErrorCode.PayloadTooLarge, field, reason)]);
  }
}

/** A throttled or timed-out dependency: nothing was done, and the same request may be retried. */
export function unavailableErrorBody(retryAfterSeconds: number): ErrorBody {
  const reason = `The service is busy; nothing was changed. Retry after ${retryAfterSeconds} s (with the same Idempotency-Key for a write).`;
  return { reason, errors: [entry(ErrorCode.Internal, 'request', reason)] };
}

export function internalErrorBody(): ErrorBody {
  const reason = 'An unexpected error occurred. Retry later, quoting the request id.';
  return { reason, errors: [entry(ErrorCode.Internal, 'request', reason)] };
}
