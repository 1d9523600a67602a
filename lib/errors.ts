// The one error vocabulary of /api/*: a code names the failure, this table gives its HTTP status.

export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldErrors = Record<string, string>;

/** Thrown anywhere below a route handler; the handler wrapper turns it into the error shape. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (message = "Not found") => new ApiError("not_found", message);
export const unauthorized = (message = "Please log in to continue.") => new ApiError("unauthorized", message);
export const forbidden = (message = "You are not allowed to do that.") => new ApiError("forbidden", message);
export const conflict = (message: string, errors?: FieldErrors) => new ApiError("conflict", message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number, errors?: FieldErrors) =>
  new ApiError("rate_limited", message, errors, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
