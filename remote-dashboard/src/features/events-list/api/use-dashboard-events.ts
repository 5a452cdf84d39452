import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Event } from 'shared-contracts/entities';
import { EMERGENCY_RESOLUTION_TYPES } from 'shared-contracts/constants';
import { ownersEventHistoryInfiniteQuery } from 'shared-contracts/api';
import type { DashboardScope } from '../../../shared/dashboard-scope';

export type EventsKind = 'events' | 'emergencies';

export interface DashboardEventsState {
  events: Event[];
  /** Nothing to show yet (first page loading). */
  isLoading: boolean;
  /** The first page failed: nothing to show. */
  error: unknown;
  /** A retry of a failed first page is running. */
  isRetrying: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A later page failed; the pages already loaded stay. */
  nextPageFailed: boolean;
  fetchNextPage: () => void;
  retry: () => void;
}

const NO_EVENTS: Event[] = [];

/**
 * The event history of the scope from 60 days ago at start of day, 100 per page; emergencies are
 * the Medical, Fire and Police events.
 */
export function useDashboardEvents(
  scope: DashboardScope,
  kind: EventsKind,
  enabled: boolean,
): DashboardEventsState {
  const query = useInfiniteQuery({
    ...ownersEventHistoryInfiniteQuery({
      ownerIds: scope.ownerIds,
      ...(scope.locationId === undefined ? {} : { locationId: scope.locationId }),
      ...(kind === 'emergencies' ? { resolutionTypes: EMERGENCY_RESOLUTION_TYPES } : {}),
    }),
    enabled,
  });
  const { data } = query;
  const events = useMemo(
    () => (data === undefined ? NO_EVENTS : data.pages.flatMap((page) => page.items)),
    [data],
  );
  const { fetchNextPage, refetch, error, isLoading, hasNextPage, isFetchingNextPage } = query;
  const isRetrying = query.isError && query.isFetching;
  const nextPageFailed = query.isFetchNextPageError;
  // One object per change, so that the list only renders again when its data did.
  return useMemo(
    () => ({
      events,
      isLoading,
      error: data === undefined ? error : null,
      isRetrying,
      hasNextPage,
      isFetchingNextPage,
      nextPageFailed,
      fetchNextPage: () => void fetchNextPage(),
      retry: () => void refetch(),
    }),
    [
      events,
      isLoading,
      data,
      error,
      isRetrying,
      hasNextPage,
      isFetchingNextPage,
      nextPageFailed,
      fetchNextPage,
      refetch,
    ],
  );
}
