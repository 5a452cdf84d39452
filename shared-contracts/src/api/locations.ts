// The locations endpoint, whole (ADR 0015): its query key, fetcher and query options. Its path is
// in paths.ts, which the host's entry chunk reads without the client.
import { queryOptions } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '../constants/messages';
import type { Location } from '../entities/location';
import { apiClientOf } from '../query/api-client-binding';
import { requestJson, type ApiClient } from './client';
import { locationsPath } from './paths';

export const locationsQueryKey = (userId: number) => ['locations', userId] as const;

/** `GET /api/neighbors/{userId}/locations` */
export function getLocations(api: ApiClient, userId: number): Promise<Location[]> {
  return requestJson<Location[]>(api, {
    method: 'get',
    path: locationsPath(userId),
    errorMessage: ERROR_MESSAGES.locations,
  });
}

export const locationsQuery = (userId: number) =>
  queryOptions({
    queryKey: locationsQueryKey(userId),
    queryFn: ({ client }) => getLocations(apiClientOf(client), userId),
  });
