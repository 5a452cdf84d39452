import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { ERROR_MESSAGES } from '../constants/messages';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** The one error type every fetcher throws. `message` is the spec's message for that call. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly kind: ApiErrorKind;

  constructor(init: {
    status: number | null;
    kind: ApiErrorKind;
    message: string;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the error is an ApiError with the given HTTP status. */
export function isApiErrorStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

/** A message for the call, possibly depending on the HTTP status (e.g. 404 on preferences). */
export type ErrorMessageSpec = string | ((status: number | null) => string);

/** Converts any failure of a call (HTTPError, TimeoutError, network TypeError, ...) to an ApiError. */
export function toApiError(error: unknown, message: ErrorMessageSpec): ApiError {
  if (isApiError(error)) return error;
  const resolve = (status: number | null): string =>
    typeof message === 'function' ? message(status) : message;
  if (isHTTPError(error)) {
    const { status } = error.response;
    return new ApiError({ status, kind: 'http', message: resolve(status), cause: error });
  }
  if (isTimeoutError(error)) {
    return new ApiError({ status: null, kind: 'timeout', message: resolve(null), cause: error });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError({ status: null, kind: 'network', message: resolve(null), cause: error });
  }
  return new ApiError({ status: null, kind: 'network', message: resolve(null), cause: error });
}

/** A message for any thrown value, without `as Error`. */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'string' && error.length > 0) return error;
  if (error instanceof Error && error.message.length > 0) return error.message;
  if (typeof error === 'object' && error !== null) {
    const message: unknown = Reflect.get(error, 'message');
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return ERROR_MESSAGES.unknown;
}
