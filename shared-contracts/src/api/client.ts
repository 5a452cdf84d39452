import ky, { isHTTPError } from 'ky';
import type { KyInstance, Options, RetryOptions, SearchParamsOption } from 'ky';
import { globalSingleton, hasFunctions } from '../internal/global-singleton';
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
  /**
   * Origin (or URL) the `/api` prefix is resolved against. Default: the page's origin where there
   * is a page (`location`); in Node, give it.
   */
  baseUrl?: string;
  /** The fetch every request goes through (Node, tests). Default: the global fetch at call time. */
  fetch?: typeof fetch;
  /**
   * Sent on every request, before the request conventions (which win on a clash): on the server,
   * the user's forwarded `cookie` header, say.
   */
  headers?: Readonly<Record<string, string>>;
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
  /**
   * Whether this client answers a GET with the start-up's early response (`takeEarlyResponse`)
   * and drops them on a write. Only the browser page's client does (`pageApiClient`). Default false.
   */
  earlyResponses?: boolean;
  /**
   * Whether a failed call is reported (`reportError`). Default true; the build's recording of a
   * page's first requests, whose calls never answer, says false.
   */
  reportErrors?: boolean;
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

/**
 * One API client: its own CSRF token, handlers, base URL, headers and fetch. Every fetcher takes
 * one first; the browser page has one (`pageApiClient`), a server render makes one per request.
 * Plain methods, no class: a second copy of this package on the page uses the page's client too.
 */
export interface ApiClient {
  /** The CSRF token sent on every request; null until the session call has answered. */
  readonly csrfToken: string | null;
  /** Stores the CSRF token sent on every later request of this client (the session fetcher). */
  setCsrfToken(token: string | null): void;
  /** Base of the exponential backoff of retried calls, in ms. */
  readonly retryDelayBaseMs: number;
  /** Upper limit of one retry delay, in ms. */
  readonly retryBackoffLimitMs: number;
  /**
   * Runs one call and reads its response with `read`. Any failure becomes, here and only here, an
   * ApiError carrying the call's message, reported here too. Fetchers call it through
   * `requestJson`, `getJson`, `requestVoid` and `requestWithResponse`.
   */
  send<T>(request: ApiRequest, read: (response: Response) => Promise<T>): Promise<T>;
}

interface ApiClientState {
  baseUrl: string | undefined;
  fetch: typeof fetch | undefined;
  headers: Readonly<Record<string, string>>;
  csrfToken: string | null;
  onUnauthorized: () => void;
  onSessionUnauthorized: () => void;
  retryDelayBaseMs: number;
  retryBackoffLimitMs: number;
  timeoutMs: number;
  earlyResponses: boolean;
  reportErrors: boolean;
}

const noop = (): void => {};

const DEFAULTS: ApiClientState = {
  baseUrl: undefined,
  fetch: undefined,
  headers: {},
  csrfToken: null,
  onUnauthorized: noop,
  onSessionUnauthorized: noop,
  retryDelayBaseMs: 300,
  retryBackoffLimitMs: 10_000,
  timeoutMs: 10_000,
  earlyResponses: false,
  reportErrors: true,
};

/** `state` with every option that is set applied (an explicit `undefined` changes nothing). */
function withOptions(state: ApiClientState, options: ApiClientOptions): ApiClientState {
  const next: ApiClientState = { ...state };
  if (options.baseUrl !== undefined) next.baseUrl = options.baseUrl;
  if (options.fetch !== undefined) next.fetch = options.fetch;
  if (options.headers !== undefined) next.headers = { ...options.headers };
  if (options.onUnauthorized !== undefined) next.onUnauthorized = options.onUnauthorized;
  if (options.onSessionUnauthorized !== undefined) {
    next.onSessionUnauthorized = options.onSessionUnauthorized;
  }
  if (options.retryDelayBaseMs !== undefined) next.retryDelayBaseMs = options.retryDelayBaseMs;
  if (options.retryBackoffLimitMs !== undefined) {
    next.retryBackoffLimitMs = options.retryBackoffLimitMs;
  }
  if (options.timeoutMs !== undefined) next.timeoutMs = options.timeoutMs;
  if (options.earlyResponses !== undefined) next.earlyResponses = options.earlyResponses;
  if (options.reportErrors !== undefined) next.reportErrors = options.reportErrors;
  return next;
}

function defaultBaseUrl(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** A statistic changes nothing the app reads (a page view is recorded before the page's GETs). */
function isStatistic(request: Request): boolean {
  return new URL(request.url).pathname.startsWith(`${API_PREFIX}/${STATS_PATH}/`);
}

/** A client whose options can change after it is made, and go back to its first ones (the page's). */
interface ConfigurableApiClient {
  client: ApiClient;
  configure(options: ApiClientOptions): void;
  reset(): void;
}

function createConfigurableApiClient(initial: ApiClientOptions): ConfigurableApiClient {
  let state = withOptions(DEFAULTS, initial);

  const setHeaders = (request: Request): void => {
    for (const [name, value] of Object.entries(state.headers)) request.headers.set(name, value);
    for (const [name, value] of Object.entries(conventionHeaders(state.csrfToken))) {
      request.headers.set(name, value);
    }
  };

  // This client's one ky instance. Retries are off unless a call asks for them.
  const http: KyInstance = ky.create({
    prefix: API_PREFIX,
    retry: 0,
    hooks: {
      init: [
        (options) => {
          const baseUrl = state.baseUrl ?? defaultBaseUrl();
          if (baseUrl !== undefined) options.baseUrl = baseUrl;
          if (state.fetch !== undefined) options.fetch = state.fetch;
          options.timeout = state.timeoutMs;
        },
      ],
      beforeRequest: [
        async ({ request }) => {
          // A GET the host's entry chunk already started is answered by that request, once; any
          // write but a statistic drops the rest, which it may have made out of date.
          if (state.earlyResponses) {
            if (request.method === 'GET') {
              const early = await takeEarlyResponse(request.url);
              if (early !== undefined) return early;
            } else if (!isStatistic(request)) {
              dropEarlyResponses();
            }
          }
          setHeaders(request);
          return undefined;
        },
      ],
      beforeRetry: [({ request }) => setHeaders(request)],
    },
  });

  const handleUnauthorized = (error: ApiError, isSessionCall: boolean): void => {
    if (error.kind !== 'http') return;
    if (isSessionCall) {
      if (error.status === 400 || error.status === 401) state.onSessionUnauthorized();
    } else if (error.status === 401) {
      state.onUnauthorized();
    }
  };

  const client: ApiClient = {
    get csrfToken() {
      return state.csrfToken;
    },
    setCsrfToken(token) {
      state.csrfToken = token;
    },
    get retryDelayBaseMs() {
      return state.retryDelayBaseMs;
    },
    get retryBackoffLimitMs() {
      return state.retryBackoffLimitMs;
    },
    async send(request, read) {
      try {
        // Only keys that are set: an explicit `undefined` would override the instance's `retry: 0`.
        const options: Options = { method: request.method };
        if (request.json !== undefined) options.json = request.json;
        if (request.searchParams !== undefined) options.searchParams = request.searchParams;
        if (request.retry !== undefined) options.retry = request.retry;
        if (request.keepalive === true) options.keepalive = true;
        const response = await http(request.path, options);
        return await read(response);
      } catch (error) {
        // 401 (and 400 on the session call) also notify the configured handlers.
        const apiError = toApiError(error, request.errorMessage);
        if (state.reportErrors) reportError(apiError.message, apiError);
        handleUnauthorized(apiError, request.isSessionCall === true);
        throw apiError;
      }
    },
  };

  return {
    client,
    configure: (options) => {
      state = withOptions(state, options);
    },
    reset: () => {
      state = withOptions(DEFAULTS, initial);
    },
  };
}

/**
 * A new API client with its own state: a server render makes one per request (its `baseUrl`,
 * `fetch` and the user's forwarded `cookie` in `headers`), a test one per case. It takes no early
 * response unless `earlyResponses` says so.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createConfigurableApiClient(options).client;
}

interface PageApiClient extends ConfigurableApiClient {
  isPageApiClient: true;
}

function isPageApiClient(value: unknown): value is PageApiClient {
  return (
    typeof value === 'object' &&
    value !== null &&
    Reflect.get(value, 'isPageApiClient') === true &&
    hasFunctions(value, ['configure', 'reset'])
  );
}

/**
 * Shared by every copy of this module on the page, so the host's configuration (and the CSRF token
 * its session call stored) reaches remotes.
 */
const pagePair = (): PageApiClient =>
  globalSingleton(
    'shared-contracts.page-api-client',
    () => ({ ...createConfigurableApiClient({ earlyResponses: true }), isPageApiClient: true }),
    isPageApiClient,
  );

/** The browser page's one API client: it takes the start-up's early responses. */
export function pageApiClient(): ApiClient {
  return pagePair().client;
}

/**
 * Sets handlers and overrides of the page's client; call once at start-up (host, or a remote's
 * standalone bootstrap).
 */
export function configureApiClient(options: ApiClientOptions): void {
  pagePair().configure(options);
}

/** The page's client back to its defaults, no CSRF token and no early responses (tests). */
export function resetApiClient(): void {
  pagePair().reset();
  dropEarlyResponses();
}

/**
 * Retry options for a call answered 425 (`POST .../onboarding`): exponential backoff from the
 * client's base. Only a 425 is retried: a network failure or a timeout fails at once (ky would
 * otherwise retry those too, and a user without a network would wait through every backoff before
 * seeing the error).
 */
export function retryOn425(api: ApiClient, limit: number): RetryOptions {
  const { retryDelayBaseMs, retryBackoffLimitMs } = api;
  return {
    limit,
    methods: ['post'],
    statusCodes: [425],
    shouldRetry: ({ error }) => isHTTPError(error) && error.response.status === 425,
    backoffLimit: retryBackoffLimitMs,
    delay: (attempt) => retryDelayBaseMs * 2 ** (attempt - 1),
  };
}

/** A call whose answer body is JSON of type T (trusted: the service's contract, platform.md §4). */
export function requestJson<T>(api: ApiClient, request: ApiRequest): Promise<T> {
  return api.send(request, async (response) => {
    const body: T = await response.json();
    return body;
  });
}

/** A plain GET whose answer body is JSON of type T: most reads are nothing more. */
export function getJson<T>(
  api: ApiClient,
  path: string,
  errorMessage: ErrorMessageSpec,
): Promise<T> {
  return requestJson<T>(api, { method: 'get', path, errorMessage });
}

/** A call whose answer body is not relied on (any 2xx is success). */
export function requestVoid(api: ApiClient, request: ApiRequest): Promise<void> {
  return api.send(request, async () => undefined);
}

/** A call whose response headers matter too (the session call). */
export function requestWithResponse<T>(
  api: ApiClient,
  request: ApiRequest,
): Promise<{ body: T; headers: Headers }> {
  return api.send(request, async (response) => {
    const body: T = await response.json();
    return { body, headers: response.headers };
  });
}
