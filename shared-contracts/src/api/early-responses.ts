import { globalSingleton } from '../internal/global-singleton';
import { API_PREFIX, conventionHeaders } from './request-conventions';

/**
 * How long a response fetched at start-up may stand in for the app's own request. The app asks for
 * it within a few seconds of start-up; after that the data may have changed and is fetched anew.
 */
export const EARLY_RESPONSE_LIFETIME_MS = 15_000;

interface EarlyResponse {
  response: Promise<Response | undefined>;
  /**
   * Stops the request (a download still under way included) when it will not be used. Absent from
   * an entry made by an older copy of this module (the store is shared across builds).
   */
  abort?: () => void;
  /** Whether it arrived with a 2xx status (false for a network failure). */
  succeeded: Promise<boolean>;
  expiresAt: number;
}

interface EarlyResponses {
  byUrl: Map<string, EarlyResponse>;
  isEarlyResponses: true;
}

function isEarlyResponses(value: unknown): value is EarlyResponses {
  return (
    typeof value === 'object' && value !== null && Reflect.get(value, 'isEarlyResponses') === true
  );
}

/** Shared by the entry chunk's copy of this module and the API client's copy. */
const store = (): EarlyResponses =>
  globalSingleton(
    'shared-contracts.early-responses',
    () => ({ byUrl: new Map(), isEarlyResponses: true }),
    isEarlyResponses,
  );

/** The absolute URL of a call, as the API client builds it. */
export function apiUrl(
  path: string,
  searchParams: Record<string, string> | undefined,
  origin: string,
): string {
  const url = new URL(`${API_PREFIX}/${path}`, origin);
  if (searchParams !== undefined) url.search = new URLSearchParams(searchParams).toString();
  return url.href;
}

export interface EarlyGetOptions {
  searchParams?: Record<string, string>;
  /** From the session call's answer; null for the session call itself. */
  csrfToken: string | null;
  /** Default: the page's origin. */
  origin?: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /**
   * Whether the caller reads the response too (the start-up reads the session and the locations):
   * only then does it get a copy.
   */
  readByCaller?: boolean;
}

/**
 * Starts a GET before the app's code has arrived. The API client's first identical GET within
 * {@link EARLY_RESPONSE_LIFETIME_MS} uses its response instead of fetching; a network failure leaves
 * the app to fetch for itself. Resolves once the response has arrived: to a copy of it for the
 * caller to read with `readByCaller`, else to undefined.
 */
export function startEarlyGet(
  path: string,
  {
    searchParams,
    csrfToken,
    origin,
    fetchImpl = fetch,
    now = Date.now,
    readByCaller = false,
  }: EarlyGetOptions,
): Promise<Response | undefined> {
  const url = apiUrl(path, searchParams, origin ?? globalThis.location.origin);
  const controller = new AbortController();
  // Ahead of the app's code on a busy connection pool: its render waits on these answers.
  const arrived = fetchImpl(url, {
    headers: conventionHeaders(csrfToken),
    priority: 'high',
    signal: controller.signal,
  }).then(
    (response) => ({ forApp: response, forCaller: readByCaller ? response.clone() : undefined }),
    () => undefined,
  );
  store().byUrl.set(url, {
    response: arrived.then((pair) => (pair === undefined ? undefined : readIn(pair.forApp))),
    abort: () => controller.abort(),
    succeeded: arrived.then((pair) => pair?.forApp.ok === true),
    expiresAt: now() + EARLY_RESPONSE_LIFETIME_MS,
  });
  return arrived.then((pair) => pair?.forCaller);
}

/**
 * The response with its body read in full as it arrives. A body nobody reads stays in the
 * network's buffer, which holds far less than a large account's lists: the rest of the answer
 * would wait for the app's code to read it. Read as a blob, it does not take the main thread.
 * Undefined when the body fails to arrive: the app then fetches for itself.
 */
async function readIn(response: Response): Promise<Response | undefined> {
  try {
    const body = await response.blob();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch {
    return undefined;
  }
}

/**
 * The early response of a GET, once: later GETs of the URL fetch anew. Undefined when none was
 * started, or when it is too old to stand in for a fresh request.
 */
export function takeEarlyResponse(
  url: string,
  now: () => number = Date.now,
): Promise<Response | undefined> | undefined {
  const early = store().byUrl.get(url);
  if (early === undefined) return undefined;
  store().byUrl.delete(url);
  if (early.expiresAt >= now()) return early.response;
  early.abort?.();
  return undefined;
}

/**
 * Whether every early response not yet used has arrived with a 2xx status; resolves once they all
 * have arrived (true when there are none).
 */
export async function earlyResponsesSucceeded(): Promise<boolean> {
  const outcomes = await Promise.all([...store().byUrl.values()].map((early) => early.succeeded));
  return outcomes.every(Boolean);
}

/** Drops every early response not yet used: a write may have changed what they say. */
export function dropEarlyResponses(): void {
  const { byUrl } = store();
  for (const early of byUrl.values()) early.abort?.();
  byUrl.clear();
}
