import { QueryClient, focusManager } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { pageApiClient, type ApiClient } from '../api/client';
import { dropGlobalSingleton, globalSingleton, hasFunctions } from '../internal/global-singleton';
import { bindApiClient } from './api-client-binding';

const KEY = 'shared-contracts.query-client';

export const QUERY_STALE_TIME_MS = 30_000;

/** Queries retry once, but never on a 4xx answer (401 redirects, 404 is an answer). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500);
}

export interface QueryClientOptions {
  /** The API client every query of this QueryClient fetches through. */
  api: ApiClient;
}

/** A new QueryClient with the platform's defaults, bound to `api` (`apiClientOf`). */
export function createQueryClient({ api }: QueryClientOptions): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return bindApiClient(queryClient, api);
}

/**
 * Read again whenever the tab is focused, however fresh: on the web the provider's pages that
 * change it (emergency contacts, monitoring type) open in a new tab and return the user there, so
 * the tab left behind would otherwise keep showing what is no longer true (spec section 6).
 */
export const REFETCH_ON_RETURN = { refetchOnWindowFocus: 'always' } as const;

/**
 * Queries that ask for it (`REFETCH_ON_RETURN`) refetch when the page comes back into view: on
 * `visibilitychange`, TanStack Query's own signal (another tab of the window), and on the window's
 * `focus`, as the provider's page may open in a window of its own or beside this one.
 */
export function listenToWindowFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined') return undefined;
    const listener = () => handleFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}

function isQueryClient(value: unknown): value is QueryClient {
  return hasFunctions(value, [
    'getQueryCache',
    'getQueryData',
    'setQueryData',
    'invalidateQueries',
  ]);
}

/**
 * The page's one QueryClient, shared by the host and every remote (kept on globalThis), bound to
 * the page's API client.
 */
export function getQueryClient(): QueryClient {
  return globalSingleton(
    KEY,
    () => {
      listenToWindowFocus();
      return createQueryClient({ api: pageApiClient() });
    },
    isQueryClient,
  );
}

/** Clears and drops the page's QueryClient (tests). */
export function resetQueryClient(): void {
  const existing: unknown = Reflect.get(globalThis, Symbol.for(KEY));
  if (isQueryClient(existing)) existing.clear();
  dropGlobalSingleton(KEY);
}
