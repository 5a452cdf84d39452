// The event history endpoint, whole (ADR 0015): its path, query keys, fetcher and query options.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE } from '../constants/business';
import { ERROR_MESSAGES } from '../constants/messages';
import type { EventsPage, WireResolutionType } from '../entities/event';
import { eventHistoryStartTime, mergeOwnerPages } from '../rules/events-list';
import type { OwnerCursor } from '../rules/events-list';
import { apiClientOf } from '../query/api-client-binding';
import { requestJson, segment, type ApiClient } from './client';
import { eventFiltersKey, type EventFilters } from './event-filters';

export const eventHistoryPath = (userId: number): string =>
  `neighbors/${segment(userId)}/events/history`;

export const eventHistoryQueryKey = (userId: number, filters: EventFilters = {}) =>
  ['event-history', userId, eventFiltersKey(filters)] as const;

/** The event history of several owners, merged (dashboard). */
export const ownersEventHistoryQueryKey = (
  ownerIds: readonly number[],
  filters: EventFilters = {},
) => ['event-history', 'owners', [...ownerIds], eventFiltersKey(filters)] as const;

export interface EventHistoryParams {
  userId: number;
  /** unix seconds; default: 60 days ago at start of day */
  startTime?: number;
  /** default 100 */
  limit?: number;
  locationId?: string;
  nextToken?: string | null;
  resolutionTypes?: readonly WireResolutionType[];
}

/** `GET /api/neighbors/{userId}/events/history`: one page; `nextToken` null on the last one. */
export function getEventHistory(api: ApiClient, params: EventHistoryParams): Promise<EventsPage> {
  const searchParams: Record<string, string> = {
    startTime: String(params.startTime ?? eventHistoryStartTime()),
    limit: String(params.limit ?? EVENTS_PAGE_SIZE),
  };
  if (params.locationId) searchParams.locationId = params.locationId;
  if (params.nextToken) searchParams.nextToken = params.nextToken;
  if (params.resolutionTypes && params.resolutionTypes.length > 0) {
    searchParams.resolutionTypes = params.resolutionTypes.join(',');
  }
  return requestJson<EventsPage>(api, {
    method: 'get',
    path: eventHistoryPath(params.userId),
    searchParams,
    errorMessage: ERROR_MESSAGES.events,
  });
}

/** The first page has no token. */
const firstPageToken = (): string | null => null;

/** Pages of the event history, 100 at a time, following `nextToken` until it is null. */
export const eventHistoryInfiniteQuery = (params: Omit<EventHistoryParams, 'nextToken'>) =>
  infiniteQueryOptions({
    queryKey: eventHistoryQueryKey(params.userId, params),
    queryFn: ({ pageParam, client }) =>
      getEventHistory(apiClientOf(client), {
        ...params,
        startTime: params.startTime ?? eventHistoryStartTime(),
        nextToken: pageParam,
      }),
    initialPageParam: firstPageToken(),
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/**
 * The event history of several owners (the dashboard's owner ids), merged newest first: each page
 * holds the next page (100 events) of every owner that has more. With one owner it is exactly that
 * owner's history. `startTime` defaults to 60 days ago at start of day, fixed for every page.
 */
export const ownersEventHistoryInfiniteQuery = (
  params: Omit<EventHistoryParams, 'nextToken' | 'userId'> & { ownerIds: readonly number[] },
) => {
  const { ownerIds, ...filters } = params;
  const startTime = filters.startTime ?? eventHistoryStartTime();
  return infiniteQueryOptions({
    queryKey: ownersEventHistoryQueryKey(ownerIds, filters),
    queryFn: async ({ pageParam, client }) => {
      const api = apiClientOf(client);
      const pages = await Promise.all(
        pageParam.map(async ({ userId, nextToken }) => ({
          userId,
          page: await getEventHistory(api, { ...filters, startTime, userId, nextToken }),
        })),
      );
      return mergeOwnerPages(pages);
    },
    initialPageParam: ownerIds.map((userId): OwnerCursor => ({ userId, nextToken: null })),
    getNextPageParam: (lastPage) => (lastPage.cursors.length > 0 ? lastPage.cursors : undefined),
  });
};
