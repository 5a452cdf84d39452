import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { globalSingleton } from '../internal/global-singleton';

// Which API client each QueryClient's queries fetch through: a query's `queryFn` finds it from the
// QueryClient it runs in (TanStack Query's QueryFunctionContext `client`), so one set of query
// options serves the page's cache and a server render's cache per request alike.

function isBindings(value: unknown): value is WeakMap<QueryClient, ApiClient> {
  return value instanceof WeakMap;
}

/** On `globalThis`: a second copy of this package finds the page QueryClient's API client too. */
const bindings = (): WeakMap<QueryClient, ApiClient> =>
  globalSingleton('shared-contracts.query-api-clients', () => new WeakMap(), isBindings);

/**
 * Binds `queryClient` to `api`: its queries fetch through `api`. Once: a cache holds what one
 * client fetched (one user's session), so binding it to another throws.
 */
export function bindApiClient(queryClient: QueryClient, api: ApiClient): QueryClient {
  const bound = bindings().get(queryClient);
  if (bound !== undefined && bound !== api) {
    throw new Error('This QueryClient is already bound to another API client.');
  }
  bindings().set(queryClient, api);
  return queryClient;
}

/** The API client `queryClient` is bound to; throws when it is bound to none. */
export function apiClientOf(queryClient: QueryClient): ApiClient {
  const api = bindings().get(queryClient);
  if (api === undefined) {
    throw new Error(
      'No API client is bound to this QueryClient: create it with createQueryClient({ api }) ' +
        '(or bind it with bindApiClient), or use the page’s getQueryClient().',
    );
  }
  return api;
}

/** In a component or hook: the API client of the QueryClient it renders under. */
export function useApiClient(): ApiClient {
  return apiClientOf(useQueryClient());
}
