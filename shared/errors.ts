/**
 * The error catalogue (../API-DECISIONS.md "Errors"). Every failure that reaches a client is an
 * ApiError with one of these codes; nothing else is ever serialised (no stacks, no input echo).
 */
import { CoreError, EphemerisError } from './core/errors.js';

export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { status: 400, message: 'The request does not match the endpoint schema' },
  MALFORMED_REQUEST: { status: 400, message: 'The request is not valid HTTP/1.1' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON' },
  BATCH_TOO_LARGE: { status: 400, message: 'A batch holds at most 50 requests' },
  NESTED_BATCH: { status: 400, message: 'A batch item cannot be another batch' },
  NOT_BATCHABLE: { status: 400, message: 'This endpoint cannot be called inside a batch' },
  MISSING_API_KEY: { status: 401, message: 'No API key: send X-API-Key or Authorization: Bearer' },
  INVALID_API_KEY: { status: 401, message: 'The API key is unknown or revoked' },
  TRIAL_EXPIRED: { status: 402, message: 'The trial has ended (14 days from signup or 5,000 requests)' },
  CHANNEL_NOT_ALLOWED: { status: 403, message: 'This endpoint is not available through the marketplace channel' },
  SIGNATURE_INVALID: { status: 403, message: 'The chart URL\'s signature does not match it (changed, made for another key, or the signing secret was rotated)' },
  URL_EXPIRED: { status: 403, message: 'The signed chart URL has expired' },
  NOT_FOUND: { status: 404, message: 'No such endpoint' },
  JOB_NOT_FOUND: { status: 404, message: 'No such job for this account (or its results have expired)' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed on this endpoint' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request was not received in time' },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, message: 'A request with this Idempotency-Key is still running; retry when it has answered' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is larger than 1 MB' },
  EXPECTATION_FAILED: { status: 417, message: 'The Expect header can only be 100-continue' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'POST bodies must be application/json' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request line and headers are larger than 16 KB' },
  DATE_OUT_OF_RANGE: { status: 422, message: 'The date is outside the supported range 1800-01-01 to 2399-12-31' },
  UNPROCESSABLE: { status: 422, message: 'The request cannot be computed' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'This Idempotency-Key was used with a different request' },
  QUOTA_EXCEEDED: { status: 429, message: 'The monthly quota of this account is used up' },
  RATE_LIMITED: { status: 429, message: 'Too many requests for this key; slow down' },
  INTERNAL_ERROR: { status: 500, message: 'Internal error; it has been logged with the request id' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'A backing service is unavailable; retry shortly' },
  TIMEOUT: { status: 504, message: 'The job did not finish in time' },
  HTTP_VERSION_NOT_SUPPORTED: { status: 505, message: 'Only HTTP/1.0 and HTTP/1.1 are served' },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export { shownName } from './core/errors.js';

/** A field's problem. The answer shows it with `field` (the same as `path`, kept for clients written before `field`). */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** A detail as answers show it. */
export interface ShownDetail extends ErrorDetail {
  field: string;
}

/** Where the docs explain an error code: its row in the guide's error table (GET /docs). */
export function docUrlOf(code: ErrorCode): string {
  return `/docs#errors-${code}`;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
    /** Seconds for a Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'ApiError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}

export interface ErrorBody {
  success: false;
  error: ErrorCode;
  message: string;
  docUrl: string;
  details?: ShownDetail[];
}

/** Serialisable failure, the shape that crosses threads and queues (custom classes do not survive). */
export interface WireFailure {
  ok: false;
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

/** Maps anything thrown to a client-safe ApiError; unknown errors become INTERNAL_ERROR. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof CoreError) {
    return new ApiError(err.code, err.message, err.path ? [{ path: err.path, message: err.message }] : undefined);
  }
  if (err instanceof EphemerisError) return new ApiError('INTERNAL_ERROR');
  return new ApiError('INTERNAL_ERROR');
}

export function errorBody(e: ApiError): ErrorBody {
  const body: ErrorBody = { success: false, error: e.code, message: e.message, docUrl: docUrlOf(e.code) };
  if (e.details?.length) body.details = e.details.map((d) => ({ field: d.path, path: d.path, message: d.message }));
  return body;
}

export function toWire(err: unknown): WireFailure {
  const e = toApiError(err);
  return e.details ? { ok: false, code: e.code, message: e.message, details: e.details } : { ok: false, code: e.code, message: e.message };
}

export function fromWire(f: WireFailure): ApiError {
  return new ApiError(f.code, f.message, f.details);
}
