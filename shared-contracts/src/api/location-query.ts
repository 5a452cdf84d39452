// What every read of one location's resource shares (ADR 0028): a query key of the endpoint's name,
// the user (or owner) and the location, and query options over the endpoint's own fetcher, run
// through the API client of the QueryClient the query runs in. The endpoint's file keeps what is
// its own: its path, its fetcher and any options of its own.
import { queryOptions } from '@tanstack/react-query';
import { apiClientOf } from '../query/api-client-binding';
import type { ApiClient } from './client';

type LocationFetcher<T> = (api: ApiClient, userId: number, locationId: string) => Promise<T>;

/** Query options an endpoint sets for itself, such as refetching when the page comes back. */
export interface LocationQueryOptions {
  staleTime?: number;
  gcTime?: number;
  refetchOnWindowFocus?: boolean | 'always';
}

/** The query key and query options of a location-scoped GET named `name`. */
export function locationScopedQuery<Name extends string, T>(
  name: Name,
  fetch: LocationFetcher<T>,
  options: LocationQueryOptions = {},
) {
  const queryKey = (userId: number, locationId: string) => [name, userId, locationId] as const;
  const query = (userId: number, locationId: string) =>
    queryOptions({
      queryKey: queryKey(userId, locationId),
      queryFn: ({ client }) => fetch(apiClientOf(client), userId, locationId),
      ...options,
    });
  return { queryKey, query };
}
