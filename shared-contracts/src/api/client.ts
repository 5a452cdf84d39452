import ky, { isHTTPError } from 'ky';
import type { KyInstance, Options, RetryOptions, SearchParamsOption } from 'ky';
import { globalSingleton } from '../internal/global-singleton';
import { toApiError } from './api-error';
import { reportError } from './report-error';
import type { ApiError, ErrorMessageSpec } from './api-error';
import { dropEarlyResponses, takeEarlyResponse } from './early-responses';
import { STATS_PATH } from './paths';
import {
  API_PREFIX,
  CSRF_HEADER,
  TRACE_ID_HEADER,
  conventionHeaders,
  segment,
} from './request-conventions';

export { API_PREFIX, CSRF_HEADER, TRACE_ID_HEADER, segment };

export interface ApiClientOptions {
  /** Origin (or URL) the `/api` prefix is resolved against. Default: the page's origin. */
  baseUrl?: string;
  /** 401 on any call but the session call (the host goes to '/'). */
  onUnauthorized?: () => void;
  /** 400 or 401 on the session call (the host goes to sign-in with a return path). */
  onSessionUnauthorized?: () => void;
  /** Base of the exponential backoff of retried calls: base * 2^(attempt-1) ms. Default 300. */
  retryDelayBaseMs?: number;
  /** Upper limit of one retry delay. Default 10 000 ms. */
  retryBackoffLimitMs?: number;
  /** Per-attempt timeout. Default 10 000 ms. */
  timeoutMs?: number;
}

interface ApiClientState {
  baseUrl: string | undefined;
  csrfToken: string | null;
  onUnauthorized: () => void;
  onSessionUnauthorized: () => void;
  retryDelayBaseMs: number;
  retryBackoffLimitMs: number;
  timeoutMs: number;
  isApiClientState: true;
}

const noop = (): void => {};

const defaults = (): ApiClientState => ({
  baseUrl: undefined,
  csrfToken: null,
  onUnauthorized: noop,
  onSessionUnauthorized: noop,
  retryDelayBaseMs: 300,
  retryBackoffLimitMs: 10_000,
  timeoutMs: 10_000,
  isApiClientState: true,
});

function isApiClientState(value: unknown): value is ApiClientState {
  return (
    typeof value === 'object' && value !== null && Reflect.get(value, 'isApiClientState') === true
  );
}

/** Shared by every copy of this module on the page, so the host's configuration reaches remotes. */
const state = (): ApiClientState =>
  globalSingleton('shared-contracts.api-client-state', defaults, isApiClientState);

/** Sets handlers and overrides; call once at start-up (host, or a remote's standalone bootstrap). */
export function configureApiClient(options: ApiClientOptions): void {
  const current = state();
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) Reflect.set(current, key, value);
  }
}

/** Back to defaults, no CSRF token and no early responses (tests). */
export function resetApiClient(): void {
  Object.assign(state(), defaults());
  dropEarlyResponses();
}

/** Stores the CSRF token sent on every request; the session fetch calls it. */
export function setCsrfToken(token: string | null): void {
  state().csrfToken = token;
}

export function getCsrfToken(): string | null {
  return state().csrfToken;
}

function defaultBaseUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

function setConventionHeaders(request: Request): void {
  for (const [name, value] of Object.entries(conventionHeaders(state().csrfToken))) {
    request.headers.set(name, value);
  }
}

/** A statistic changes nothing the app reads (a page view is recorded before the page's GETs). */
function isStatistic(request: Request): boolean {
  return new URL(request.url).pathname.startsWith(`${API_PREFIX}/${STATS_PATH}/`);
}

/** The one ky instance. Retries are off unless a call asks for them. */
export const apiClient: KyInstance = ky.create({
  prefix: API_PREFIX,
  retry: 0,
  hooks: {
    init: [
      (options) => {
        const current = state();
        const baseUrl = current.baseUrl ?? defaultBaseUrl();
        if (baseUrl !== undefined) options.baseUrl = baseUrl;
        options.timeout = current.timeoutMs;
      },
    ],
    beforeRequest: [
      async ({ request }) => {
        // A GET the host's entry chunk already started is answered by that request, once; any
        // write but a statistic drops the rest, which it may have made out of date.
        if (request.method === 'GET') {
          const early = await takeEarlyResponse(request.url);
          if (early !== undefined) return early;
        } else if (!isStatistic(request)) {
          dropEarlyResponses();
        }
        setConventionHeaders(request);
        return undefined;
      },
    ],
    beforeRetry: [({ request }) => setConventionHeaders(request)],
  },
});

/**
 * Retry options for a call answered 425 (`POST .../onboarding`): exponential backoff. Only a 425 is
 * retried: a network failure or a timeout fails at once (ky would otherwise retry those too, and a
 * user without a network would wait through every backoff before seeing the error).
 */
export function retryOn425(limit: number): RetryOptions {
  const { retryDelayBaseMs, retryBackoffLimitMs } = state();
  return {
    limit,
    methods: ['post'],
    statusCodes: [425],
    shouldRetry: ({ error }) => isHTTPError(error) && error.response.status === 425,
    backoffLimit: retryBackoffLimitMs,
    delay: (attempt) => retryDelayBaseMs * 2 ** (attempt - 1),
  };
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface ApiRequest {
  method: HttpMethod;
  /** Path below `/api`, e.g. `neighbors/1001/locations`. */
  path: string;
  errorMessage: ErrorMessageSpec;
  json?: unknown;
  searchParams?: SearchParamsOption;
  retry?: RetryOptions;
  /** The session call: 400 and 401 go to sign-in instead of root. */
  isSessionCall?: boolean;
  /**
   * Let the request finish after the page is left (fetch's keepalive): for calls made just before
   * a navigation away, such as the statistic recorded as the user goes to the provider's page.
   */
  keepalive?: boolean;
}

function handleUnauthorized(error: ApiError, isSessionCall: boolean): void {
  if (error.kind !== 'http') return;
  if (isSessionCall) {
    if (error.status === 400 || error.status === 401) state().onSessionUnauthorized();
  } else if (error.status === 401) {
    state().onUnauthorized();
  }
}

/**
 * Runs one call and converts any failure, here and only here, into an ApiError carrying the call's
 * message, which is reported here too (a failure a caller then hides, such as the monitoring
 * status read as UNSUPPORTED or a 404 on preferences, is still reported); 401 (and 400 on the
 * session call) also notify the configured handlers.
 */
async function run<T>(request: ApiRequest, read: (response: Response) => Promise<T>): Promise<T> {
  try {
    // Only keys that are set: an explicit `undefined` would override the instance's `retry: 0`.
    const options: Options = { method: request.method };
    if (request.json !== undefined) options.json = request.json;
    if (request.searchParams !== undefined) options.searchParams = request.searchParams;
    if (request.retry !== undefined) options.retry = request.retry;
    if (request.keepalive === true) options.keepalive = true;
    const response = await apiClient(request.path, options);
    return await read(response);
  } catch (error) {
    const apiError = toApiError(error, request.errorMessage);
    reportError(apiError.message, apiError);
    handleUnauthorized(apiError, request.isSessionCall === true);
    throw apiError;
  }
}

/** A call whose answer body is JSON of type T (trusted: the service's contract, platform.md §4). */
export function requestJson<T>(request: ApiRequest): Promise<T> {
  return run(request, async (response) => {
    const body: T = await response.json();
    return body;
  });
}

/** A plain GET whose answer body is JSON of type T: most reads are nothing more. */
export function getJson<T>(path: string, errorMessage: ErrorMessageSpec): Promise<T> {
  return requestJson<T>({ method: 'get', path, errorMessage });
}

/** A call whose answer body is not relied on (any 2xx is success). */
export function requestVoid(request: ApiRequest): Promise<void> {
  return run(request, async () => undefined);
}

/** A call whose response headers matter too (the session call). */
export function requestWithResponse<T>(
  request: ApiRequest,
): Promise<{ body: T; headers: Headers }> {
  return run(request, async (response) => {
    const body: T = await response.json();
    return { body, headers: response.headers };
  });
}
